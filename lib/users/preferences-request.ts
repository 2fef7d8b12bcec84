import { LOCALES } from "@/lib/domain/vocabularies";
import { z } from "@/lib/zod";

/**
 * `PUT /api/auth/user/preferences`'s body: 'Let readings remember my recent readings', on or off, and the
 * language the reader chose; either or both.
 */
export const preferencesRequestSchema = z
  .object({
    rememberReadings: z.boolean({ error: "must be true or false" }).optional(),
    locale: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` }).optional(),
  })
  .refine((body) => body.rememberReadings !== undefined || body.locale !== undefined, { error: "name rememberReadings or locale" });
export type PreferencesRequest = z.infer<typeof preferencesRequestSchema>;
