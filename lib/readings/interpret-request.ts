import { LOCALES } from "@/lib/domain/vocabularies";
import { z } from "@/lib/zod";
import { cardNameSchema, categoryIdSchema, voiceSchema } from "@/lib/tarot/schemas";
import { SPREADS, getSpread, mostCards, type SpreadTable } from "@/lib/tarot/spreads";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/question";
import { writtenText } from "@/lib/text";

/** White space and invisible format characters (zero-width spaces, BOM, soft hyphen) at either end. */
const BLANK_EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/**
 * The question: written text (lib/text.ts: no control characters but tabs and line breaks), trimmed of
 * white space and invisible characters (so a question of only invisible characters is blank), 1–200
 * characters. A follow-up's question follows the same rules (lib/follow-ups/follow-up-request.ts).
 */
export const questionSchema = writtenText()
  .transform((text) => text.replace(BLANK_EDGES, ""))
  .pipe(z.string().min(1, "must not be blank").max(QUESTION_MAX_LENGTH, `must be at most ${QUESTION_MAX_LENGTH} characters`));

/**
 * The interpret call's body for a table of spreads (docs/product.md#reading-route): every field checked,
 * errors name the field; the spread ids, each spread's card count and the cap on cards all come from the table.
 */
export function interpretRequestSchemaFor<Id extends string>(spreads: SpreadTable<Id>) {
  const most = mostCards(spreads);
  return z
    .object({
      question: questionSchema,
      type: z.enum(spreads.map((spread) => spread.id) as [Id, ...Id[]]),
      category: categoryIdSchema,
      cards: z.array(cardNameSchema, { error: "must be a list of card names" }).max(most, `must hold at most ${most} cards`),
      /** The reader drew the cards from their own deck and picked them by name (absent: false, the fan). */
      ownDraw: z.boolean({ error: "must be true or false" }).optional(),
      // The reader voice (docs/product.md#reader-voices): absent is gentle, the default; the others are premium.
      voice: voiceSchema.optional(),
      // The page's language (docs/product.md#the-readers-language): the writer's when the question's own cannot be told.
      locale: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(", ")}` }).optional(),
    })
    .superRefine((body, context) => {
      const expected = getSpread(body.type, spreads).cardCount;
      if (body.cards.length !== expected) {
        context.addIssue({ code: "custom", path: ["cards"], message: `must hold exactly ${expected} card${expected === 1 ? "" : "s"} for ${body.type}` });
      }
      if (new Set(body.cards).size !== body.cards.length) {
        context.addIssue({ code: "custom", path: ["cards"], message: "must not repeat a card" });
      }
    });
}

/** The interpret call's body for the app's spreads. */
export const interpretRequestSchema = interpretRequestSchemaFor(SPREADS);

export type InterpretRequest = z.infer<typeof interpretRequestSchema>;
