import "server-only";
import type { CategoryId as TarotCategoryId } from "@/lib/tarot/categories";
import type { YesNoLeaning as TarotLeaning } from "@/lib/tarot/cards";
import type { Voice as TarotVoice } from "@/lib/tarot/voices";
import type { CategoryId, LocalLanguage, Voice, YesNoLeaning } from "@/languages/local-writer";

/**
 * The contract between the engine and each language lives at the bottom layer (languages/local-writer.ts), where a
 * language's tables may read it; this file re-exports it for the engine and holds its copies of lib/tarot's
 * vocabularies to the originals.
 */

export type * from "@/languages/local-writer";

/** Any language's tables, as the engine holds them: it never looks inside a card's forms or a focus. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLocalLanguage = LocalLanguage<any, any>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
/** Compile-time: the contract's categories, voices and leanings are lib/tarot's. */
export const VOCABULARIES_MATCH: [Same<CategoryId, TarotCategoryId>, Same<Voice, TarotVoice>, Same<YesNoLeaning, TarotLeaning>] = [true, true, true];
