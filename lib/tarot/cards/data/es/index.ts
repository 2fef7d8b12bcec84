// TEMPORARY until the translation lands: the English texts stand in.
import type { CardTranslation } from "../../types";
import { CARD_KNOWLEDGE } from "../../index";
import { DECK } from "../../../deck";

export const CARDS: readonly CardTranslation[] = CARD_KNOWLEDGE.map((card) => ({ ...card, name: DECK[card.id]!.name }));
