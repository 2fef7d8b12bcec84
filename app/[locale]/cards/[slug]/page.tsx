import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardPage, cardPageMetadata } from "@/components/cards/card-page";
import { PREFIXED_LOCALES, isPrefixedLocale, type PrefixedLocale } from "@/lib/i18n/locales";
import { DECK, cardBySlug, type Card } from "@/lib/tarot/deck";

export const dynamicParams = false;

/** Every card in every language but English, prerendered like the English pages. */
export function generateStaticParams(): { locale: string; slug: string }[] {
  return PREFIXED_LOCALES.flatMap((locale) => DECK.map((card) => ({ locale, slug: card.slug })));
}

type Props = { params: Promise<{ locale: string; slug: string }> };

async function pageFrom(params: Props["params"]): Promise<{ card: Card; locale: PrefixedLocale }> {
  const { locale, slug } = await params;
  const card = cardBySlug(slug);
  if (!card || !isPrefixedLocale(locale)) notFound();
  return { card, locale };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { card, locale } = await pageFrom(params);
  return cardPageMetadata(card, locale);
}

export default async function TranslatedCardPage({ params }: Props) {
  const { card, locale } = await pageFrom(params);
  return <CardPage card={card} locale={locale} />;
}
