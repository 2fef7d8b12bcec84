CREATE TABLE "local_billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_billing_checkout_sessions" DROP CONSTRAINT "local_billing_checkout_sessions_status_check";--> statement-breakpoint
ALTER TABLE "identity_usage" ADD COLUMN "free_readings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_usage" ADD COLUMN "day" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_usage" ADD COLUMN "readings_today" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "local_billing_subscriptions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "paid_with" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "referred_identity_hash" text;--> statement-breakpoint
-- Backfills: what paid for each reading so far, the free allowance already used, and who each referral names.
UPDATE "readings" SET "paid_with" = 'bonus' WHERE "paid_with_bonus";--> statement-breakpoint
UPDATE "identity_usage" SET "free_readings" = least("readings", 3);--> statement-breakpoint
UPDATE "referrals" SET "referred_identity_hash" = "users"."identity_hash" FROM "users" WHERE "users"."id" = "referrals"."referred_user_id";--> statement-breakpoint
CREATE INDEX "local_billing_events_due_idx" ON "local_billing_events" USING btree ("next_attempt_at") WHERE "local_billing_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "readings_reserved_idx" ON "readings" USING btree ("created_at") WHERE "readings"."status" = 'reserved';--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_identity_hash_unique" UNIQUE("referred_identity_hash");--> statement-breakpoint
ALTER TABLE "identity_usage" ADD CONSTRAINT "identity_usage_free_readings_check" CHECK ("identity_usage"."free_readings" >= 0);--> statement-breakpoint
ALTER TABLE "identity_usage" ADD CONSTRAINT "identity_usage_readings_today_check" CHECK ("identity_usage"."readings_today" >= 0);--> statement-breakpoint
ALTER TABLE "local_billing_checkout_sessions" ADD CONSTRAINT "local_billing_checkout_sessions_status_check" CHECK ("local_billing_checkout_sessions"."status" in ('open', 'complete', 'expired'));--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_paid_with_check" CHECK ("readings"."paid_with" in ('subscription', 'monthly', 'bonus'));