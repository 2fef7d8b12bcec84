import { getConfig } from "@/lib/config";
import { AppError } from "@/lib/errors";

/**
 * Refuses a browser request sent from another site (docs/architecture.md#security). A request with no Origin
 * header, as from a script, is allowed: it carries no ambient credentials to abuse.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin === null) return;
  if (origin !== new URL(getConfig().appUrl).origin) {
    throw new AppError("forbidden_origin", "Sign-in requests must come from this site.");
  }
}
