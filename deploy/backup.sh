#!/bin/sh
# Arcana's backups (docs/architecture.md#backups): a `pg_dump -Fc` of the database every BACKUP_INTERVAL
# (default 24h; a number with s, m, h or d, as sleep(1) reads it) into BACKUP_DIR (default /backups),
# keeping the BACKUP_KEEP (default 7) newest. The database is named by libpq's PGHOST, PGPORT, PGUSER,
# PGPASSWORD and PGDATABASE (deploy/compose.yaml's `backup` service sets them). BACKUP_ONCE=1 makes one
# backup and stops (a test, or a backup before a risky change). Restore: npm run db:restore -- FILE.
set -eu

BACKUP_DIR="${BACKUP_DIR:-/backups}"
BACKUP_INTERVAL="${BACKUP_INTERVAL:-24h}"
BACKUP_KEEP="${BACKUP_KEEP:-7}"
# A failed backup is tried again this many seconds later, not a whole interval later.
RETRY_SECONDS="${BACKUP_RETRY_SECONDS:-300}"

case "$BACKUP_INTERVAL" in
  *[!0-9smhd]* | "" | [smhd]*) echo "backup: BACKUP_INTERVAL must be a number with s, m, h or d (got '$BACKUP_INTERVAL')" >&2; exit 1 ;;
esac
case "$BACKUP_KEEP" in
  *[!0-9]* | "" | 0) echo "backup: BACKUP_KEEP must be a whole number of at least 1 (got '$BACKUP_KEEP')" >&2; exit 1 ;;
esac

# pg_dump on PATH (the postgres image; Debian's pg_wrapper), else the newest of Debian's versioned folders.
PG_DUMP="${PG_DUMP:-$(command -v pg_dump || ls -d /usr/lib/postgresql/*/bin/pg_dump 2>/dev/null | sort -V | tail -n 1)}"
if [ -z "$PG_DUMP" ]; then
  echo "backup: pg_dump not found (apt-get install postgresql-client, or set PG_DUMP)" >&2
  exit 1
fi
mkdir -p "$BACKUP_DIR"

backup_once() {
  name="arcana-$(date -u +%Y%m%dT%H%M%SZ).dump"
  # Written under a temporary name and renamed when whole: a dump cut short is never taken for a backup.
  if "$PG_DUMP" --format=custom --no-owner --no-privileges --file="$BACKUP_DIR/.$name.partial"; then
    mv "$BACKUP_DIR/.$name.partial" "$BACKUP_DIR/$name"
    echo "backup: wrote $BACKUP_DIR/$name ($(wc -c < "$BACKUP_DIR/$name") bytes)"
    # The newest BACKUP_KEEP stay (names sort by time).
    ls -1 "$BACKUP_DIR" | grep -E '^arcana-[0-9]{8}T[0-9]{6}Z\.dump$' | sort -r | tail -n "+$((BACKUP_KEEP + 1))" | while read -r old; do
      rm -f "$BACKUP_DIR/$old" && echo "backup: removed $old"
    done
    return 0
  fi
  rm -f "$BACKUP_DIR/.$name.partial"
  echo "backup: pg_dump failed" >&2
  return 1
}

if [ "${BACKUP_ONCE:-}" = "1" ]; then
  backup_once
  exit $?
fi
while true; do
  if backup_once; then sleep "$BACKUP_INTERVAL"; else sleep "$RETRY_SECONDS"; fi
done
