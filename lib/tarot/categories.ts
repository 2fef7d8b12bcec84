import { CATEGORY_IDS } from "@/lib/domain/vocabularies";

export { CATEGORY_IDS };

export type CategoryId = (typeof CATEGORY_IDS)[number];

export type Category = {
  id: CategoryId;
  label: string;
  premium: boolean;
};

/** The nine question categories, in the order the dropdown shows them (docs/product.md#spreads-and-categories). */
export const CATEGORIES: readonly Category[] = [
  { id: "general", label: "General question", premium: false },
  { id: "love", label: "Love and relationships", premium: true },
  { id: "career", label: "Career and finances", premium: true },
  { id: "health", label: "Health and wellness", premium: true },
  { id: "personal_development", label: "Personal development", premium: true },
  { id: "spirituality", label: "Spirituality", premium: true },
  { id: "projects", label: "Projects and planning", premium: true },
  { id: "emotions", label: "Personal emotions", premium: true },
  { id: "creativity", label: "Personal creativity", premium: true },
];

export const FREE_CATEGORY: CategoryId = "general";

export function getCategory(id: CategoryId): Category {
  const category = CATEGORIES.find((c) => c.id === id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
