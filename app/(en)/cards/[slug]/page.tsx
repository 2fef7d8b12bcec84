import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardPage, cardPageMetadata } from "@/components/cards/card-page";
import { DECK, cardBySlug, type Card } from "@/lib/tarot/deck";

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
  return cardPageMetadata(await cardFrom(params), "en");
}

export default async function EnglishCardPage({ params }: Props) {
  return <CardPage card={await cardFrom(params)} locale="en" />;
}
