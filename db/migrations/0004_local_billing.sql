CREATE TABLE "local_billing_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"client_reference_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_billing_checkout_sessions_status_check" CHECK ("local_billing_checkout_sessions"."status" in ('open', 'complete'))
);
--> statement-breakpoint
CREATE TABLE "local_billing_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_billing_subscriptions_status_check" CHECK ("local_billing_subscriptions"."status" in ('active', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "local_billing_checkout_sessions" ADD CONSTRAINT "local_billing_checkout_sessions_customer_id_local_billing_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_billing_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_billing_subscriptions" ADD CONSTRAINT "local_billing_subscriptions_customer_id_local_billing_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."local_billing_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_billing_subscriptions_customer_idx" ON "local_billing_subscriptions" USING btree ("customer_id");