import { getConfig } from "@/lib/config";
import { signedInRoute } from "@/lib/http/route";
import { exportFormatOf, exportJournal, exportLocaleOf } from "@/lib/readings/journal-export";

/** The caller's whole journal as one file to download: Markdown (in `?locale=`'s language), or JSON with `?format=json`. */
export const GET = signedInRoute("/api/readings/export", async ({ request, user }) => {
  const query = new URL(request.url).searchParams;
  const format = exportFormatOf(query.get("format"));
  const locale = exportLocaleOf(query.get("locale"), user.locale);
  const file = await exportJournal(user.id, { format, appName: getConfig().appName, now: new Date(), locale });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
});
