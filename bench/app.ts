/** Shared by the benchmarks: a production server of the app, and signed-in subscribers to load it with. */
import { spawn, type ChildProcess } from "node:child_process";
import { openDatabase, schema } from "../db";
import { localSubject } from "../lib/auth/local-issuer";

/** Subscribers (no quota in the way), written straight into the database before the app starts. */
export async function seedSubscribers(target: Parameters<typeof openDatabase>[0], count: number): Promise<string[]> {
  const handle = await openDatabase(target);
  const emails = Array.from({ length: count }, (_, i) => `bench-${i}@example.com`);
  await handle.db.insert(schema.users).values(
    emails.map((email, i) => ({ subject: localSubject(email), identityHash: `bench-${i}`, email, referralCode: `BENCH${String(i).padStart(3, "0")}`, role: "subscribed" as const })),
  );
  await handle.close();
  return emails;
}

export async function startApp(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = 22_000 + Math.floor(Math.random() * 10_000);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", LOCAL_PROVIDERS: "1", NEXT_TELEMETRY_DISABLED: "1", APP_URL: url, RATE_LIMIT_USER_PER_MIN: "1000000", SUBSCRIBER_READINGS_PER_DAY: "1000000", ...env },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error("app did not start");
}

export async function sessionTokens(url: string, emails: string[]): Promise<string[]> {
  return Promise.all(
    emails.map(async (email) => {
      const { idToken } = await (await fetch(`${url}/api/dev/identity/token`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) })).json();
      const { token } = await (await fetch(`${url}/api/auth/google`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ idToken }) })).json();
      return token as string;
    }),
  );
}

