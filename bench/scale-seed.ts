/**
 * The database of a growing service, seeded with set-based SQL (generate_series) on PostgreSQL for
 * bench/scale.ts: readers (a third subscribed), completed readings over 180 days with their writer runs,
 * follow-ups, cards of the day, notification preferences and queued jobs, in the proportions of the issue's
 * large run (300,000 readers: 3,000,000 readings, 200,000 follow-ups, 500,000 cards of the day, 100,000
 * preferences, 50,000 jobs), loaded as a restore would load them (the search index and the kept counts made
 * once at the end). Then the readers the bench asks as, written as the app writes (the triggers on): a light one
 * (5 readings), a heavy one at the fair-use ceiling (1,500 in 30 days), and an operator.
 */
import postgres from "postgres";
import { localSubject } from "../lib/auth/local-issuer";
import { CARD_NAMES, CATEGORY_IDS } from "../lib/domain/vocabularies";
import { SPREADS } from "../lib/tarot/spreads";

export type ScaleSize = { readers: number; readings: number; followUps: number; dailyCards: number; preferences: number; jobs: number };

/** The issue's proportions, from the number of readers. */
export function sizeFor(readers: number): ScaleSize {
  return {
    readers,
    readings: readers * 10,
    followUps: Math.round((readers * 2) / 3),
    dailyCards: Math.round((readers * 5) / 3),
    preferences: Math.round(readers / 3),
    jobs: Math.round(readers / 6),
  };
}

export const DAYS = 180;
export const LIGHT_READINGS = 5;
/** The fair-use ceiling over 30 days (FAIR_USE_READINGS_PER_DAY × 30). */
export const HEAVY_READINGS = 1_500;
export const BENCH_READERS = { light: "light@scale.example", heavy: "heavy@scale.example", operator: "operator@scale.example" } as const;
/** The journal search the bench asks: a word of about one interpretation in twenty. */
export const SEARCH_WORD = "promotion";

const literals = (values: readonly string[]) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;
const CARDS = literals(CARD_NAMES);
const CATEGORIES = literals(CATEGORY_IDS);
const SPREAD_IDS = literals(SPREADS.map((spread) => spread.id));
const CARD_COUNTS = `array[${SPREADS.map((spread) => spread.cardCount).join(", ")}]`;

/** Words of the interpretations: a reading's vocabulary, so that their search documents are as large as real ones. */
const WORDS = `the a of and to in your you is this that what card cards path change heart work love home family friend time week month year
  energy balance patience courage fear hope trust truth decision choice move job career money plan step rest season light shadow
  moon star sun tower world fool magician priestess empress emperor hierophant lovers chariot strength hermit wheel fortune justice
  hanged death temperance devil judgement beginning ending growth release doubt clarity calm storm harvest garden river road door
  letter message news partner colleague manager team project contract city coast travel study health body mind spirit dream`
  .split(/\s+/)
  .filter(Boolean);

/** The SQL that seeds `size` into an empty, migrated database at `url`; `log` hears each step. */
export async function seedScale(url: string, size: ScaleSize, log: (line: string) => void): Promise<void> {
  // Memory for the sorts of the counts' fill and the search index's build, which otherwise spill to disk at 3 M readings.
  const sql = postgres(url, { max: 2, onnotice: () => {}, connection: { work_mem: "64MB", maintenance_work_mem: "512MB" } });
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    const { readers, readings, followUps, dailyCards, preferences, jobs } = size;
    await step(`${readers} readers, a third subscribed`, () =>
      sql.unsafe(`
        insert into users (id, subject, identity_hash, email, role, referral_code, created_at)
        select md5('reader' || i)::uuid, 'scale-' || i, md5('identity' || i), 'reader' || i || '@scale.example',
          case when i % 3 = 0 then 'subscribed' else 'free' end, 'S' || i, now() - random() * interval '200 days'
        from generate_series(1, ${readers}) as i;
        insert into subscriptions (id, user_id, status, current_period_end, created_at)
        select 'sub_scale_' || i, md5('reader' || i)::uuid, 'active', now() + interval '20 days', now() - random() * interval '180 days'
        from generate_series(3, ${readers}, 3) as i;`),
    );
    // A thousand interpretations of some 220 words, one in twenty with the searched word; each reading takes one
    // (a table, not a temporary one: both loading connections read it).
    await step("1,000 interpretations", () =>
      sql.unsafe(`
        create unlogged table scale_texts as
        select n, (select string_agg((${literals(WORDS)})[1 + floor(random() * ${WORDS.length})::int], ' ') from generate_series(1, 220 + n % 7)) ||
          case when n % 20 = 0 then ' ${SEARCH_WORD}' else '' end as interpretation
        from generate_series(0, 999) as n;`),
    );
    // A bulk load, as a restore would be: the counts' triggers off and the search index built once at the end,
    // then the counts filled as one set by the migration's own functions (migration 0018).
    const [{ definition }] = await sql<{ definition: string }[]>`select pg_get_indexdef('readings_search_idx'::regclass) as definition`;
    await sql.unsafe("alter table readings disable trigger user; alter table writer_runs disable trigger user; drop index readings_search_idx");
    const perDay = Math.ceil(readings / DAYS);
    // One moment for every day's bounds: now() moves from one statement to the next.
    const origin = `'${new Date().toISOString()}'::timestamptz`;
    await step(`${readings} completed readings with their writer runs over ${DAYS} days`, async () => {
      // Two days at a time, on two connections: the text-search documents are most of the work, one core each.
      let next = 0;
      const loadDays = async () => {
        for (let day = next++; day < DAYS; day = next++) {
          // The day's writer runs come from the rows just inserted: readings has no index on created_at alone, and a
          // scan of the table for each day would make the load quadratic in its size.
          await sql.unsafe(`
          with made as (
          insert into readings (user_id, created_at, period, question, type, category, cards, interpretation, status, paid_with, writer)
          select md5('reader' || (1 + floor(random() * ${readers}))::int)::uuid, at, to_char(at at time zone 'UTC', 'YYYY-MM'),
            'What should I know about my ' || (${literals(WORDS)})[1 + i % ${WORDS.length}] || '?', (${SPREAD_IDS})[1 + s], (${CATEGORIES})[1 + i % ${CATEGORY_IDS.length}],
            (select jsonb_agg((${CARDS})[1 + (i + k * 7) % 22]) from generate_series(0, (${CARD_COUNTS})[1 + s] - 1) as k),
            pool.texts[1 + (i * 7919 + ${day}) % 1000], 'completed', 'subscription', 'anthropic'
          from generate_series(1, ${perDay}) as i,
            lateral (select ${origin} - (${day} + random()) * interval '1 day' as at, i % ${SPREADS.length} as s) as drawn,
            (select array_agg(interpretation order by n) as texts from scale_texts) as pool
          returning id, created_at, type, category
          )
          insert into writer_runs (created_at, kind, outcome, writer, model, spread, category, first_token_ms, total_ms, input_tokens, output_tokens, writing_id, quality)
          select created_at, 'reading', case when random() < 0.02 then 'failed' else 'completed' end, 'anthropic', 'claude-haiku-4-5', type, category,
            400 + floor(random() * 2600)::int, 3000 + floor(random() * 12000)::int, 900 + floor(random() * 600)::int, 500 + floor(random() * 500)::int, id,
            jsonb_build_object('cards_named', random() < 0.97, 'sections_in_order', true)
          from made;`);
          if (day % 30 === 29) log(`  ${day + 1} days`);
        }
      };
      await Promise.all([loadDays(), loadDays()]);
    });
    await step(`${followUps} follow-ups with their writer runs`, () =>
      sql.unsafe(`
        with asked as (
          insert into follow_ups (reading_id, user_id, question, answer, status, created_at)
          select id, user_id, 'And then?', 'Then the cards turn again.', 'completed', created_at + interval '5 minutes'
          from readings tablesample bernoulli (${Math.min(100, (followUps / readings) * 100)}) repeatable (46)
          returning id, created_at
        )
        insert into writer_runs (created_at, kind, outcome, writer, model, first_token_ms, total_ms, input_tokens, output_tokens, writing_id)
        select created_at, 'follow_up', 'completed', 'anthropic', 'claude-haiku-4-5', 300 + floor(random() * 1500)::int, 1500 + floor(random() * 5000)::int, 700, 300, id
        from asked;`),
    );
    await step(`${dailyCards} cards of the day, ${preferences} notification preferences, ${jobs} notification jobs`, () =>
      sql.unsafe(`
        insert into daily_cards (user_id, date, card, message, writer, created_at)
        select md5('reader' || (1 + i % ${readers}))::uuid, to_char(current_date - i / ${readers}, 'YYYY-MM-DD'), (${CARDS})[1 + i % 22], 'The day holds a door.', 'anthropic',
          (current_date - i / ${readers})::timestamptz + interval '8 hours'
        from generate_series(0, ${dailyCards - 1}) as i;
        insert into notification_preferences (user_id, time_zone, daily_card_email, daily_card_hour)
        select md5('reader' || i)::uuid, 'Europe/Berlin', i % 2 = 0, i % 24 from generate_series(1, ${preferences}) as i;
        insert into notification_jobs (key, kind, channel, user_id, payload, status, run_at, sent_at, created_at)
        select 'scale-' || i, 'daily_card', 'email', md5('reader' || (1 + i % ${readers}))::uuid, '{}'::jsonb,
          case when i % 10 = 0 then 'failed' when i % 10 = 1 then 'queued' else 'sent' end,
          now() + (case when i % 10 = 1 then 1 else -1 end) * random() * interval '30 days',
          case when i % 10 > 1 then now() - random() * interval '30 days' end, now() - random() * interval '30 days'
        from generate_series(1, ${jobs}) as i;`),
    );
    await sql.unsafe("drop table scale_texts");
    await step("the search index", () => sql.unsafe(definition));
    await step("the kept counts", () => sql.unsafe("select reading_tallies_fill(), writer_run_tallies_fill()"));
    await sql.unsafe("alter table readings enable trigger user; alter table writer_runs enable trigger user");
    await seedBenchReaders(sql);
    await step("vacuum analyze", () => sql.unsafe("vacuum analyze"));
  } finally {
    await sql.end();
  }
}

/** The light and the heavy reader (both subscribed) and the operator, signed in through the local issuer by e-mail. */
export async function seedBenchReaders(sql: postgres.Sql): Promise<void> {
  for (const [name, email] of Object.entries(BENCH_READERS)) {
    await sql.unsafe(
      `insert into users (id, subject, identity_hash, email, role, referral_code)
       values (md5('${name}')::uuid, '${localSubject(email)}', md5('identity-${name}'), '${email}', 'subscribed', 'BENCH-${name.toUpperCase()}');
       insert into subscriptions (id, user_id, status, current_period_end) values ('sub_${name}', md5('${name}')::uuid, 'active', now() + interval '20 days');`,
    );
  }
  // The heavy reader's 1,500 readings are 50 a day over 30 days; the light reader's 5 are this week's.
  for (const [name, count, days] of [["light", LIGHT_READINGS, 7], ["heavy", HEAVY_READINGS, 30]] as const) {
    await sql.unsafe(`
      insert into readings (user_id, created_at, period, question, type, category, cards, interpretation, status, paid_with, writer)
      select md5('${name}')::uuid, at, to_char(at at time zone 'UTC', 'YYYY-MM'), 'Will the ' || (${CARDS})[1 + i % 22] || ' come back?', 'three_cards',
        (${CATEGORIES})[1 + i % ${CATEGORY_IDS.length}], jsonb_build_array((${CARDS})[1 + i % 22], (${CARDS})[1 + (i + 7) % 22], (${CARDS})[1 + (i + 14) % 22]),
        repeat('The cards speak of change and of patience, of a road that bends and a door that opens. ', 16) ||
          case when i % 20 = 0 then '${SEARCH_WORD}' else 'journey' end, 'completed', 'subscription', 'anthropic'
      from generate_series(1, ${count}) as i, lateral (select now() - (i - 0.5) * interval '${days} days' / ${count} as at) as made;`);
  }
}
