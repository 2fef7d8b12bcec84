CREATE TABLE "daily_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"date" text NOT NULL,
	"card" text NOT NULL,
	"message" text NOT NULL,
	"writer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_cards_user_date_unique" UNIQUE("user_id","date"),
	CONSTRAINT "daily_cards_date_check" CHECK ("daily_cards"."date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "daily_cards_card_check" CHECK ("daily_cards"."card" in ('The Fool', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers', 'The Chariot', 'Strength', 'The Hermit', 'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance', 'The Devil', 'The Tower', 'The Star', 'The Moon', 'The Sun', 'Judgement', 'The World')),
	CONSTRAINT "daily_cards_writer_check" CHECK ("daily_cards"."writer" in ('anthropic', 'local'))
);
--> statement-breakpoint
ALTER TABLE "daily_cards" ADD CONSTRAINT "daily_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readings_search_idx" ON "readings" USING gin (to_tsvector('english', "question" || ' ' || coalesce("interpretation", '')));