import { z } from "@/lib/zod";

/** `PUT /api/auth/user/preferences`'s body: 'Let readings remember my recent readings', on or off. */
export const preferencesRequestSchema = z.object({
  rememberReadings: z.boolean({ error: "must be true or false" }),
});
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;
