CREATE TABLE "daily_card_tallies" (
	"day" date PRIMARY KEY NOT NULL,
	"cards" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reader_last_days" (
	"day" date PRIMARY KEY NOT NULL,
	"readers" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written from here: drizzle-kit cannot express functions and triggers (docs/architecture.md#kept-counts).
-- Counts by UTC day moved by some rows out and some in, upserted in day order (so two statements take their
-- locks in one order); a day that falls to nothing may stay: it counts for nothing.
CREATE FUNCTION reader_last_days_move(days date[], signs int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO reader_last_days AS t (day, readers)
  SELECT day, sum(sign) FROM unnest(days, signs) AS moved(day, sign) GROUP BY day HAVING sum(sign) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET readers = t.readers + excluded.readers;
$$;
--> statement-breakpoint
-- A reader's 'all' total moves its reader from the day of the old last reading to the new one's. A total being
-- counted again has no last moment yet ('-infinity', migration 0018) and is in no day until it has one. (plpgsql
-- plans a branch when it runs: each reads only the transition tables its operation has.)
CREATE FUNCTION reader_last_days_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  out_of date[] := '{}';
  into_ date[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    out_of := ARRAY(SELECT utc_day(o.last_at) FROM old_rows o WHERE o.kind = 'all' AND isfinite(o.last_at));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    into_ := ARRAY(SELECT utc_day(n.last_at) FROM new_rows n WHERE n.kind = 'all' AND isfinite(n.last_at));
  END IF;
  IF cardinality(out_of) + cardinality(into_) > 0 THEN
    PERFORM reader_last_days_move(out_of || into_, array_fill(-1, ARRAY[cardinality(out_of)]) || array_fill(1, ARRAY[cardinality(into_)]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reader_last_days_on_insert AFTER INSERT ON reading_totals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reader_last_days_kept();
--> statement-breakpoint
CREATE TRIGGER reader_last_days_on_update AFTER UPDATE ON reading_totals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reader_last_days_kept();
--> statement-breakpoint
CREATE TRIGGER reader_last_days_on_delete AFTER DELETE ON reading_totals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reader_last_days_kept();
--> statement-breakpoint
-- A card of the day written or deleted moves its day's count.
CREATE FUNCTION daily_card_tallies_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  out_of date[] := '{}';
  into_ date[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN out_of := ARRAY(SELECT utc_day(o.created_at) FROM old_rows o); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN into_ := ARRAY(SELECT utc_day(n.created_at) FROM new_rows n); END IF;
  INSERT INTO daily_card_tallies AS t (day, cards)
  SELECT day, sum(sign) FROM unnest(out_of || into_, array_fill(-1, ARRAY[cardinality(out_of)]) || array_fill(1, ARRAY[cardinality(into_)])) AS moved(day, sign)
  GROUP BY day HAVING sum(sign) <> 0 ORDER BY day
  ON CONFLICT (day) DO UPDATE SET cards = t.cards + excluded.cards;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER daily_card_tallies_on_insert AFTER INSERT ON daily_cards REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_card_tallies_kept();
--> statement-breakpoint
CREATE TRIGGER daily_card_tallies_on_update AFTER UPDATE ON daily_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_card_tallies_kept();
--> statement-breakpoint
CREATE TRIGGER daily_card_tallies_on_delete AFTER DELETE ON daily_cards REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_card_tallies_kept();
--> statement-breakpoint
-- The rows already there, counted once: the readers' last days.
INSERT INTO reader_last_days (day, readers) SELECT utc_day(last_at), count(*) FROM reading_totals WHERE kind = 'all' AND isfinite(last_at) GROUP BY 1;
--> statement-breakpoint
-- The rows already there, counted once: the cards of the day.
INSERT INTO daily_card_tallies (day, cards) SELECT utc_day(created_at), count(*) FROM daily_cards GROUP BY 1;
