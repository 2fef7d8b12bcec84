-- Hand-written: drizzle-kit cannot express functions and triggers. The counts of migration 0017's tables are
-- kept by the database itself, whatever writes a reading or a writer run (the app, the sweeper, a test's
-- insert, an account's deletion): docs/architecture.md#kept-counts.

-- The UTC day of a moment, and its quarter hour as one set bit of 96 (bit 0: 00:00-00:15 UTC).
CREATE FUNCTION utc_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN date '1970-01-01' + floor(extract(epoch FROM at) / 86400)::int;
--> statement-breakpoint
CREATE FUNCTION utc_quarter_hour(at timestamptz) RETURNS bit(96) LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN set_bit(repeat('0', 96)::bit(96), (floor(extract(epoch FROM at) / 900)::bigint % 96)::int, 1);
--> statement-breakpoint
-- The keys a completed reading is counted under; insights count the first, partial day of a window with it too.
CREATE FUNCTION reading_tally_keys(cards jsonb, category text, spread text, checked_in_at timestamptz, helpful boolean)
RETURNS TABLE (kind text, key text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'all', ''
  UNION ALL SELECT 'card', card FROM jsonb_array_elements_text(cards) AS card
  UNION ALL SELECT 'category', category
  UNION ALL SELECT 'spread', spread
  UNION ALL SELECT 'check_in', 'answered' WHERE checked_in_at IS NOT NULL
  UNION ALL SELECT 'check_in', 'helpful' WHERE checked_in_at IS NOT NULL AND helpful
$$;
--> statement-breakpoint
-- The day rows of some completed readings.
CREATE FUNCTION reading_tally_rows(counted readings[]) RETURNS SETOF reading_tallies LANGUAGE sql STABLE AS $$
  SELECT r.user_id, k.kind, utc_day(r.created_at), k.key, count(*)::int, max(r.created_at),
    bit_or(utc_quarter_hour(r.created_at)) FILTER (WHERE k.kind = 'all')
  FROM unnest(counted) AS r CROSS JOIN LATERAL reading_tally_keys(r.cards, r.category, r.type, r.checked_in_at, r.check_in_helpful) AS k
  WHERE r.status = 'completed'
  GROUP BY r.user_id, k.kind, utc_day(r.created_at), k.key
$$;
--> statement-breakpoint
-- Completed readings added to their days and their readers' totals. Every upsert here goes in key order, so two
-- statements counting into the same rows take their locks in one order and never deadlock.
CREATE FUNCTION reading_tallies_add(added readings[]) RETURNS void LANGUAGE sql AS $$
  WITH counted AS MATERIALIZED (SELECT * FROM reading_tally_rows(added)),
  days AS (
    INSERT INTO reading_tallies AS t SELECT * FROM counted ORDER BY user_id, kind, day, key
    ON CONFLICT (user_id, kind, day, key) DO UPDATE SET readings = t.readings + excluded.readings,
      last_at = greatest(t.last_at, excluded.last_at), sittings = t.sittings | excluded.sittings
  )
  INSERT INTO reading_totals AS t (user_id, kind, key, readings, last_at)
  SELECT user_id, kind, key, sum(readings), max(last_at) FROM counted GROUP BY user_id, kind, key ORDER BY user_id, kind, key
  ON CONFLICT (user_id, kind, key) DO UPDATE SET readings = t.readings + excluded.readings, last_at = greatest(t.last_at, excluded.last_at);
$$;
--> statement-breakpoint
-- Every completed reading counted into empty tables, as one set: the rows already there when this migration runs
-- (and a bench's bulk load, bench/scale-seed.ts). The same counts as reading_tally_rows, over the whole table.
-- (jit off: the planner's guess of 100 cards a reading makes it compile the statement, which costs more than it saves.)
CREATE FUNCTION reading_tallies_fill() RETURNS void LANGUAGE sql SET jit = off AS $$
  INSERT INTO reading_tallies
  SELECT r.user_id, k.kind, utc_day(r.created_at), k.key, count(*)::int, max(r.created_at),
    bit_or(utc_quarter_hour(r.created_at)) FILTER (WHERE k.kind = 'all')
  FROM readings r CROSS JOIN LATERAL reading_tally_keys(r.cards, r.category, r.type, r.checked_in_at, r.check_in_helpful) AS k
  WHERE r.status = 'completed'
  GROUP BY r.user_id, k.kind, utc_day(r.created_at), k.key;
  INSERT INTO reading_totals (user_id, kind, key, readings, last_at)
  SELECT user_id, kind, key, sum(readings), max(last_at) FROM reading_tallies GROUP BY user_id, kind, key;
$$;
--> statement-breakpoint
-- A reading completed (or written completed) adds to its day and its reader's totals. A day that lost one
-- (deleted, changed, a check-in answered) is counted again from its readings, a day's worth, and the totals
-- move by the difference; the totals' last moment is then the latest of the reader's days.
CREATE FUNCTION reading_tallies_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed readings[] := '{}';
  added readings[] := '{}';
  recounted reading_tallies[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    added := ARRAY(SELECT n FROM new_rows n WHERE n.status = 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    removed := ARRAY(SELECT o FROM old_rows o WHERE o.status = 'completed');
  ELSE
    -- Only what the counts depend on: a follow-up's counter or a reading's text moves nothing here.
    removed := ARRAY(SELECT o FROM old_rows o JOIN new_rows n USING (id) WHERE o.status = 'completed'
      AND (o.user_id, o.created_at, o.cards, o.category, o.type, o.checked_in_at, o.check_in_helpful, 'completed')
        IS DISTINCT FROM (n.user_id, n.created_at, n.cards, n.category, n.type, n.checked_in_at, n.check_in_helpful, n.status));
    added := ARRAY(SELECT n FROM old_rows o JOIN new_rows n USING (id) WHERE n.status = 'completed'
      AND (o.user_id, o.created_at, o.cards, o.category, o.type, o.checked_in_at, o.check_in_helpful, o.status)
        IS DISTINCT FROM (n.user_id, n.created_at, n.cards, n.category, n.type, n.checked_in_at, n.check_in_helpful, 'completed'));
  END IF;

  IF cardinality(removed) > 0 THEN
    recounted := ARRAY(SELECT t FROM reading_tally_rows(ARRAY(
      SELECT r FROM readings r JOIN (SELECT DISTINCT user_id, utc_day(created_at) AS day FROM unnest(removed)) d ON r.user_id = d.user_id
      WHERE r.status = 'completed' AND r.created_at >= d.day::timestamp AT TIME ZONE 'UTC' AND r.created_at < (d.day + 1)::timestamp AT TIME ZONE 'UTC')) t);
    WITH days AS (SELECT DISTINCT user_id, utc_day(created_at) AS day FROM unnest(removed)),
    difference AS (
      SELECT user_id, kind, key, sum(readings)::int AS readings FROM (
        SELECT user_id, kind, key, readings FROM unnest(recounted)
        UNION ALL SELECT t.user_id, t.kind, t.key, -t.readings FROM reading_tallies t JOIN days d ON t.user_id = d.user_id AND t.day = d.day
      ) AS both_sides GROUP BY user_id, kind, key HAVING sum(readings) <> 0
    ),
    lowered AS (
      UPDATE reading_totals t SET readings = t.readings + d.readings FROM difference d
      WHERE t.user_id = d.user_id AND t.kind = d.kind AND t.key = d.key AND d.readings < 0
    )
    INSERT INTO reading_totals AS t (user_id, kind, key, readings, last_at)
    SELECT user_id, kind, key, readings, '-infinity' FROM difference WHERE readings > 0 ORDER BY user_id, kind, key
    ON CONFLICT (user_id, kind, key) DO UPDATE SET readings = t.readings + excluded.readings;

    DELETE FROM reading_tallies t USING (SELECT DISTINCT user_id, utc_day(created_at) AS day FROM unnest(removed)) d
    WHERE t.user_id = d.user_id AND t.day = d.day;
    INSERT INTO reading_tallies SELECT * FROM unnest(recounted);
    DELETE FROM reading_totals t WHERE t.user_id IN (SELECT user_id FROM unnest(removed)) AND t.readings <= 0;
    UPDATE reading_totals t SET last_at = (SELECT max(d.last_at) FROM reading_tallies d WHERE d.user_id = t.user_id AND d.kind = t.kind AND d.key = t.key)
    WHERE t.user_id IN (SELECT user_id FROM unnest(removed));
    -- What was added to a day just counted again is in its count already.
    added := ARRAY(SELECT a FROM unnest(added) a WHERE NOT EXISTS (
      SELECT 1 FROM unnest(removed) r WHERE r.user_id = a.user_id AND utc_day(r.created_at) = utc_day(a.created_at)));
  END IF;

  IF cardinality(added) > 0 THEN
    PERFORM reading_tallies_add(added);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reading_tallies_on_insert AFTER INSERT ON readings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reading_tallies_kept();
--> statement-breakpoint
CREATE TRIGGER reading_tallies_on_update AFTER UPDATE ON readings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reading_tallies_kept();
--> statement-breakpoint
CREATE TRIGGER reading_tallies_on_delete AFTER DELETE ON readings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reading_tallies_kept();
--> statement-breakpoint
-- writer_runs only add up (runs, tokens, checks, times): each change moves the counts by the rows it removed
-- and added. A day's group that falls to no run goes.
CREATE FUNCTION writer_run_tallies_add(changed writer_runs[], signs int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO writer_run_tallies AS t (day, kind, outcome, writer, model, spread, category, runs, input_tokens, output_tokens)
  SELECT utc_day(r.created_at), r.kind, r.outcome, r.writer, r.model, r.spread, r.category, sum(s), sum(s * r.input_tokens), sum(s * r.output_tokens)
  FROM (SELECT r.*, signs[r.ordinality] AS s FROM unnest(changed) WITH ORDINALITY AS r) AS r
  GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(s) <> 0 OR sum(s * r.input_tokens) <> 0 OR sum(s * r.output_tokens) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT writer_run_tallies_key DO UPDATE SET runs = t.runs + excluded.runs,
    input_tokens = t.input_tokens + excluded.input_tokens, output_tokens = t.output_tokens + excluded.output_tokens;

  INSERT INTO writer_run_checks AS t (day, writer, "check", checked, passed)
  SELECT utc_day(r.created_at), r.writer, q.key, sum(s), sum(s * (q.value = 'true')::int)
  FROM (SELECT r.*, signs[r.ordinality] AS s FROM unnest(changed) WITH ORDINALITY AS r) AS r CROSS JOIN LATERAL jsonb_each_text(coalesce(r.quality, '{}')) AS q
  WHERE q.value IS NOT NULL
  GROUP BY 1, 2, 3 HAVING sum(s) <> 0 OR sum(s * (q.value = 'true')::int) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (day, writer, "check") DO UPDATE SET checked = t.checked + excluded.checked, passed = t.passed + excluded.passed;

  INSERT INTO writer_run_times AS t (day, kind, writer, model, measure, ms, runs)
  SELECT utc_day(r.created_at), r.kind, r.writer, r.model, m.measure, m.ms, sum(s)
  FROM (SELECT r.*, signs[r.ordinality] AS s FROM unnest(changed) WITH ORDINALITY AS r) AS r
    CROSS JOIN LATERAL (VALUES ('first_token', r.first_token_ms), ('total', r.total_ms)) AS m(measure, ms)
  WHERE m.ms IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(s) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT writer_run_times_key DO UPDATE SET runs = t.runs + excluded.runs;

  -- A time's row that falls to no run may stay: it counts for nothing.
  DELETE FROM writer_run_tallies WHERE runs = 0 AND day IN (SELECT utc_day(r.created_at) FROM unnest(changed) r);
  DELETE FROM writer_run_checks WHERE checked = 0 AND day IN (SELECT utc_day(r.created_at) FROM unnest(changed) r);
$$;
--> statement-breakpoint
CREATE FUNCTION writer_run_tallies_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed writer_runs[] := '{}';
  added writer_runs[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN removed := ARRAY(SELECT o FROM old_rows o); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN added := ARRAY(SELECT n FROM new_rows n); END IF;
  PERFORM writer_run_tallies_add(removed || added,
    array_fill(-1, ARRAY[cardinality(removed)]) || array_fill(1, ARRAY[cardinality(added)]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER writer_run_tallies_on_insert AFTER INSERT ON writer_runs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION writer_run_tallies_kept();
--> statement-breakpoint
CREATE TRIGGER writer_run_tallies_on_update AFTER UPDATE ON writer_runs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION writer_run_tallies_kept();
--> statement-breakpoint
CREATE TRIGGER writer_run_tallies_on_delete AFTER DELETE ON writer_runs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION writer_run_tallies_kept();
--> statement-breakpoint
-- Every writer run counted into empty tables, a day at a time.
CREATE FUNCTION writer_run_tallies_fill() RETURNS void LANGUAGE sql AS $$
  SELECT count(writer_run_tallies_add(runs, array_fill(1, ARRAY[cardinality(runs)])))
  FROM (SELECT array_agg(r) AS runs FROM writer_runs r GROUP BY utc_day(r.created_at)) AS days;
$$;
--> statement-breakpoint
-- The rows already there, counted once.
SELECT reading_tallies_fill(), writer_run_tallies_fill();
