import { z } from "@/lib/zod";
import { CARD_NAMES, CATEGORY_IDS, SPREAD_IDS, USER_ROLES, VOICES } from "@/lib/domain/vocabularies";

// The deck's names and ids as schemas for the messages that carry them. Kept apart from the data
// modules so that a page drawing cards does not load zod with them.
export const cardNameSchema = z.enum(CARD_NAMES);
export const spreadIdSchema = z.enum(SPREAD_IDS);
export const categoryIdSchema = z.enum(CATEGORY_IDS);
export const userRoleSchema = z.enum(USER_ROLES);
export const voiceSchema = z.enum(VOICES);
