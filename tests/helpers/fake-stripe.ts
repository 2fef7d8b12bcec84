import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local server speaking the few Stripe endpoints the app uses (customers; checkout sessions:
 * create, retrieve, list, expire; billing portal sessions; subscriptions: list and cancel; a
 * subscription's paid invoices, their invoice payments, and refunds), so the real `stripe` SDK is
 * exercised over HTTP through its host/port/protocol options. It answers as Stripe does where the app
 * relies on it: a repeated Idempotency-Key gets the first answer again, a refunded payment refuses a
 * second refund (`charge_already_refunded`), a cancelled subscription's cancel is `resource_missing`,
 * and only an open session can be expired. Tests arrange subscriptions with its helpers and read what
 * the SDK sent from `requests`.
 */
export type StripeRequest = { method: string; path: string; query: URLSearchParams; form: URLSearchParams; headers: IncomingHttpHeaders };

type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  created: number;
  latest_invoice: string | null;
  items: { object: "list"; data: { id: string; object: "subscription_item"; current_period_start: number; current_period_end: number }[] };
};

type FakeSession = Record<string, unknown> & { id: string; customer: string; status: string; payment_status: string };

type FakeInvoice = { id: string; object: "invoice"; customer: string; subscription: string; status: "paid"; amount_paid: number; currency: "eur" };

/** Since API 2025-03-31.basil an invoice's payments are objects of their own, naming the PaymentIntent. */
type FakeInvoicePayment = {
  id: string;
  object: "invoice_payment";
  invoice: string;
  status: "paid";
  amount_paid: number;
  currency: "eur";
  is_default: true;
  payment: { type: "payment_intent"; payment_intent: string };
};

type FakeRefund = { id: string; object: "refund"; payment_intent: string; amount: number; status: "succeeded"; reason: string | null; metadata: Record<string, string> };

export type StripeFailure = { status: number; type: string; code?: string; message: string };

const id = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const customers = new Map<string, { id: string; email: string }>();
  const customersByKey = new Map<string, string>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const invoicePayments = new Map<string, FakeInvoicePayment>();
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
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
      const list = (data: unknown[]) => send(200, { object: "list", data, has_more: false, url: url.pathname });
      const idempotencyKey = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : undefined;

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
      } else if (route === "GET /v1/checkout/sessions") {
        const status = url.searchParams.get("status");
        list([...sessions.values()].filter((session) => session.customer === url.searchParams.get("customer") && (!status || session.status === status)));
      } else if ((match = /^POST \/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(route))) {
        const session = sessions.get(match[1]);
        if (!session) return missing();
        if (session.status !== "open") {
          return send(400, { error: { type: "invalid_request_error", message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } });
        }
        session.status = "expired";
        send(200, session);
      } else if (route === "POST /v1/billing_portal/sessions") {
        const portalId = id("bps");
        send(200, { id: portalId, object: "billing_portal.session", customer: form.get("customer"), return_url: form.get("return_url"), url: `https://billing.stripe.com/p/session/${portalId}` });
      } else if (route === "GET /v1/subscriptions") {
        const customer = url.searchParams.get("customer");
        const data = [...subscriptions.values()].filter((subscription) => subscription.customer === customer);
        send(200, { object: "list", data, has_more: false, url: "/v1/subscriptions" });
      } else if ((match = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
        const subscription = subscriptions.get(match[1]);
        // Stripe treats a cancelled subscription as gone: cancelling it again is resource_missing.
        if (!subscription || subscription.status === "canceled") return missing();
        subscription.status = "canceled";
        send(200, subscription);
      } else if (route === "GET /v1/invoices") {
        const status = url.searchParams.get("status");
        list([...invoices.values()].filter((invoice) => invoice.subscription === url.searchParams.get("subscription") && (!status || invoice.status === status)));
      } else if (route === "GET /v1/invoice_payments") {
        const status = url.searchParams.get("status");
        list([...invoicePayments.values()].filter((payment) => payment.invoice === url.searchParams.get("invoice") && (!status || payment.status === status)));
      } else if (route === "POST /v1/refunds") {
        const replayed = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (replayed) return send(200, replayed);
        const paymentIntent = form.get("payment_intent") ?? "";
        const paid = [...invoicePayments.values()].find((payment) => payment.payment.payment_intent === paymentIntent);
        if (!paid) return missing();
        if (refunds.some((refund) => refund.payment_intent === paymentIntent)) {
          return send(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "This charge has already been refunded." } });
        }
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) if (key.startsWith("metadata[")) metadata[key.slice(9, -1)] = value;
        const refund: FakeRefund = { id: id("re"), object: "refund", payment_intent: paymentIntent, amount: paid.amount_paid, status: "succeeded", reason: form.get("reason"), metadata };
        refunds.push(refund);
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        send(200, refund);
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
    /**
     * A subscription as Stripe would hold it after a payment: with its paid first invoice and that
     * invoice's payment (a PaymentIntent) unless `paid` is false. `created` in seconds, like Stripe's.
     */
    addSubscription(
      customer: string,
      { status = "active", cancelAtPeriodEnd = false, periodEnd = now() + 30 * 86_400, created = now(), paid = true } = {},
    ): FakeSubscription {
      const subscriptionId = id("sub");
      let latestInvoice: string | null = null;
      if (paid) {
        const invoice: FakeInvoice = { id: id("in"), object: "invoice", customer, subscription: subscriptionId, status: "paid", amount_paid: 399, currency: "eur" };
        invoices.set(invoice.id, invoice);
        const payment: FakeInvoicePayment = {
          id: id("inpay"),
          object: "invoice_payment",
          invoice: invoice.id,
          status: "paid",
          amount_paid: 399,
          currency: "eur",
          is_default: true,
          payment: { type: "payment_intent", payment_intent: id("pi") },
        };
        invoicePayments.set(payment.id, payment);
        latestInvoice = invoice.id;
      }
      const subscription: FakeSubscription = {
        id: subscriptionId,
        object: "subscription",
        customer,
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        cancel_at: null,
        created,
        latest_invoice: latestInvoice,
        items: { object: "list", data: [{ id: id("si"), object: "subscription_item", current_period_start: now(), current_period_end: periodEnd }] },
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    /** The PaymentIntent that paid the subscription's first invoice. */
    paymentIntentOf(subscriptionId: string): string | undefined {
      const invoice = [...invoices.values()].find((candidate) => candidate.subscription === subscriptionId);
      return [...invoicePayments.values()].find((payment) => payment.invoice === invoice?.id)?.payment.payment_intent;
    },
    /** The refunds Stripe made of what the subscription's invoices were paid, oldest first. */
    refundsOf(subscriptionId: string): FakeRefund[] {
      const paid = new Set(
        [...invoicePayments.values()].filter((payment) => invoices.get(payment.invoice)?.subscription === subscriptionId).map((payment) => payment.payment.payment_intent),
      );
      return refunds.filter((refund) => paid.has(refund.payment_intent));
    },
    session: (sessionId: string) => sessions.get(sessionId),
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
