CREATE TABLE "identity_usage" (
	"identity_hash" text NOT NULL,
	"period" text NOT NULL,
	"readings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "identity_usage_identity_hash_period_pk" PRIMARY KEY("identity_hash","period"),
	CONSTRAINT "identity_usage_readings_check" CHECK ("identity_usage"."readings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_id_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_hash" text;--> statement-breakpoint
-- Accounts made before this migration have no issuer on record: a stand-in hash until their next sign-in.
UPDATE "users" SET "identity_hash" = encode(sha256(convert_to('legacy:' || "subject", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "identity_hash" SET NOT NULL;--> statement-breakpoint
INSERT INTO "identity_usage" ("identity_hash", "period", "readings")
  SELECT "users"."identity_hash", "monthly_usage"."period", "monthly_usage"."used"
  FROM "monthly_usage" JOIN "users" ON "users"."id" = "monthly_usage"."user_id";--> statement-breakpoint
DROP TABLE "monthly_usage" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "used_id_tokens_expires_idx" ON "used_id_tokens" USING btree ("expires_at");