import "server-only";
import { generateVAPIDKeys } from "web-push";
import { readOrCreateDataFile } from "@/lib/auth/data-dir-file";
import { getConfig } from "@/lib/config";
import { z } from "@/lib/zod";
import type { PushSettings } from "./push-response";

/** Web push's sender identity: the key pair (base64url) and the subject push services may write to. */
export type VapidDetails = { publicKey: string; privateKey: string; subject: string };

const storedKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

let details: Promise<VapidDetails | null> | undefined;

/** Whether this server can send web push: VAPID keys set, or local providers (which generate them). */
export function pushEnabled(): boolean {
  const config = getConfig();
  return config.vapid.keys !== undefined || config.localProviders;
}

/**
 * The VAPID details: the environment's keys, or with local providers a pair generated once into DATA_DIR
 * (as the auth secret is: every instance sharing DATA_DIR gets the first pair written); null when push is off.
 */
export function vapidDetails(): Promise<VapidDetails | null> {
  details ??= resolveDetails().catch((error: unknown) => {
    details = undefined;
    throw error;
  });
  return details;
}

/** The public key the browser subscribes with (its `applicationServerKey`); null when push is off. */
export async function vapidPublicKey(): Promise<string | null> {
  return (await vapidDetails())?.publicKey ?? null;
}

async function resolveDetails(): Promise<VapidDetails | null> {
  const { vapid, localProviders } = getConfig();
  if (vapid.keys) return { ...vapid.keys, subject: vapid.subject };
  if (!localProviders) return null;
  const stored = await readOrCreateDataFile("vapid-keys.json", async () => JSON.stringify(generateVAPIDKeys()));
  return { ...storedKeysSchema.parse(JSON.parse(stored)), subject: vapid.subject };
}

/** `GET /api/notifications/push`: whether push is on here, and the key a browser subscribes with. */
export async function pushSettings(): Promise<PushSettings> {
  const publicKey = pushEnabled() ? await vapidPublicKey() : null;
  return { enabled: publicKey !== null, publicKey };
}
