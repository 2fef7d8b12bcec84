CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reading_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_status_check" CHECK ("follow_ups"."status" in ('reserved', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reading_feedback" (
	"reading_id" uuid PRIMARY KEY NOT NULL,
	"helpful" boolean NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_feedback_note_check" CHECK (char_length("reading_feedback"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "follow_ups_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "writer" text;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_feedback" ADD CONSTRAINT "reading_feedback_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_ups_reading_idx" ON "follow_ups" USING btree ("reading_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_ups_reserved_idx" ON "follow_ups" USING btree ("created_at") WHERE "follow_ups"."status" = 'reserved';--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_follow_ups_used_check" CHECK ("readings"."follow_ups_used" >= 0);