import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local server speaking the few Stripe endpoints the app uses (customers, checkout sessions,
 * billing portal sessions, subscriptions list and cancel), so the real `stripe` SDK is exercised over
 * HTTP through its host/port/protocol options. Tests arrange subscriptions with its helpers and read
 * what the SDK sent from `requests`.
 */
export type StripeRequest = { method: string; path: string; query: URLSearchParams; form: URLSearchParams; headers: IncomingHttpHeaders };

type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  items: { object: "list"; data: { id: string; object: "subscription_item"; current_period_start: number; current_period_end: number }[] };
};

type FakeSession = Record<string, unknown> & { id: string; customer: string; status: string; payment_status: string };

export type StripeFailure = { status: number; type: string; code?: string; message: string };

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const customers = new Map<string, { id: string; email: string }>();
  const customersByKey = new Map<string, string>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  let failure: { match: RegExp; error: StripeFailure } | null = null;

  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake-stripe");
      const method = request.method ?? "GET";
      const form = new URLSearchParams(raw);
      requests.push({ method, path: url.pathname, query: url.searchParams, form, headers: request.headers });
      const send = (status: number, body: unknown) => response.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") }).end(JSON.stringify(body));
      const missing = () => send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such object: ${url.pathname}` } });

      if (failure && failure.match.test(`${method} ${url.pathname}`)) {
        const { status, ...error } = failure.error;
        send(status, { error });
        return;
      }

      const route = `${method} ${url.pathname}`;
      let match: RegExpExecArray | null;
      if (route === "POST /v1/customers") {
        const key = request.headers["idempotency-key"];
        const existing = typeof key === "string" ? customersByKey.get(key) : undefined;
        const customer = existing ? customers.get(existing)! : { id: id("cus"), email: form.get("email") ?? "" };
        customers.set(customer.id, customer);
        if (typeof key === "string") customersByKey.set(key, customer.id);
        send(200, { ...customer, object: "customer", metadata: { userId: form.get("metadata[userId]") } });
      } else if (route === "POST /v1/checkout/sessions") {
        const session: FakeSession = {
          id: id("cs"),
          object: "checkout.session",
          mode: form.get("mode"),
          customer: form.get("customer") ?? "",
          client_reference_id: form.get("client_reference_id"),
          success_url: form.get("success_url"),
          cancel_url: form.get("cancel_url"),
          status: "open",
          payment_status: "unpaid",
        };
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
        sessions.set(session.id, session);
        send(200, session);
      } else if ((match = /^GET \/v1\/checkout\/sessions\/([^/]+)$/.exec(route))) {
        const session = sessions.get(match[1]);
        if (session) send(200, session);
        else missing();
      } else if (route === "POST /v1/billing_portal/sessions") {
        const portalId = id("bps");
        send(200, { id: portalId, object: "billing_portal.session", customer: form.get("customer"), return_url: form.get("return_url"), url: `https://billing.stripe.com/p/session/${portalId}` });
      } else if (route === "GET /v1/subscriptions") {
        const customer = url.searchParams.get("customer");
        const data = [...subscriptions.values()].filter((subscription) => subscription.customer === customer);
        send(200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
      } else if ((match = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
        const subscription = subscriptions.get(match[1]);
        if (!subscription) return missing();
        subscription.status = "canceled";
        send(200, subscription);
      } else {
        missing();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Requests for one method and path, e.g. ("GET", "/v1/subscriptions"). */
    requestsTo: (method: string, path: string) => requests.filter((recorded) => recorded.method === method && recorded.path === path),
    /** Every request whose "METHOD /path" matches answers this Stripe error until cleared with null. */
    failWith(match: RegExp | null, error: StripeFailure = { status: 400, type: "invalid_request_error", message: "Something is wrong" }) {
      failure = match ? { match, error } : null;
    },
    /** A subscription as Stripe would hold it after a payment. */
    addSubscription(customer: string, { status = "active", cancelAtPeriodEnd = false, periodEnd = now() + 30 * 86_400 } = {}): FakeSubscription {
      const subscription: FakeSubscription = {
        id: id("sub"),
        object: "subscription",
        customer,
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        cancel_at: null,
        items: { object: "list", data: [{ id: id("si"), object: "subscription_item", current_period_start: now(), current_period_end: periodEnd }] },
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    updateSubscription(subscriptionId: string, changes: Partial<Pick<FakeSubscription, "status" | "cancel_at_period_end" | "cancel_at">>): FakeSubscription {
      const subscription = subscriptions.get(subscriptionId)!;
      Object.assign(subscription, changes);
      return subscription;
    },
    subscription: (subscriptionId: string) => subscriptions.get(subscriptionId),
    /** The customer paid: the session is complete. */
    completeSession(sessionId: string) {
      Object.assign(sessions.get(sessionId)!, { status: "complete", payment_status: "paid" });
    },
    reset() {
      requests.length = 0;
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
