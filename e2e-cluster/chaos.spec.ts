import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../e2e/fixtures";
// @ts-expect-error: a plain ES module of ours without types
import { startCluster } from "../scripts/lib/cluster.mjs";
import { startFakeAnthropic } from "../tests/helpers/fake-anthropic";
import { READING } from "./cluster";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";

/**
 * Faults on purpose, against a cluster of the suite's own: nginx and two instances on a PostgreSQL
 * server that these journeys may restart and stop, with Claude's API played by a local server that
 * can be made to hang. The readings' deadline and the sweeper's period are short, so that what a
 * production night takes minutes to show takes seconds here.
 */
type Instance = { port: number; url: string; child: { pid: number; kill(signal: string): void } };
type Cluster = { url: string; instances: Instance[]; stop(): Promise<void> };

const READING_TIMEOUT_SECONDS = 8;
let database: PrivatePostgres;
let cluster: Cluster;
let writer: Awaited<ReturnType<typeof startFakeAnthropic>>;
let sql: postgres.Sql;
// What the instances print (each failure's kind and code), kept for a journey that fails.
const logFile = path.join(process.cwd(), "test-results", "chaos-instances.log");
mkdirSync(path.dirname(logFile), { recursive: true });
const logFd = openSync(logFile, "a");

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  writer = await startFakeAnthropic("## Summary\nThe cards hold steady.\n\n## Synthesis\nCarry on.");
  database = await startPrivatePostgres();
  const admin = postgres(database.url, { max: 1, onnotice: () => {} });
  await admin.unsafe("create database arcana_chaos");
  await admin.end();
  const databaseUrl = database.url.replace(/\/postgres$/, "/arcana_chaos");
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  cluster = (await startCluster({
    databaseUrl,
    instances: 2,
    log: logFd,
    env: {
      LOCAL_PROVIDERS: "1",
      ANTHROPIC_API_KEY: "sk-ant-chaos",
      ANTHROPIC_BASE_URL: writer.url,
      READING_TIMEOUT_SECONDS: String(READING_TIMEOUT_SECONDS),
      RESERVATION_SWEEP_SECONDS: "1",
      // The load below comes from one address and a handful of users: only the faults may refuse it.
      RATE_LIMIT_USER_PER_MIN: "100000",
      RATE_LIMIT_IP_PER_MIN: "100000",
      RATE_LIMIT_SIGNIN_PER_MIN: "100000",
    },
  })) as Cluster;
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("instances.log", { path: logFile, contentType: "text/plain" });
});

test.afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await cluster?.stop();
  await database?.destroy();
  await writer?.close();
  closeSync(logFd);
});

/** An answer, with how long it took to come (from sending the request to the end of its body). */
type Answer = { status: number; retryAfter: string | null; code: string | undefined; ms: number; path: string };

async function call(path: string, init: { method?: string; token?: string; body?: unknown; base?: string; accept?: string } = {}): Promise<Answer & { body: unknown }> {
  const started = performance.now();
  const response = await fetch(`${init.base ?? cluster.url}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.accept ? { Accept: init.accept } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => undefined)) as { code?: string } | undefined;
  return { status: response.status, retryAfter: response.headers.get("retry-after"), code: body?.code, body, ms: performance.now() - started, path };
}

/** While the database is away, an answer (a calm 503) comes within this; a request never hangs waiting for it. */
const ANSWER_WITHIN_MS = 3_000;
/** Once the database is back, every instance answers from it again within this. */
const BACK_WITHIN_MS = 5_000;

/** How long after now each instance first answers a signed-in profile (which reads the database) with 200. */
async function timeUntilEveryInstanceAnswers(token: string): Promise<number[]> {
  const started = performance.now();
  return Promise.all(
    cluster.instances.map(async (instance) => {
      for (;;) {
        const answer = await call("/api/auth/user", { token, base: instance.url });
        if (answer.status === 200) return performance.now() - started;
        if (performance.now() - started > 60_000) throw new Error(`${instance.url} did not answer 200 within a minute of the database's return`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
}

/**
 * A sign-up as the browser does it, which meets a 503 as every client of ours is told to: by asking again.
 * Setting up a journey right after the previous one took the database away, nginx has answered its own
 * 503 (no instance answered) about once in six runs; what a journey tests is asserted strictly below.
 */
async function signUp(email: string): Promise<string> {
  const issued = await callUntilAnswered("/api/dev/identity/token", { body: { email } });
  const signedIn = await callUntilAnswered("/api/auth/google", { body: { idToken: (issued.body as { idToken: string }).idToken } });
  return (signedIn.body as { token: string }).token;
}

async function callUntilAnswered(path: string, init: { body: unknown }) {
  for (let attempt = 1; ; attempt++) {
    const answer = await call(path, init);
    if (answer.status !== 503 || attempt === 5) {
      // The answer's body says who refused (the app's code, or nginx's own 503 when no instance answered).
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const pids = () => cluster.instances.map((instance) => instance.child.pid);

async function usage(email: string) {
  const [row] = await sql<{ completed: number; reserved: number; readings: number | null; free_readings: number | null }[]>`
    select
      (select count(*)::int from readings where user_id = users.id and status = 'completed') as completed,
      (select count(*)::int from readings where user_id = users.id and status = 'reserved') as reserved,
      identity_usage.readings, identity_usage.free_readings
    from users left join identity_usage on identity_usage.identity_hash = users.identity_hash
    where users.email = ${email}`;
  return row;
}

test("PostgreSQL restarted and stopped under load: only quick 503s with Retry-After in the gap, back within seconds, no 500, no instance lost, counts exact after", async () => {
  const users = await Promise.all(Array.from({ length: 6 }, async (_, index) => {
    const email = uniqueEmail(`chaos-load-${index}`);
    return { email, token: await signUp(email), readings: 0, refused: false };
  }));
  const before = pids();
  const answers: Answer[] = [];
  let stopping = false;

  // Each user reads until the month's free readings are spent (402), and looks at the profile between readings
  // and, once refused, every tenth of a second: the load lasts until the test ends it, however fast the readings go.
  const load = Promise.all(
    users.map(async (user) => {
      for (let round = 0; !stopping && round < 2000; round++) {
        if (!user.refused) {
          const reading = await call("/api/tarot/interpret", { token: user.token, body: READING });
          answers.push(reading);
          if (reading.status === 200) user.readings += 1;
          if (reading.status === 402) user.refused = true;
        } else {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        answers.push(await call("/api/auth/user", { token: user.token }));
      }
    }),
  );

  await expect.poll(() => answers.length).toBeGreaterThan(6);
  await database.restart();
  await database.stop();
  // The gap: requests keep coming and are answered, calmly, until the database is back.
  await expect.poll(() => answers.filter((answer) => answer.status === 503).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
  await database.start();
  const backAfterMs = await timeUntilEveryInstanceAnswers(users[0].token);
  await expect.poll(() => users.every((user) => user.refused), { timeout: 90_000 }).toBe(true);
  stopping = true;
  await load;

  expect([...new Set(answers.map((answer) => answer.status))].sort()).toEqual(expect.arrayContaining([200, 402, 503]));
  const unexpected = answers.filter((answer) => ![200, 402, 503].includes(answer.status));
  expect(unexpected, "every answer is a reading, the month's limit, or a calm 503").toEqual([]);
  for (const answer of answers.filter(({ status }) => status === 503)) {
    expect(answer.code).toBe("unavailable");
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  expect(pids(), "no instance died while its database was away").toEqual(before);
  // Nobody waited on the database: through the restart, the stop and the return, every answer came quickly
  // (before, a request waited in the driver's queue through its reconnect backoff, up to 20 s).
  const slow = answers.filter((answer) => answer.ms > ANSWER_WITHIN_MS).map((answer) => `${answer.path}: ${answer.status} after ${Math.round(answer.ms)} ms`);
  expect(slow, `every answer within ${ANSWER_WITHIN_MS} ms`).toEqual([]);
  expect(
    backAfterMs.map((ms) => ms <= BACK_WITHIN_MS),
    `each instance answered 200 again ${backAfterMs.map((ms) => `${Math.round(ms)} ms`).join(", ")} after the database was back`,
  ).toEqual(cluster.instances.map(() => true));

  // A reservation whose answer was lost in the gap is released by the sweeper; then every count is exact.
  for (const user of users) {
    await expect.poll(async () => (await usage(user.email)).reserved, { timeout: 60_000 }).toBe(0);
    const counted = await usage(user.email);
    expect(counted.completed, user.email).toBe(user.readings);
    expect(counted.free_readings, user.email).toBe(user.readings);
    expect(counted.readings, user.email).toBe(user.readings);
  }
});

test("an instance killed mid-reading: the others keep serving, its reservation is released, and it is started again", async () => {
  const email = uniqueEmail("chaos-killed");
  const token = await signUp(email);
  const [victim] = cluster.instances;
  const victimPid = victim.child.pid;

  // The writer never answers, so the reading is still being written when its instance dies.
  writer.setBehaviour("hang");
  const asked = writer.requests.length;
  const orphan = fetch(`${victim.url}/api/tarot/interpret`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
    body: JSON.stringify(READING),
  }).then((response) => response.text().catch(() => "cut"), () => "cut");
  await expect.poll(() => writer.requests.length).toBeGreaterThan(asked);
  expect((await usage(email)).reserved).toBe(1);
  victim.child.kill("SIGKILL");
  writer.setBehaviour("ok");
  await orphan;

  // The cluster keeps serving through the instance left: pages, profiles and new readings.
  const someoneElse = await signUp(uniqueEmail("chaos-survivor"));
  for (let i = 0; i < 5; i++) {
    expect((await call("/api/health")).status).toBe(200);
    expect((await call("/api/auth/user", { token: someoneElse })).status).toBe(200);
  }
  expect((await call("/api/tarot/interpret", { token: someoneElse, body: READING })).status).toBe(200);

  // Any instance's sweeper gives the dead one's reservation back once it is older than the writer's
  // deadline plus the margin: the reading failed, and the free reading is the user's again.
  await expect.poll(async () => (await usage(email)).reserved, { timeout: 90_000 }).toBe(0);
  expect(await usage(email)).toMatchObject({ completed: 0, readings: 0, free_readings: 0 });
  const profile = await call("/api/auth/user", { token });
  expect((profile.body as { stats: { currentMonth: { total_count: number } } }).stats.currentMonth.total_count).toBe(0);

  // start:cluster's supervisor has started the killed instance again, on its port.
  await expect.poll(() => fetch(`${victim.url}/api/health`).then((response) => response.status, () => 0), { timeout: 90_000 }).toBe(200);
  expect(victim.child.pid).not.toBe(victimPid);
  expect((await call("/api/tarot/interpret", { token, body: READING, base: victim.url })).status).toBe(200);
});
