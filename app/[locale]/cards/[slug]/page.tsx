import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardPage, cardPageMetadata } from "@/components/cards/card-page";
import { localeOf } from "@/components/i18n/route-locale";
import { DECK, cardBySlug, type Card } from "@/lib/tarot/deck";

export const dynamicParams = false;

/** Every card, prerendered in each language the root layout lists. */
export function generateStaticParams(): { slug: string }[] {
  return DECK.map((card) => ({ slug: card.slug }));
}

type Props = { params: Promise<{ locale: string; slug: string }> };

async function cardFrom(params: Props["params"]): Promise<Card> {
  const card = cardBySlug((await params).slug);
  if (!card) notFound();
  return card;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return cardPageMetadata(await cardFrom(params), await localeOf(params));
}

export default async function CardRoute({ params }: Props) {
  return <CardPage card={await cardFrom(params)} locale={await localeOf(params)} />;
}
