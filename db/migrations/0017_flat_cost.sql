CREATE TABLE "reading_tallies" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"readings" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"sittings" bit(96),
	CONSTRAINT "reading_tallies_user_id_kind_day_key_pk" PRIMARY KEY("user_id","kind","day","key")
);
--> statement-breakpoint
CREATE TABLE "reading_totals" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"readings" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reading_totals_user_id_kind_key_pk" PRIMARY KEY("user_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "writer_run_checks" (
	"day" date NOT NULL,
	"writer" text NOT NULL,
	"check" text NOT NULL,
	"checked" integer NOT NULL,
	"passed" integer NOT NULL,
	CONSTRAINT "writer_run_checks_day_writer_check_pk" PRIMARY KEY("day","writer","check")
);
--> statement-breakpoint
CREATE TABLE "writer_run_tallies" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"writer" text NOT NULL,
	"model" text,
	"spread" text,
	"category" text,
	"runs" integer NOT NULL,
	"input_tokens" bigint NOT NULL,
	"output_tokens" bigint NOT NULL,
	CONSTRAINT "writer_run_tallies_key" UNIQUE NULLS NOT DISTINCT("day","kind","outcome","writer","model","spread","category")
);
--> statement-breakpoint
CREATE TABLE "writer_run_times" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"writer" text NOT NULL,
	"model" text,
	"measure" text NOT NULL,
	"ms" integer NOT NULL,
	"runs" integer NOT NULL,
	CONSTRAINT "writer_run_times_key" UNIQUE NULLS NOT DISTINCT("day","kind","writer","model","measure","ms"),
	CONSTRAINT "writer_run_times_measure_check" CHECK ("writer_run_times"."measure" in ('first_token', 'total'))
);
--> statement-breakpoint
DROP INDEX "admin_actions_created_idx";--> statement-breakpoint
DROP INDEX "admin_actions_target_idx";--> statement-breakpoint
DROP INDEX "local_mailbox_to_idx";--> statement-breakpoint
DROP INDEX "readings_user_created_idx";--> statement-breakpoint
DROP INDEX "readings_search_idx";--> statement-breakpoint
DROP INDEX "writer_runs_created_idx";--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "readings"."question" || ' ' || coalesce("readings"."interpretation", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reading_tallies" ADD CONSTRAINT "reading_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_totals" ADD CONSTRAINT "reading_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_totals_last_idx" ON "reading_totals" USING btree ("last_at") WHERE "reading_totals"."kind" = 'all';--> statement-breakpoint
CREATE INDEX "daily_cards_created_idx" ON "daily_cards" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notification_jobs_sent_idx" ON "notification_jobs" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "notification_jobs_failed_idx" ON "notification_jobs" USING btree ("run_at") WHERE "notification_jobs"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "referrals_credited_idx" ON "referrals" USING btree ("first_reading_at") WHERE "referrals"."credited";--> statement-breakpoint
CREATE INDEX "subscriptions_premium_idx" ON "subscriptions" USING btree ("user_id","cancel_at_period_end") WHERE "subscriptions"."status" in ('active', 'trialing', 'past_due');--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "local_mailbox_to_idx" ON "local_mailbox" USING btree (lower("to_address"),"sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "readings_user_created_idx" ON "readings" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "readings_search_idx" ON "readings" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "writer_runs_created_idx" ON "writer_runs" USING btree ("created_at","kind","writer","model","first_token_ms","total_ms");