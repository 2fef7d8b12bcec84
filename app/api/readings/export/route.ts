import { getConfig } from "@/lib/config";
import { signedInRoute } from "@/lib/http/route";
import { exportFormatOf, exportJournal } from "@/lib/readings/journal-export";

/** The caller's whole journal as one file to download: Markdown, or JSON with `?format=json`. */
export const GET = signedInRoute("/api/readings/export", async ({ request, user }) => {
  const format = exportFormatOf(new URL(request.url).searchParams.get("format"));
  const file = await exportJournal(user.id, { format, appName: getConfig().appName, now: new Date() });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
});
