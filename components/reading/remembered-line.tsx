"use client";

import { useLocale, useMessages } from "@/components/i18n/messages-provider";
import type { Remembered } from "@/lib/readings/remembered";
import { cardByName } from "@/lib/tarot/deck";
import { useCardName } from "@/components/i18n/card-names";
import { rememberedText } from "./words";
import styles from "./remembered-line.module.css";

/**
 * Under a reading that remembered (docs/product.md#readings-that-remember): 'This reading remembered: …',
 * exactly what its writer was given; nothing at all when nothing was remembered.
 */
export function RememberedLine({ remembered }: { remembered: Remembered | null | undefined }) {
  const { reading } = useMessages();
  const locale = useLocale();
  const nameOf = useCardName();
  const named = (englishName: string) => {
    const card = cardByName(englishName);
    return card ? nameOf(card) : englishName;
  };
  const line = remembered ? rememberedText(remembered, reading, locale, named) : null;
  if (!line) return null;
  return (
    <p className={styles.remembered} data-testid="remembered">
      {line}
    </p>
  );
}
