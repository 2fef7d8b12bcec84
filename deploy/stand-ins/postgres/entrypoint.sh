#!/bin/sh
# As the official image's entrypoint does: a first start initialises PGDATA with POSTGRES_USER (superuser),
# POSTGRES_PASSWORD and POSTGRES_DB, then `postgres` runs as the postgres user, listening on every address.
set -eu
if [ "${1:-postgres}" != "postgres" ]; then exec "$@"; fi
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
if [ -z "${POSTGRES_PASSWORD:-}" ]; then echo "postgres stand-in: POSTGRES_PASSWORD must be set" >&2; exit 1; fi
mkdir -p "$PGDATA" && chown postgres:postgres "$PGDATA" && chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp) && printf '%s' "$POSTGRES_PASSWORD" > "$pwfile" && chown postgres "$pwfile"
  su postgres -s /bin/sh -c "initdb -D '$PGDATA' -U '$POSTGRES_USER' --pwfile='$pwfile' --auth-local=trust --auth-host=scram-sha-256" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != "postgres" ]; then
    su postgres -s /bin/sh -c "postgres -D '$PGDATA' -c listen_addresses='' -k /var/run/postgresql" &
    until su postgres -s /bin/sh -c "pg_isready -q -h /var/run/postgresql -U '$POSTGRES_USER' -d postgres"; do sleep 0.2; done
    su postgres -s /bin/sh -c "createdb -h /var/run/postgresql -U '$POSTGRES_USER' '$POSTGRES_DB'"
    su postgres -s /bin/sh -c "pg_ctl -D '$PGDATA' -m fast -w stop" >/dev/null
  fi
  echo "postgres stand-in: initialised $PGDATA for $POSTGRES_USER/$POSTGRES_DB"
fi
shift
exec su postgres -s /bin/sh -c "exec postgres -D '$PGDATA' -c listen_addresses='*' -k /var/run/postgresql $*"
