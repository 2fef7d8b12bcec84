import "server-only";
import { randomBytes } from "node:crypto";
import { readOrCreateDataFile } from "@/lib/auth/data-dir-file";
import { getConfig } from "@/lib/config";

let generated: Promise<string> | undefined;

/**
 * STRIPE_WEBHOOK_SECRET, or with local providers a secret generated once into DATA_DIR, so that the
 * local checkout's events are signed and verified exactly as Stripe's are.
 */
export function webhookSecret(): Promise<string> {
  const config = getConfig();
  if (config.stripe.webhookSecret) return Promise.resolve(config.stripe.webhookSecret);
  if (!config.localProviders) return Promise.reject(new Error("STRIPE_WEBHOOK_SECRET is not set"));
  generated ??= readOrCreateDataFile("local-webhook-secret", async () => `whsec_local_${randomBytes(24).toString("base64url")}`)
    .then((text) => text.trim())
    .catch((error: unknown) => {
      generated = undefined;
      throw error;
    });
  return generated;
}
