import { z } from "zod";
import { categoryIdSchema } from "@/lib/tarot/categories";
import { cardNameSchema } from "@/lib/tarot/deck";
import { getSpread, spreadIdSchema } from "@/lib/tarot/spreads";
import { QUESTION_MAX_LENGTH } from "@/lib/tarot/reading-machine";

/** The interpret call's body (spec §7, DESIGN.md §5): every field checked, errors name the field. */
export const interpretRequestSchema = z
  .object({
    question: z
      .string({ error: "must be text" })
      .trim()
      .min(1, "must not be blank")
      .max(QUESTION_MAX_LENGTH, `must be at most ${QUESTION_MAX_LENGTH} characters`),
    type: spreadIdSchema,
    category: categoryIdSchema,
    cards: z.array(cardNameSchema, { error: "must be a list of card names" }).max(5, "must hold at most 5 cards"),
  })
  .superRefine((body, context) => {
    const expected = getSpread(body.type).cardCount;
    if (body.cards.length !== expected) {
      context.addIssue({ code: "custom", path: ["cards"], message: `must hold exactly ${expected} card${expected === 1 ? "" : "s"} for ${body.type}` });
    }
    if (new Set(body.cards).size !== body.cards.length) {
      context.addIssue({ code: "custom", path: ["cards"], message: "must not repeat a card" });
    }
  });

export type InterpretRequest = z.infer<typeof interpretRequestSchema>;
