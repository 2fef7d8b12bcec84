import { getConfig } from "@/lib/config";
import { userRoute } from "@/lib/http/route";
import { allJournalReadings } from "@/lib/readings/journal";
import { journalMarkdown } from "@/lib/readings/journal-export";

/** Every reading of the caller's journal as one Markdown file. */
export const GET = userRoute(async (_request, user) => {
  const now = new Date();
  const markdown = journalMarkdown(await allJournalReadings(user.id), { appName: getConfig().appName, exportedAt: now });
  return new Response(markdown, {
    headers: {
      "Content-Type": "text/markdown; charset=utf-8",
      "Content-Disposition": `attachment; filename="arcana-readings-${now.toISOString().slice(0, 10)}.md"`,
      "Cache-Control": "no-store",
    },
  });
});
