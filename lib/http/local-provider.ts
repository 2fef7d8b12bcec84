import { notFound } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppError } from "@/lib/errors";
import { gatedRoute, type Anyone, type RouteHandler } from "./route";

/** Whether a local provider (identity, checkout) is on: decided when the server starts, never when it is built. */
type ProviderOn = () => boolean;

/**
 * A route of a local provider: while the provider is off it does not exist (404, before anything else
 * is read), so a production server with real providers has no dev routes to find. Its handler gets
 * `{ request, params }`, as an `anyoneRoute`'s (lib/http/route.ts).
 */
export function localProviderRoute<Pattern extends string>(pattern: Pattern, isOn: ProviderOn, handler: RouteHandler<Anyone, Pattern>) {
  return gatedRoute(pattern, async () => providerOn(isOn), handler);
}

function providerOn(isOn: ProviderOn): Anyone {
  if (!isOn()) throw new AppError("not_found", "Not found");
  return {};
}

const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * The methods a local provider's route does not answer, exported beside those it does: a method a route
 * file leaves out is answered by Next (405, or 204 with an `Allow` list for OPTIONS) even while the
 * provider is off, which would tell that the route exists. While the provider is off each of these is
 * the 404 of an unknown path as well; while it is on, 405 with the methods it does answer.
 */
export function otherMethodsOfLocalProvider<Pattern extends string>(pattern: Pattern, isOn: ProviderOn, answered: readonly RouteMethod[]) {
  // Refused as the caller is admitted, before anything of the request is read.
  const refusal = gatedRoute(
    pattern,
    async (): Promise<never> => {
      providerOn(isOn);
      throw new AppError("method_not_allowed", "This method is not allowed here.", { Allow: answered.join(", ") });
    },
    async () => new Response(null),
  );
  return Object.fromEntries(ROUTE_METHODS.filter((method) => !answered.includes(method)).map((method) => [method, refusal])) as Record<RouteMethod, typeof refusal>;
}

/** A page of a local provider: the not-found page while the provider is off. Rendered per request, so one build serves both modes. */
export function localProviderPage<Props>(isOn: ProviderOn, page: (props: Props) => Promise<ReactNode>) {
  return async function LocalProviderPage(props: Props): Promise<ReactNode> {
    await connection();
    if (!isOn()) notFound();
    return page(props);
  };
}
