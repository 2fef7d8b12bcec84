CREATE TABLE "ai_spend" (
	"day" text PRIMARY KEY NOT NULL,
	"micro_usd" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_spend_day_check" CHECK ("ai_spend"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "ai_spend_micro_usd_check" CHECK ("ai_spend"."micro_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "daily_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" text NOT NULL,
	"card" text NOT NULL,
	"locale" text NOT NULL,
	"message" text,
	"writer" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_messages_key_unique" UNIQUE("date","card","locale"),
	CONSTRAINT "daily_messages_date_check" CHECK ("daily_messages"."date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "daily_messages_card_check" CHECK ("daily_messages"."card" in ('The Fool', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers', 'The Chariot', 'Strength', 'The Hermit', 'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance', 'The Devil', 'The Tower', 'The Star', 'The Moon', 'The Sun', 'Judgement', 'The World')),
	CONSTRAINT "daily_messages_locale_check" CHECK ("daily_messages"."locale" in ('en', 'es', 'pt-BR', 'de', 'fr', 'it')),
	CONSTRAINT "daily_messages_writer_check" CHECK ("daily_messages"."writer" in ('anthropic', 'local')),
	CONSTRAINT "daily_messages_written_check" CHECK (("daily_messages"."message" is null) = ("daily_messages"."writer" is null))
);
--> statement-breakpoint
ALTER TABLE "writer_runs" DROP CONSTRAINT "writer_runs_kind_check";--> statement-breakpoint
ALTER TABLE "writer_runs" ADD CONSTRAINT "writer_runs_kind_check" CHECK ("writer_runs"."kind" in ('reading', 'follow_up', 'daily', 'judgement'));