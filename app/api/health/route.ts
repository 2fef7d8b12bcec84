import { checkHealth } from "@/lib/health";
import { jsonResponse } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const health = await checkHealth();
  return jsonResponse(health, { status: health.ok ? 200 : 503 });
}
