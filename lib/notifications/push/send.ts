import "server-only";
import { lookup } from "node:dns/promises";
import { generateRequestDetails } from "web-push";
import { getConfig } from "@/lib/config";
import type { PushMessage } from "../types";
import { pushEndpointRefusal, type EndpointRules } from "./endpoint";
import { postPush, type ResolvedAddress } from "./post";
import { isPublicAddress } from "./public-address";
import { forgetPushSubscription, pushSubscriptionsOf, type StoredPushSubscription } from "./subscriptions";
import { vapidDetails, type VapidDetails } from "./vapid";

/** A push service keeps an undelivered message this long (the device may be off): a day's card is stale after that. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** One push service's answer is waited for this long, from the connection to its status; a reader's devices are posted to at once. */
export const PUSH_DEADLINE_MS = 5_000;

/** Every address a name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** How pushes reach the push services: the endpoint rules, how a name is resolved, and how long one may take. Tests inject their own. */
export type PushNetwork = EndpointRules & { resolve: Resolver; deadlineMs: number };

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** The server's own: the configuration's rules and the system's resolver. */
export function pushNetwork(): PushNetwork {
  const { localProviders, pushServiceHosts } = getConfig();
  return { anyHost: localProviders, extraHosts: pushServiceHosts, resolve: systemResolver, deadlineMs: PUSH_DEADLINE_MS };
}

/** What became of one message to every device of a reader; `refused`: devices whose address is no push service's, dropped. */
export type PushOutcome = { delivered: number; removed: number; refused: number };

/** Some device's push service failed (not a 404/410): the job retries, and its reason is this message. */
export class PushDeliveryError extends Error {
  override name = "PushDeliveryError";
}

/**
 * Every device the message was for pointed somewhere no push may go, and each was dropped: there is nothing
 * to try again, so the job fails at once (lib/notifications/run.ts).
 */
export class PushRefusedError extends Error {
  override name = "PushRefusedError";
}

/**
 * Sends one message to every device the reader turned on, at once, encrypted for each (aes128gcm, RFC 8291)
 * and signed with our VAPID key (RFC 8292) by `web-push`. A 404 or 410 means the device unsubscribed: its
 * subscription is removed. A device whose endpoint breaks the rules (docs/architecture.md#security), or whose
 * name resolves to an address that is not public, is dropped without a connection. Any other failure is
 * thrown once every device was tried, so that the job is retried; a device that got it then gets it again,
 * and its `tag` replaces the one shown.
 *
 * The request is web-push's own (`generateRequestDetails`), posted by us (./post.ts): to the address that
 * was checked, under a deadline of its own. web-push's `sendNotification` would look the name up again
 * when it connects, and its timeout only counts silence.
 */
export async function sendPush(
  userId: string,
  message: PushMessage,
  { network = pushNetwork(), signal }: { network?: PushNetwork; /** Aborted: no push is begun, and those under way are cut off. */ signal?: AbortSignal } = {},
): Promise<PushOutcome> {
  const vapid = await vapidDetails();
  if (!vapid) throw new PushDeliveryError("Web push is off: no VAPID keys");
  const payload = JSON.stringify(message);
  const outcomes = await Promise.all((await pushSubscriptionsOf(userId)).map((subscription) => pushTo(subscription, payload, vapid, network, signal)));
  const count = (kind: DeviceOutcome["kind"]) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const failures = outcomes.flatMap((outcome) => (outcome.kind === "failed" ? [outcome.reason] : []));
  if (failures.length > 0) throw new PushDeliveryError(`Push failed for ${failures.length} of ${outcomes.length} devices: ${failures.join("; ")}`);
  const refusals = outcomes.flatMap((outcome) => (outcome.kind === "refused" ? [outcome.reason] : []));
  if (count("delivered") === 0 && refusals.length > 0) throw new PushRefusedError(`No device left to push to: ${refusals.join("; ")}`);
  return { delivered: count("delivered"), removed: count("removed"), refused: refusals.length };
}

type DeviceOutcome = { kind: "delivered" } | { kind: "removed" } | { kind: "refused"; reason: string } | { kind: "failed"; reason: string };

/** Delivered, removed (404/410), refused (dropped), or why it failed (the push service's host, never the endpoint's secret path). */
async function pushTo(subscription: StoredPushSubscription, payload: string, vapid: VapidDetails, network: PushNetwork, signal?: AbortSignal): Promise<DeviceOutcome> {
  const url = new URL(subscription.endpoint);
  let status: number;
  try {
    const target = await targetOf(url, network);
    if ("refused" in target) {
      await forgetPushSubscription(subscription);
      return { kind: "refused", reason: `${url.host}: ${target.refused}` };
    }
    const request = generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: "normal",
      contentEncoding: "aes128gcm",
    });
    status = await postPush({ url, headers: headersOf(request.headers), body: Buffer.from(request.body ?? []), pinned: target.pinned, deadlineMs: network.deadlineMs, signal });
  } catch (error) {
    return { kind: "failed", reason: `${url.host}: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (status >= 200 && status < 300) return { kind: "delivered" };
  if (status === 404 || status === 410) {
    await forgetPushSubscription(subscription);
    return { kind: "removed" };
  }
  return { kind: "failed", reason: `${url.host} answered ${status}` };
}

/**
 * Where a push to this endpoint goes, or why none may: the endpoint's rules again (a device kept under older
 * rules meets today's), then, unless any host is allowed, its name resolved and every address it names
 * checked; the push goes to the first. A name that does not resolve throws: a failure to retry, not a
 * refusal, since DNS can be down.
 */
async function targetOf(url: URL, network: PushNetwork): Promise<{ refused: string } | { pinned?: ResolvedAddress }> {
  const refusal = pushEndpointRefusal(url.href, network);
  if (refusal) return { refused: refusal };
  if (network.anyHost) return {};
  const addresses = await network.resolve(url.hostname);
  const inward = addresses.find(({ address }) => !isPublicAddress(address));
  if (inward) return { refused: `resolves to ${inward.address}, which is not a public address` };
  if (addresses.length === 0) throw new Error("resolves to no address");
  return { pinned: addresses[0] };
}

/** web-push's headers as a request takes them; the body's length is counted when it is sent. */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== "content-length").map(([name, value]) => [name, String(value)]));
}
