import type { Metadata } from "next";
import { getImageProps } from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { preload } from "react-dom";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";
import { cardImageSize } from "@/lib/tarot/card-images";
import { knowledgeOf } from "@/lib/tarot/cards";
import { CATEGORIES } from "@/lib/tarot/categories";
import { DECK, cardBySlug, deckNeighbours, type Card } from "@/lib/tarot/deck";
import styles from "./card-page.module.css";

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return DECK.map((card) => ({ slug: card.slug }));
}

type Props = { params: Promise<{ slug: string }> };

async function cardFrom(params: Props["params"]): Promise<Card> {
  const card = cardBySlug((await params).slug);
  if (!card) notFound();
  return card;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await cardFrom(params);
  const knowledge = knowledgeOf(card);
  return pageMetadata({
    title: `${card.name} Tarot Card Meaning`,
    description: `${card.name} (${knowledge.numeral}): ${knowledge.summary}`,
    path: `/cards/${card.slug}`,
    image: { url: card.image, alt: knowledge.imageAlt, ...cardImageSize(card.slug) },
  });
}

const YES_NO_LABEL = { yes: "Leans yes", no: "Leans no", maybe: "Maybe" } as const;

export default async function CardPage({ params }: Props) {
  const card = await cardFrom(params);
  const knowledge = knowledgeOf(card);
  const { previous, next } = deckNeighbours(card);
  const isLast = card.id === DECK.length - 1;
  const headingId = `card-${card.slug}`;
  const { props: cardImage } = getImageProps({
    src: card.image,
    alt: knowledge.imageAlt,
    ...cardImageSize(card.slug),
    sizes: "(max-width: 767px) min(calc(100vw - 2rem), 320px), 320px",
    quality: 60,
    loading: "eager",
    fetchPriority: "high",
  });
  // The card is the page's largest paint: announced in the head and fetched first.
  preload(cardImage.src, { as: "image", imageSrcSet: cardImage.srcSet, imageSizes: cardImage.sizes, fetchPriority: "high" });

  return (
    <article aria-labelledby={headingId}>
      <CardJsonLd card={card} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/how-to-use">How to Use</Link>
          </li>
          <li aria-current="page">{card.name}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <figure className={styles.figure}>
          {/* A plain <img> from getImageProps: the same optimised sources as <Image>, without its client JavaScript. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps */}
          <img className={styles.image} {...cardImage} alt={knowledge.imageAlt} />
          <figcaption className={styles.caption}>Pamela Colman Smith, 1909 (public domain)</figcaption>
        </figure>

        <div>
          <p className={styles.numeral}>Major Arcana {knowledge.numeral}</p>
          <h1 id={headingId} className={styles.title}>
            {card.name}
          </h1>
          <p className={styles.summary}>{knowledge.summary}</p>

          <dl className={styles.facts}>
            <div>
              <dt>Number</dt>
              <dd>{card.id}</dd>
            </div>
            <div>
              <dt>Element</dt>
              <dd>{knowledge.element}</dd>
            </div>
            <div>
              <dt>Astrology</dt>
              <dd>{knowledge.astrology}</dd>
            </div>
            <div>
              <dt>Yes or no</dt>
              <dd>{YES_NO_LABEL[knowledge.yesNo]}</dd>
            </div>
          </dl>

          <section className={styles.section} aria-labelledby="keywords">
            <h2 id="keywords">Keywords</h2>
            <h3>Upright</h3>
            <ul className={styles.keywords}>
              {knowledge.keywords.upright.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
            <h3>Reversed</h3>
            <ul className={styles.keywords}>
              {knowledge.keywords.reversed.map((keyword) => (
                <li key={keyword}>{keyword}</li>
              ))}
            </ul>
          </section>

          <section className={styles.section} aria-labelledby="upright">
            <h2 id="upright">Upright meaning</h2>
            <Paragraphs text={knowledge.upright} />
          </section>

          <section className={styles.section} aria-labelledby="reversed">
            <h2 id="reversed">Reversed meaning</h2>
            <p className={styles.uprightOnly}>
              {`${getConfig().appName} reads every card upright. The reversed meaning is here as knowledge of the card; it is not part of your readings.`}
            </p>
            <Paragraphs text={knowledge.reversed} />
          </section>

          <section className={styles.section} aria-labelledby="areas">
            <h2 id="areas">{card.name} in a reading</h2>
            <div className={styles.areas}>
              {CATEGORIES.map((category) => (
                <div key={category.id}>
                  <h3>{category.label}</h3>
                  <p>{knowledge.categories[category.id]}</p>
                </div>
              ))}
            </div>
            <h3>Yes or no</h3>
            <p>{knowledge.yesNoReason}</p>
            <h3>Advice</h3>
            <p>{knowledge.advice}</p>
          </section>
        </div>
      </div>

      <nav className={styles.pager} aria-label="Cards">
        {previous ? (
          <Link href={`/cards/${previous.slug}`} rel="prev">
            <span className={styles.pagerLabel}>Previous card</span>
            <span className={styles.pagerName}>{previous.name}</span>
          </Link>
        ) : (
          <span />
        )}
        <Link href="/how-to-use">
          <span className={styles.pagerLabel}>{isLast ? "The journey complete" : "All cards"}</span>
          <span className={styles.pagerName}>How to Use</span>
        </Link>
        <Link href={`/cards/${next.slug}`} rel={isLast ? undefined : "next"} className={styles.next}>
          <span className={styles.pagerLabel}>{isLast ? "Begin again" : "Next card"}</span>
          <span className={styles.pagerName}>{next.name}</span>
        </Link>
      </nav>
    </article>
  );
}

function Paragraphs({ text }: { text: string }) {
  return text.split("\n\n").map((paragraph) => <p key={paragraph.slice(0, 32)}>{paragraph}</p>);
}

/** schema.org data for search engines; `<` is escaped so card text can never close the script. */
function CardJsonLd({ card }: { card: Card }) {
  const { appName, appUrl } = getConfig();
  const knowledge = knowledgeOf(card);
  const url = `${appUrl}/cards/${card.slug}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: `${card.name} Tarot Card Meaning`,
    description: knowledge.summary,
    url,
    mainEntityOfPage: url,
    image: `${appUrl}${card.image}`,
    about: { "@type": "Thing", name: `${card.name} (tarot card)` },
    keywords: [...knowledge.keywords.upright, ...knowledge.keywords.reversed].join(", "),
    publisher: { "@type": "Organization", name: appName, url: appUrl },
  };
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
