import Image from "next/image";
import { useMessages } from "@/components/i18n/messages-provider";
import { fill } from "@/lib/i18n/fill";
import { cardImageSize } from "@/lib/tarot/card-images";
import { DECK } from "@/lib/tarot/deck";
import { dealtCardBadges, getSpread, type SpreadId } from "@/lib/tarot/spreads";
import { useCardName } from "@/components/i18n/card-names";
import { positionLabel } from "./words";
import backStyles from "./card-back.module.css";
import styles from "./dealt-cards.module.css";

/** The longest position label that fits one line on a phone's card ('Present'), in characters. */
const LONGEST_ONE_LINE_BADGE = 7;

type Props = {
  /** The reading's card ids, in pick order. */
  cards: number[];
  type: SpreadId;
  revealed: boolean;
};

/** The reading's cards in a row: face down while dealt, flipped face up once revealed. */
export function DealtCards({ cards, type, revealed }: Props) {
  const { reading } = useMessages();
  const nameOf = useCardName();
  const spread = getSpread(type);
  // The spreads that show badges (Three Cards, Full Tarot) say so in lib/tarot/spreads.ts.
  const badges = revealed ? dealtCardBadges(spread, (position) => positionLabel(reading, spread, position)) : undefined;
  // Labels longer than a card is wide take two lines; then every badge does, so the cards stay in line.
  const longBadges = badges?.some((badge) => badge.length > LONGEST_ONE_LINE_BADGE);
  return (
    <ol className={styles.row} aria-label={reading.dealt.yourCards} data-long-badges={longBadges || undefined}>
      {cards.map((cardId, index) => {
        const card = DECK[cardId];
        return (
          <li key={cardId} className={styles.item}>
            {badges ? <span className={styles.badge}>{badges[index]}</span> : null}
            <div className={styles.flip} data-revealed={revealed || undefined}>
              <div className={styles.inner}>
                <span className={`${backStyles.back} ${styles.side}`} aria-hidden="true" />
                {revealed ? (
                  // The name is the caption below, so the picture itself is decorative for screen readers.
                  <Image
                    className={`${styles.side} ${styles.front}`}
                    src={card.image}
                    alt=""
                    {...cardImageSize(card.slug)}
                    sizes="(max-width: 767px) 104px, 140px"
                    quality={60}
                    // Shown the moment the card turns; a lazy image could arrive after the flip.
                    loading="eager"
                  />
                ) : null}
              </div>
            </div>
            <span className={styles.name}>
              {revealed ? nameOf(card) : <span className="visually-hidden">{fill(reading.dealt.faceDown, { number: index + 1 })}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
