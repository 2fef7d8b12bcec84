CREATE TABLE "local_mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"user_id" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_jobs_key_unique" UNIQUE("key"),
	CONSTRAINT "notification_jobs_kind_check" CHECK ("notification_jobs"."kind" in ('daily_card', 'check_in', 'account')),
	CONSTRAINT "notification_jobs_channel_check" CHECK ("notification_jobs"."channel" in ('email', 'push')),
	CONSTRAINT "notification_jobs_status_check" CHECK ("notification_jobs"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"daily_card_email" boolean DEFAULT false NOT NULL,
	"daily_card_push" boolean DEFAULT false NOT NULL,
	"daily_card_hour" integer DEFAULT 8 NOT NULL,
	"check_in_email" boolean DEFAULT true NOT NULL,
	"check_in_push" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_hour_check" CHECK ("notification_preferences"."daily_card_hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "check_in_days" integer;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "check_in_happened" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "check_in_helpful" boolean;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "check_in_note" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD CONSTRAINT "notification_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_mailbox_to_idx" ON "local_mailbox" USING btree (lower("to_address"),"sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_jobs_due_idx" ON "notification_jobs" USING btree ("run_at") WHERE "notification_jobs"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "notification_jobs_created_idx" ON "notification_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_jobs_user_idx" ON "notification_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_preferences_daily_idx" ON "notification_preferences" USING btree ("daily_card_hour") WHERE "notification_preferences"."daily_card_email" or "notification_preferences"."daily_card_push";--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_check_in_days_check" CHECK ("readings"."check_in_days" is null or "readings"."check_in_days" in (7, 14, 30));--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_check_in_happened_check" CHECK ("readings"."check_in_happened" in ('as_read', 'partly', 'not_as_read', 'too_soon'));--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_check_in_note_check" CHECK (char_length("readings"."check_in_note") <= 1000);