import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import prose from "@/components/content/prose.module.css";
import { getConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo";
import { cardImageSize } from "@/lib/tarot/card-images";
import { knowledgeOf } from "@/lib/tarot/cards";
import { DECK, cardByName, type CardName } from "@/lib/tarot/deck";
import styles from "./how-to-use.module.css";

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: "How to Use",
    description: "Six steps to a tarot reading: set a question, choose a reading type and category, draw your cards, reveal and read.",
    path: "/how-to-use",
  });
}

// The six steps of docs/product.md#information-pages, in our words.
const STEPS = [
  { title: "Set a question", text: "Write what you want to ask in the question box, or press Suggest question for an idea. Open questions such as 'What do I need to understand about…' work best." },
  { title: "Choose a reading type", text: "One Card gives a single focused message; Yes or No weighs three cards into a verdict; Three Cards and the full Tarot spread look deeper." },
  { title: "Choose a category", text: "Tell the cards what area of life you are asking about, for example Love, Career or Spirituality, or keep General question." },
  { title: "Shuffle and draw your cards", text: "The deck is shuffled and fanned out face down. Take a breath, then pick the number of cards your reading needs." },
  { title: "Click reveal and interpret", text: "Press Continue to lay out your cards, then Reveal and interpret to turn them over and write your reading." },
  { title: "Read the interpretation", text: "Each card is read in its place in the spread, followed by a closing synthesis. Take what resonates and let it guide your own reflection." },
] as const;

const EXAMPLE_QUESTION = "How can I find a better balance between work and rest?";
const EXAMPLE: { position: string; card: CardName; reading: string }[] = [
  {
    position: "Past",
    card: "The Hermit",
    reading: "A season of withdrawal taught you to listen to yourself. You have already learned that quiet is not wasted time.",
  },
  {
    position: "Present",
    card: "Temperance",
    reading: "The angel pours water between two cups: balance now comes from steady mixing, not from all-or-nothing weeks.",
  },
  {
    position: "Future",
    card: "The Star",
    reading: "Keep that rhythm and hope returns. Rest refills the cup you pour from, and your work grows lighter for it.",
  },
];

export default function HowToUsePage() {
  return (
    <article className={prose.page} aria-labelledby="how-title">
      <h1 id="how-title">How to Use</h1>
      <p className={prose.lead}>
        A reading takes a minute or two. Here is how to get the most from it, step by step.
      </p>

      <section aria-labelledby="steps">
        <h2 id="steps">Six steps to your reading</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link href="/">Start a reading</Link>
        </p>
      </section>

      <section aria-labelledby="example">
        <h2 id="example">An example three-card reading</h2>
        <p className={styles.question}>&ldquo;{EXAMPLE_QUESTION}&rdquo;</p>
        <div className={styles.example}>
          {EXAMPLE.map(({ position, card, reading }) => {
            const deckCard = cardByName(card)!;
            return (
              <div key={position} className={styles.exampleCard}>
                <span className={styles.position}>{position}</span>
                <h3>
                  <Link href={`/cards/${deckCard.slug}`}>{card}</Link>
                </h3>
                <p>{reading}</p>
              </div>
            );
          })}
        </div>
        <p>
          Together: you already know how to rest, and the present asks you to make it a daily measure rather than an
          escape. Small, regular pauses are the bridge from exhaustion to renewed hope.
        </p>
      </section>

      <section aria-labelledby="cards">
        <h2 id="cards">The 22 Major Arcana</h2>
        <p>
          {`Each card has a page of its own with its meanings. ${getConfig().appName} reads every card upright; each page keeps the reversed meaning too, as knowledge of the card.`}
        </p>
        <ul className={styles.grid}>
          {DECK.map((card) => (
            <li key={card.slug}>
              <Link href={`/cards/${card.slug}`}>
                <Image
                  className={styles.thumb}
                  src={card.image}
                  alt=""
                  {...cardImageSize(card.slug)}
                  sizes="(max-width: 639px) 30vw, (max-width: 767px) 22vw, 150px"
                  quality={50}
                />
                {card.name}
                <span className="visually-hidden">, card {knowledgeOf(card).numeral}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
