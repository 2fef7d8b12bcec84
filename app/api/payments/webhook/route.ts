import { webhookResponse } from "@/lib/billing/webhook";
import { publicRoute } from "@/lib/http/route";

/** Stripe's events (and the local checkout's): no Origin check and no bearer token, the signature is the proof. */
export const POST = publicRoute(webhookResponse);
