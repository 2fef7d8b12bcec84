import type { Metadata } from "next";
import { getImageProps } from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import Markdown from "react-markdown";
import buttonStyles from "@/components/button.module.css";
import { SHARE_IMAGE_FORMATS } from "@/components/daily/share-image-formats";
import type { DailyCard } from "@/lib/daily/daily-response";
import { firstSentence, longDate, sharePath } from "@/lib/daily/share-text";
import { sharedDailyCard } from "@/lib/daily/shared-card";
import { pageMetadata } from "@/lib/seo";
import { cardImageSize } from "@/lib/tarot/card-images";
import { knowledgeOf } from "@/lib/tarot/cards";
import { cardBySlug } from "@/lib/tarot/deck";
import styles from "./shared-daily.module.css";

// Nothing on the page depends on who asks: rendered once per date and card, then served from Next's
// in-memory cache (cache-handler.mjs: never written to disk) and nginx's (it keeps what carries s-maxage).
// The days grow by one every day, so none is rendered at build time. proxy.ts answers every other path
// under /daily/ with the not-found page before it gets here (lib/daily/shareable.ts), so no 404 is cached
// for a day that comes later.
export const revalidate = 86400;
export function generateStaticParams(): { date: string; slug: string }[] {
  return [];
}

type Props = { params: Promise<{ date: string; slug: string }> };

async function sharedFrom(params: Props["params"]): Promise<DailyCard> {
  const { date, slug } = await params;
  const daily = sharedDailyCard(date, slug);
  if (!daily) notFound();
  return daily;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const daily = await sharedFrom(params);
  const path = sharePath(daily.date, daily.card.slug);
  return pageMetadata({
    title: `${daily.card.name}: card of the day, ${longDate(daily.date)}`,
    description: firstSentence(daily.message),
    path,
    image: { url: `${path}/og.png`, alt: `${daily.card.name}, the card of the day for ${longDate(daily.date)}`, ...SHARE_IMAGE_FORMATS.og },
  });
}

/**
 * A shared card of the day (docs/product.md#card-of-the-day): the card, its name and its general message for
 * the day, for anyone. It carries nothing of the person who shared it; a `?ref=` on the link is kept by
 * the app shell for the visitor's sign-in, as on any page.
 */
export default async function SharedDailyCardPage({ params }: Props) {
  const daily = await sharedFrom(params);
  const card = cardBySlug(daily.card.slug)!;
  const { imageAlt } = knowledgeOf(card);
  const { props: cardImage } = getImageProps({
    src: card.image,
    alt: imageAlt,
    ...cardImageSize(card.slug),
    sizes: "(max-width: 767px) 200px, 240px",
    quality: 60,
    loading: "eager",
    fetchPriority: "high",
  });
  const path = sharePath(daily.date, daily.card.slug);

  return (
    <article className={styles.shared} aria-labelledby="shared-daily-title">
      <p className={styles.eyebrow}>
        {"Card of the day · "}
        <time dateTime={daily.date}>{longDate(daily.date)}</time>
      </p>
      <h1 id="shared-daily-title" className={styles.title}>
        {card.name}
      </h1>
      <div className={styles.layout}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the props come from next/image's getImageProps */}
        <img className={styles.image} {...cardImage} alt={imageAlt} />
        <div className={styles.message}>
          <Markdown>{daily.message}</Markdown>
          {/* Shared from the earliest zone, a day may not have come yet where the visitor is: say whose day it is. */}
          <p className={styles.note}>
            This is the card&apos;s message for everyone who drew it on this day, which begins at midnight in each reader&apos;s own time zone.
          </p>
        </div>
      </div>
      <section className={styles.invite} aria-labelledby="shared-daily-invite">
        <h2 id="shared-daily-invite">Your own card is waiting</h2>
        <p>Every day brings a card of your own, free, and you can ask the cards about anything on your mind.</p>
        <div className={styles.actions}>
          <Link href="/" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            Draw your own card
          </Link>
          <Link href={`/cards/${card.slug}`} className={buttonStyles.button}>
            {`What ${card.name} means`}
          </Link>
          <a href={`${path}/story.png`} download={`${card.slug}-${daily.date}.png`} className={buttonStyles.button}>
            Picture for a story
          </a>
        </div>
      </section>
    </article>
  );
}
