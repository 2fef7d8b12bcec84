import type { Metadata } from "next";
import { getImageProps } from "next/image";
import Link from "next/link";
import { preload } from "react-dom";
import { getConfig } from "@/lib/config";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/languages";
import { localePath } from "@/lib/i18n/paths";
import { pageMetadata } from "@/lib/seo";
import { cardImageSize } from "@/lib/tarot/card-images";
import { cardName, cardText } from "@/lib/tarot/cards/localized";
import { CATEGORY_IDS } from "@/lib/tarot/categories";
import { DECK, deckNeighbours, type Card } from "@/lib/tarot/deck";
import styles from "./card-page.module.css";

export function cardPageMetadata(card: Card, locale: Locale): Metadata {
  const text = cardText(card, locale);
  return pageMetadata({
    title: fill(messagesFor(locale).cardPage.title, { card: text.name }),
    description: `${text.name} (${text.numeral}): ${text.summary}`,
    path: `/cards/${card.slug}`,
    image: { url: card.image, alt: text.imageAlt, ...cardImageSize(card.slug) },
    locale,
  });
}

/** How wide the card's picture shows at most, in CSS pixels (card-page.module.css, `.figure`). */
const SHOWN_WIDTH = 320;

/** One card's page (docs/product.md#card-pages), in one language: prerendered for each. */
export function CardPage({ card, locale }: { card: Card; locale: Locale }) {
  const text = cardText(card, locale);
  const { cardPage: words, categories } = messagesFor(locale);
  const { previous, next } = deckNeighbours(card);
  const isLast = card.id === DECK.length - 1;
  const headingId = `card-${card.slug}`;
  const howToUse = localePath(locale, "/how-to-use");
  // The card never shows wider than SHOWN_WIDTH CSS pixels (card-page.module.css, `.figure`): a 1x and a 2x
  // source do, where a `sizes` would list every width Next knows, 16 of them, four times in the page.
  const natural = cardImageSize(card.slug);
  const { props: cardImage } = getImageProps({
    src: card.image,
    alt: text.imageAlt,
    width: SHOWN_WIDTH,
    height: Math.round((SHOWN_WIDTH * natural.height) / natural.width),
    quality: 60,
    loading: "eager",
    fetchPriority: "high",
  });
  // The card is the page's largest paint: announced in the head and fetched first.
  preload(cardImage.src, { as: "image", imageSrcSet: cardImage.srcSet, fetchPriority: "high" });

  return (
    <article aria-labelledby={headingId}>
      <CardJsonLd card={card} locale={locale} />
      <nav aria-label={words.breadcrumb} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={howToUse}>{words.howToUse}</Link>
          </li>
          <li aria-current="page">{text.name}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <figure className={styles.figure}>
          {/* A plain <img> from getImageProps: the same optimised sources as <Image>, without its client JavaScript. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps */}
          <img className={styles.image} {...cardImage} alt={text.imageAlt} />
          <figcaption className={styles.caption}>{words.caption}</figcaption>
        </figure>

        <div>
          <p className={styles.numeral}>{fill(words.numeral, { numeral: text.numeral })}</p>
          <h1 id={headingId} className={styles.title}>
            {text.name}
          </h1>
          <p className={styles.summary}>{text.summary}</p>

          <dl className={styles.facts}>
            <div>
              <dt>{words.number}</dt>
              <dd>{card.id}</dd>
            </div>
            <div>
              <dt>{words.element}</dt>
              <dd>{text.element}</dd>
            </div>
            <div>
              <dt>{words.astrology}</dt>
              <dd>{text.astrology}</dd>
            </div>
            <div>
              <dt>{words.yesOrNo}</dt>
              <dd>{words.yesNo[text.yesNo]}</dd>
            </div>
          </dl>

          <section className={styles.section} aria-labelledby="keywords">
            <h2 id="keywords">{words.keywords}</h2>
            <h3>{words.upright}</h3>
            <ul className={styles.keywords}>
              {text.keywords.upright.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
            <h3>{words.reversed}</h3>
            <ul className={styles.keywords}>
              {text.keywords.reversed.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="upright">
            <h2 id="upright">{words.uprightMeaning}</h2>
            <Paragraphs text={text.upright} />
          </section>

          <section className={styles.section} aria-labelledby="reversed">
            <h2 id="reversed">{words.reversedMeaning}</h2>
            <p className={styles.uprightOnly}>{fill(words.uprightOnly, { appName: getConfig().appName })}</p>
            <Paragraphs text={text.reversed} />
          </section>

          <section className={styles.section} aria-labelledby="areas">
            <h2 id="areas">{fill(words.inAReading, { card: text.name })}</h2>
            <div className={styles.areas}>
              {CATEGORY_IDS.map((category) => (
                <div key={category}>
                  <h3>{categories[category]}</h3>
                  <p>{text.categories[category]}</p>
                </div>
              ))}
            </div>
            <h3>{words.yesOrNo}</h3>
            <p>{text.yesNoReason}</p>
            <h3>{words.advice}</h3>
            <p>{text.advice}</p>
          </section>
        </div>
      </div>

      <nav className={styles.pager} aria-label={words.cards}>
        {previous ? (
          <Link href={localePath(locale, `/cards/${previous.slug}`)} rel="prev">
            <span className={styles.pagerLabel}>{words.previousCard}</span>
            <span className={styles.pagerName}>{cardName(previous, locale)}</span>
          </Link>
        ) : (
          <span />
        )}
        <Link href={howToUse}>
          <span className={styles.pagerLabel}>{isLast ? words.journeyComplete : words.allCards}</span>
          <span className={styles.pagerName}>{words.howToUse}</span>
        </Link>
        <Link href={localePath(locale, `/cards/${next.slug}`)} rel={isLast ? undefined : "next"} className={styles.next}>
          <span className={styles.pagerLabel}>{isLast ? words.beginAgain : words.nextCard}</span>
          <span className={styles.pagerName}>{cardName(next, locale)}</span>
        </Link>
      </nav>
    </article>
  );
}

function Paragraphs({ text }: { text: string }) {
  // The paragraphs never move: their place is their key.
  return text.split("\n\n").map((paragraph, index) => <p key={index}>{paragraph}</p>);
}

/** schema.org data for search engines; `<` is escaped so card text can never close the script. */
function CardJsonLd({ card, locale }: { card: Card; locale: Locale }) {
  const { appName, appUrl } = getConfig();
  const text = cardText(card, locale);
  const words = messagesFor(locale).cardPage;
  const url = `${appUrl}${localePath(locale, `/cards/${card.slug}`)}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: fill(words.title, { card: text.name }),
    description: text.summary,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    image: `${appUrl}${card.image}`,
    about: { "@type": "Thing", name: fill(words.tarotCard, { card: text.name }) },
    keywords: [...text.keywords.upright, ...text.keywords.reversed].join(", "),
    publisher: { "@type": "Organization", name: appName, url: appUrl },
  };
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
