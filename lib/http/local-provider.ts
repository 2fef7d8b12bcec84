import { notFound } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppError } from "@/lib/errors";
import { gatedRoute } from "./route";

/** Whether a local provider (identity, checkout) is on: decided when the server starts, never when it is built. */
type ProviderOn = () => boolean;

/**
 * A route of a local provider: while the provider is off it does not exist (404, before anything else
 * is read), so a production server with real providers has no dev routes to find.
 */
export function localProviderRoute<Context = unknown>(isOn: ProviderOn, handler: (request: Request, context: Context) => Promise<Response>) {
  return gatedRoute<void, Context>(
    async () => {
      if (!isOn()) throw new AppError("not_found", "Not found");
    },
    (request, _caller, context) => handler(request, context),
  );
}

/** A page of a local provider: the not-found page while the provider is off. Rendered per request, so one build serves both modes. */
export function localProviderPage<Props>(isOn: ProviderOn, page: (props: Props) => Promise<ReactNode>) {
  return async function LocalProviderPage(props: Props): Promise<ReactNode> {
    await connection();
    if (!isOn()) notFound();
    return page(props);
  };
}
