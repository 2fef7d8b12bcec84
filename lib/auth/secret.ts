import "server-only";
import { randomBytes } from "node:crypto";
import { getConfig } from "@/lib/config";
import { readOrCreateDataFile, readOrCreateDataFileSync } from "./data-dir-file";

let secret: Promise<string> | undefined;

/**
 * The session-token secret: AUTH_SECRET, or with local providers one generated once into DATA_DIR
 * (production without local providers refuses to start without AUTH_SECRET).
 */
export function getAuthSecret(): Promise<string> {
  secret ??= resolveSecret().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

async function resolveSecret(): Promise<string> {
  const config = getConfig();
  if (config.authSecret) return config.authSecret;
  if (!config.localProviders) throw new Error("AUTH_SECRET is not set");
  return (await readOrCreateDataFile("auth-secret", async () => randomBytes(32).toString("base64url"))).trim();
}

/** The same secret, read at once: for signing inside a synchronous function (unsubscribe links). */
export function getAuthSecretSync(): string {
  const config = getConfig();
  if (config.authSecret) return config.authSecret;
  if (!config.localProviders) throw new Error("AUTH_SECRET is not set");
  return readOrCreateDataFileSync("auth-secret", () => randomBytes(32).toString("base64url")).trim();
}
