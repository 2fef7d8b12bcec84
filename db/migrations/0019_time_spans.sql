CREATE TABLE "writer_run_time_spans" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"writer" text NOT NULL,
	"model" text,
	"measure" text NOT NULL,
	"span" integer NOT NULL,
	"runs" integer NOT NULL,
	CONSTRAINT "writer_run_time_spans_key" UNIQUE NULLS NOT DISTINCT("day","kind","writer","model","measure","span")
);
--> statement-breakpoint
CREATE INDEX "writer_run_times_ms_idx" ON "writer_run_times" USING btree ("kind","writer","measure","ms");
--> statement-breakpoint
-- Hand-written from here: drizzle-kit cannot express functions. The writer runs' kept counts (migration 0018) count
-- their times a span of 32 ms at a time too (lib/admin/writer-times.ts reads them; TIME_SPAN_MS there).
CREATE OR REPLACE FUNCTION writer_run_tallies_add(changed writer_runs[], signs int[]) RETURNS void LANGUAGE sql AS $$
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

  INSERT INTO writer_run_time_spans AS t (day, kind, writer, model, measure, span, runs)
  SELECT utc_day(r.created_at), r.kind, r.writer, r.model, m.measure, m.ms / 32, sum(s)
  FROM (SELECT r.*, signs[r.ordinality] AS s FROM unnest(changed) WITH ORDINALITY AS r) AS r
    CROSS JOIN LATERAL (VALUES ('first_token', r.first_token_ms), ('total', r.total_ms)) AS m(measure, ms)
  WHERE m.ms IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(s) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT writer_run_time_spans_key DO UPDATE SET runs = t.runs + excluded.runs;

  -- A time's row that falls to no run may stay: it counts for nothing.
  DELETE FROM writer_run_tallies WHERE runs = 0 AND day IN (SELECT utc_day(r.created_at) FROM unnest(changed) r);
  DELETE FROM writer_run_checks WHERE checked = 0 AND day IN (SELECT utc_day(r.created_at) FROM unnest(changed) r);
$$;
--> statement-breakpoint
-- The times already counted, counted again by span.
INSERT INTO writer_run_time_spans (day, kind, writer, model, measure, span, runs)
SELECT day, kind, writer, model, measure, ms / 32, sum(runs) FROM writer_run_times GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(runs) <> 0;
