DROP INDEX "admin_actions_created_idx";--> statement-breakpoint
DROP INDEX "admin_actions_target_idx";--> statement-breakpoint
DROP INDEX "local_mailbox_to_idx";--> statement-breakpoint
DROP INDEX "readings_user_created_idx";--> statement-breakpoint
DROP INDEX "readings_search_idx";--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "readings"."question" || ' ' || coalesce("readings"."interpretation", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "local_mailbox_to_idx" ON "local_mailbox" USING btree (lower("to_address"),"sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "readings_user_created_idx" ON "readings" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "readings_search_idx" ON "readings" USING gin ("search_document");