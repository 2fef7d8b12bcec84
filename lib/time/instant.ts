import { z } from "@/lib/zod";

/**
 * A moment a request names (an ISO 8601 date and time, `Z` or an offset), held to the years the app can
 * mean: from the Unix epoch to 9999. ISO 8601 also spells year 0000, and an offset can carry 9999-12-31 into
 * year 10000; PostgreSQL refuses both (SQLSTATE 22008), which would be a 500, so a request naming one is a 400
 * like any other bad field (docs/product.md#conventions).
 */
export const FIRST_INSTANT_YEAR = 1970;
export const LAST_INSTANT_YEAR = 9999;

export const INSTANT_RANGE_MESSAGE = `must be a date and time between the years ${FIRST_INSTANT_YEAR} and ${LAST_INSTANT_YEAR}`;

/** The ISO text of a moment within range, as a Date. */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((text) => {
    const year = new Date(text).getUTCFullYear();
    return year >= FIRST_INSTANT_YEAR && year <= LAST_INSTANT_YEAR;
  }, INSTANT_RANGE_MESSAGE)
  .transform((text) => new Date(text));
