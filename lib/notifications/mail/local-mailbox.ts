import "server-only";
import { desc, sql } from "drizzle-orm";
import { getDb, schema } from "@/db";

/** One mail of the local outbox as /dev/mailbox and GET /api/dev/mailbox show it. */
export type LocalMail = { id: string; to: string; subject: string; text: string; html: string; headers: Record<string, string>; sentAt: Date };

/** How many of the newest mails are shown: the outbox of a local run, not an archive. */
const SHOWN = 100;

/** The local outbox (what sendMail kept while local providers stand in for SMTP), newest first; to one address when `to` is given. */
export async function localMailboxMessages({ to }: { to?: string | null } = {}): Promise<LocalMail[]> {
  const db = await getDb();
  const table = schema.localMailbox;
  return db
    .select()
    .from(table)
    .where(to ? sql`lower(${table.to}) = ${to.trim().toLowerCase()}` : undefined)
    .orderBy(desc(table.sentAt), desc(table.id))
    .limit(SHOWN);
}
