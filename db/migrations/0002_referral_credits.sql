DROP INDEX "referrals_referrer_idx";--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "first_reading_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "credited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","first_reading_at");