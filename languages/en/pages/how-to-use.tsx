import type { ProseTools, StaticPageWords, HowToUseWords } from "../../prose";

const EXAMPLE_QUESTION = "How can I find a better balance between work and rest?";

function HowToUseEn(tools: ProseTools): HowToUseWords {
  const { appName } = tools;
  return {
    title: "How to Use",
    lead: "A reading takes a minute or two. Here is how to get the most from it, step by step.",
    stepsTitle: "Six steps to your reading",
    // The six steps of docs/product.md#information-pages, in our words.
    steps: [
      { title: "Set a question", text: "Write what you want to ask in the question box, or press Suggest question for an idea. Open questions such as 'What do I need to understand about…' work best." },
      { title: "Choose a reading type", text: "One Card gives a single focused message; Yes or No weighs three cards into a verdict; Three Cards and the full Tarot spread look deeper." },
      { title: "Choose a category", text: "Tell the cards what area of life you are asking about, for example Love, Career or Spirituality, or keep General question." },
      { title: "Shuffle and draw your cards", text: "The deck is shuffled and fanned out face down. Take a breath, then pick the number of cards your reading needs." },
      { title: "Click reveal and interpret", text: "Press Continue to lay out your cards, then Reveal and interpret to turn them over and write your reading." },
      { title: "Read the interpretation", text: "Each card is read in its place in the spread, followed by a closing synthesis. Take what resonates and let it guide your own reflection." },
    ],
    startReading: "Start a reading",
    exampleTitle: "An example three-card reading",
    question: <>&ldquo;{EXAMPLE_QUESTION}&rdquo;</>,
    example: [
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
    ],
    together: "Together: you already know how to rest, and the present asks you to make it a daily measure rather than an escape. Small, regular pauses are the bridge from exhaustion to renewed hope.",
    cardsTitle: "The 22 Major Arcana",
    cardsIntro: `Each card has a page of its own with its meanings. ${appName} reads every card upright; each page keeps the reversed meaning too, as knowledge of the card.`,
    cardLabel: (numeral) => <>, card {numeral}</>,
  };
}

export const howToUse: StaticPageWords<HowToUseWords> = {
  title: "How to Use",
  description: () => "Six steps to a tarot reading: set a question, choose a reading type and category, draw your cards, reveal and read.",
  body: HowToUseEn,
};
