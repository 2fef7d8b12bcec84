import { issueLocalIdToken } from "@/lib/auth/local-issuer";
import { getConfig } from "@/lib/config";

/** Real Request objects for route handlers, as the browser or a script would send them. */
export function jsonRequest(
  path: string,
  { method = "POST", body, token, headers = {} }: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Request {
  const init: RequestInit = {
    method,
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
  return new Request(new URL(path, getConfig().appUrl), init);
}

let sequence = 0;

/** A fresh e-mail per call keeps tests independent of each other. */
export function uniqueEmail(prefix = "user"): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs a new user in through POST /api/auth/google with a local-issuer ID token. */
export async function signUp(email = uniqueEmail()): Promise<{ email: string; token: string; body: Record<string, unknown> }> {
  const { POST } = await import("@/app/api/auth/google/route");
  const idToken = await issueLocalIdToken({ email });
  const response = await POST(jsonRequest("/api/auth/google", { body: { idToken } }));
  const body = (await response.json()) as { token: string } & Record<string, unknown>;
  if (response.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  return { email, token: body.token, body };
}

/** A fresh signed-up user: its session token and database row. */
export async function newUser(overrides: { role?: "free" | "subscribed"; bonusCredits?: number } = {}) {
  const { getDb, schema } = await import("@/db");
  const { eq } = await import("drizzle-orm");
  const { email, token } = await signUp();
  const db = await getDb();
  const [user] = await db
    .update(schema.users)
    .set({ role: overrides.role ?? "free", bonusCredits: overrides.bonusCredits ?? 0 })
    .where(eq(schema.users.email, email))
    .returning();
  return { user, token, email };
}
