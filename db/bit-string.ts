import { customType } from "drizzle-orm/pg-core";

/** PostgreSQL's fixed-length `bit(n)`, read and written as its text of 0s and 1s (bit 0 first). */
export function bitString(name: string, length: number) {
  return customType<{ data: string; driverData: string }>({ dataType: () => `bit(${length})` })(name);
}
