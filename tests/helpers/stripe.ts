import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, schema } from "@/db";
import { STRIPE_API_VERSION } from "@/lib/billing/stripe-client";
import { newUser } from "./requests";

/** A signed-up user with a Stripe customer, as after a first checkout. */
export async function newCustomer() {
  const created = await newUser();
  const customerId = `cus_test_${randomBytes(8).toString("hex")}`;
  const db = await getDb();
  await db.update(schema.users).set({ stripeCustomerId: customerId }).where(eq(schema.users.id, created.user.id));
  return { ...created, customerId };
}

/** A Stripe event as the webhook receives it (sign it with Stripe.webhooks.generateTestHeaderString). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${randomBytes(8).toString("hex")}`) {
  return { id, object: "event", api_version: STRIPE_API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
}
