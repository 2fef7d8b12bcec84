CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"reason" text,
	"details" jsonb NOT NULL,
	CONSTRAINT "admin_actions_action_check" CHECK ("admin_actions"."action" in ('resync', 'grant', 'revoke_sessions'))
);
--> statement-breakpoint
CREATE TABLE "writer_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"writer" text NOT NULL,
	"model" text,
	"spread" text,
	"category" text,
	"first_token_ms" integer,
	"total_ms" integer,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "writer_runs_kind_check" CHECK ("writer_runs"."kind" in ('reading', 'follow_up', 'daily')),
	CONSTRAINT "writer_runs_outcome_check" CHECK ("writer_runs"."outcome" in ('completed', 'failed', 'timed_out', 'released', 'error', 'crisis'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows from before these columns: a session was last known used when it opened. A subscription's creation is
-- written by the next sync from the provider; until then its customer's sign-up stands in (the earliest it can be,
-- where its last update, bumped by every renewal, would count every subscriber as converted this month).
UPDATE "sessions" SET "last_used_at" = "created_at";--> statement-breakpoint
UPDATE "subscriptions" SET "created_at" = "users"."created_at" FROM "users" WHERE "users"."id" = "subscriptions"."user_id";--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "writer_runs_created_idx" ON "writer_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));