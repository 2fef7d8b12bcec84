import type { ProseTools, StaticPageWords, AboutWords } from "../../prose";

function AboutEn(tools: ProseTools): AboutWords {
  const { appName } = tools;
  return {
    title: "About",
    lead: <>{appName} is a quiet place to bring a question and look at it from a new angle.</>,
    body: (
      <>
        <p>
          We write tarot readings with AI, drawing on the 22 Major Arcana: the cards that speak to life&apos;s larger
          turns, from new beginnings and hard choices to endings and renewal. You bring the question; the cards you
          draw shape the story, and our writer puts it into words.
        </p>
        <p>
          We see tarot as a tool for reflection, not a prophecy. A reading will not decide for you, but it can help
          you notice what you already feel and think about your next step with a clearer head.
        </p>
        <p>
          Tarot here is for everyone. There is nothing to memorise, your readings stay private, and every account
          gets three free readings a month.
        </p>
      </>
    ),
    featuresTitle: "What you will find here",
    features: [
      {
        title: "Divine Messages",
        text: "Every reading is written for your question and the cards you drew, linking each card to its place in the spread.",
      },
      {
        title: "Mystical for All",
        text: "No experience needed. Plain, warm language makes tarot welcoming, whether it is your first reading or your hundredth.",
      },
      {
        title: "Magic in Moments",
        text: "Draw your cards and receive your interpretation in moments, whenever a question is on your mind.",
      },
      {
        title: "Sacred & Private",
        text: "Your questions and readings belong to you. They are never shared, and we never sell your data.",
      },
    ],
    startReading: "Start a reading",
    howToUse: "How to Use",
  };
}

export const about: StaticPageWords<AboutWords> = {
  title: "About",
  description: (appName) =>
    `${appName} writes private, thoughtful tarot readings with AI from the 22 Major Arcana, as a tool for reflection that anyone can use.`,
  body: AboutEn,
};
