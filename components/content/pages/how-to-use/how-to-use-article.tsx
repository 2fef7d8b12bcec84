import Image from "next/image";
import Link from "next/link";
import prose from "@/components/content/prose.module.css";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { cardImageSize } from "@/lib/tarot/card-images";
import { cardName, cardText } from "@/lib/tarot/cards/localized";
import { DECK, cardByName, type Card } from "@/lib/tarot/deck";
import type { HowToUseWords } from "@/languages/prose";
import styles from "./how-to-use.module.css";

/** A card of the example, by its English name: one the deck does not have is a mistake in a language's words. */
function exampleCard(name: string): Card {
  const card = cardByName(name);
  if (!card) throw new Error(`The guide's example names no card of the deck: "${name}"`);
  return card;
}

/**
 * The guide in any language: the six steps, an example three-card reading and the 22 cards, each linking
 * to its page. The ids and classes live here once; each language's folder brings its words
 * (languages/<locale>/pages/how-to-use.tsx), and the cards' names come from the cards' own texts in that language.
 */
export function HowToUseArticle({ locale, words }: { locale: Locale; words: HowToUseWords }) {
  const { title, lead, stepsTitle, steps, startReading, exampleTitle, question, example, together, cardsTitle, cardsIntro, cardLabel } = words;
  return (
    <article className={prose.page} aria-labelledby="how-title">
      <h1 id="how-title">{title}</h1>
      <p className={prose.lead}>{lead}</p>

      <section aria-labelledby="steps">
        <h2 id="steps">{stepsTitle}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link href={localePath(locale, "/")}>{startReading}</Link>
        </p>
      </section>

      <section aria-labelledby="example">
        <h2 id="example">{exampleTitle}</h2>
        <p className={styles.question}>{question}</p>
        <div className={styles.example}>
          {example.map(({ position, card, reading }) => {
            const deckCard = exampleCard(card);
            return (
              <div key={position} className={styles.exampleCard}>
                <span className={styles.position}>{position}</span>
                <h3>
                  <Link href={localePath(locale, `/cards/${deckCard.slug}`)}>{cardName(deckCard, locale)}</Link>
                </h3>
                <p>{reading}</p>
              </div>
            );
          })}
        </div>
        <p>{together}</p>
      </section>

      <section aria-labelledby="cards">
        <h2 id="cards">{cardsTitle}</h2>
        <p>{cardsIntro}</p>
        <ul className={styles.grid}>
          {DECK.map((card) => (
            <li key={card.slug}>
              <Link href={localePath(locale, `/cards/${card.slug}`)}>
                <Image
                  className={styles.thumb}
                  src={card.image}
                  alt=""
                  {...cardImageSize(card.slug)}
                  sizes="(max-width: 639px) 30vw, (max-width: 767px) 22vw, 150px"
                  quality={50}
                />
                {cardName(card, locale)}
                <span className="visually-hidden">{cardLabel(cardText(card, locale).numeral)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
