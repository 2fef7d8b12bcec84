import { z } from "@/lib/zod";

/**
 * `GET /api/notifications/push`'s answer: whether this server sends web push, and the VAPID public key
 * (base64url) a browser subscribes with, null when it does not. Pure, shared with the browser.
 */
export const pushSettingsSchema = z.object({ enabled: z.boolean(), publicKey: z.string().min(1).nullable() });
export type PushSettings = z.infer<typeof pushSettingsSchema>;
