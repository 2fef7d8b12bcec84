ALTER TABLE "readings" ADD COLUMN "voice" text DEFAULT 'gentle' NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "own_draw" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "remembered" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remember_readings" boolean;--> statement-breakpoint
ALTER TABLE "writer_runs" ADD COLUMN "quality" jsonb;--> statement-breakpoint
ALTER TABLE "writer_runs" ADD COLUMN "judge" jsonb;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_voice_check" CHECK ("readings"."voice" in ('gentle', 'direct', 'practical', 'mystic'));