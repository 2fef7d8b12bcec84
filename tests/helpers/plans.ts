import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";

/** What a statement sends: its text with `$n` placeholders and their values (drizzle's `toSQL()`, or `PgDialect.sqlToQuery`). */
export type SentStatement = { sql: string; params: unknown[] };

/** The plan's lines as EXPLAIN prints them, whichever driver answered (PGlite gives `rows`, postgres.js an array). */
function planLines(result: unknown): string {
  const rows = (result as { rows?: Record<string, string>[] }).rows ?? (result as Record<string, string>[]);
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

/** A value written into EXECUTE's arguments as a literal: strings quoted, dates as their ISO text, numbers and booleans as they are. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The plan PostgreSQL runs a prepared statement with once it has switched to the generic plan, which knows none
 * of the values (PostgreSQL may do so after five runs; `plan_cache_mode = force_generic_plan` makes it do so at
 * once): prepared as the app's pool prepares it, explained for `params`, `settings` set for the transaction.
 * With `generic: false`, the plan made for those values (what PostgreSQL runs a statement's first five times with).
 */
export async function genericPlan(statement: SentStatement, { analyze = false, settings = [] as SQL[], generic = true } = {}): Promise<string> {
  const db = await getDb();
  const name = `plan_${randomBytes(6).toString("hex")}`;
  return db.transaction(async (tx) => {
    // generic: false, the plan of a first run, made for the values given.
    await tx.execute(sql.raw(`set local plan_cache_mode = ${generic ? "force_generic_plan" : "force_custom_plan"}`));
    for (const setting of settings) await tx.execute(setting);
    await tx.execute(sql.raw(`prepare ${name} as ${statement.sql}`));
    try {
      const args = statement.params.length ? `(${statement.params.map(literal).join(", ")})` : "";
      return planLines(await tx.execute(sql.raw(`explain ${analyze ? "(analyze, costs off, timing off, summary off) " : ""}execute ${name}${args}`)));
    } finally {
      await tx.execute(sql.raw(`deallocate ${name}`));
    }
  });
}

/** The plan of a statement run as it is (its values known to the planner), `settings` set for the transaction. */
export async function planOf(statement: SQL, { analyze = false, settings = [] as SQL[] } = {}): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(setting);
    return planLines(await tx.execute(sql`explain ${sql.raw(analyze ? "(analyze, costs off, timing off, summary off) " : "")}${statement}`));
  });
}

/**
 * How many rows a plan run with EXPLAIN ANALYZE read from `table`: each scan node's rows out, and those its
 * filters removed, times its loops. What a statement costs, whatever the machine's speed.
 */
export function rowsReadFrom(plan: string, table: string): number {
  let total = 0;
  let loops = 0;
  for (const line of plan.split("\n")) {
    const node = new RegExp(`Scan.* on ${table}\\b.*actual rows=(\\d+(?:\\.\\d+)?) loops=(\\d+)`).exec(line);
    if (node) {
      loops = Number(node[2]);
      total += Number(node[1]) * loops;
      continue;
    }
    if (line.includes("->")) loops = 0;
    const removed = /Rows Removed by (?:Filter|Index Recheck): (\d+)/.exec(line);
    if (removed && loops > 0) total += Number(removed[1]) * loops;
  }
  return total;
}

type Session = { client: object };

/**
 * Every statement `run` sends through the app's database, with its values: the driver's client is wrapped for
 * the while (PGlite's `query`, postgres.js's `unsafe`, through which drizzle sends all of its statements).
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<SentStatement[]> {
  const db = await getDb();
  const session = (db as unknown as { session: Session }).session;
  const original = session.client;
  const sent: SentStatement[] = [];
  session.client = new Proxy(original, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if ((property !== "query" && property !== "unsafe") || typeof value !== "function") return typeof value === "function" ? value.bind(target) : value;
      return (text: string, params: unknown[] = [], ...rest: unknown[]) => {
        sent.push({ sql: text, params });
        return value.call(target, text, params, ...rest);
      };
    },
  });
  try {
    await run();
  } finally {
    session.client = original;
  }
  return sent;
}
