import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 6,
  numeral: "VI",
  keywords: {
    upright: ["love", "union", "harmony", "meaningful choice", "aligned values", "partnership"],
    reversed: ["disharmony", "misaligned values", "indecision", "imbalance", "avoiding a choice", "temptation"],
  },
  summary:
    "Beneath an angel's outstretched arms, two figures meet in openness: the Lovers speak of deep connection and of the choices that reveal what you truly value.",
  upright:
    "The Lovers shows a man and a woman standing unclothed and unashamed in a garden, blessed by a winged angel who rises from a cloud before a blazing sun. Behind the woman grows the tree of knowledge, a serpent coiled around its trunk; behind the man stands a tree bearing flames. A single mountain rises between them. The scene speaks of union, honesty and a bond in which nothing needs to be hidden." +
    "\n\n" +
    "Romance is only part of the meaning. This card also asks you to make a choice that reflects who you are, bringing your heart and your principles into agreement. When the Lovers appear, harmony is available, in a relationship, a partnership or within yourself, but it calls for conscious commitment. Choose wholeheartedly, guided by what matters to you rather than by habit or fear.",
  reversed:
    "Reversed, the two figures seem to drift apart. A relationship may be out of balance, with one person giving far more, or with values that no longer match. Communication can falter, and old resentments may cloud what once felt effortless. Sometimes the rift is internal, a split between what you want and what you believe you ought to want." +
    "\n\n" +
    "This position also shows up when you are avoiding a decision, hoping that if you wait long enough the choice will be made for you. Temptation, divided loyalties or an attraction that pulls against your principles might be in play. Return to the heart of the matter: what do you care about, and are your actions honouring it? Honest conversation, with others and with yourself, is where repair begins.",
  categories: {
    general:
      "A significant choice or partnership sits at the centre of things. Decide in line with your deepest values, and a sense of harmony is likely to follow.",
    love:
      "This is one of the most romantic cards in the deck, pointing to attraction, emotional intimacy and a union built on mutual respect. For a couple it can mark a deepening commitment; for someone single, a connection that feels unusually honest. In either case, vulnerability is the doorway.",
    career:
      "Partnerships, collaborations and alliances are highlighted, along with a career decision that needs to fit your values. Weigh offers not only by salary but by whether the work reflects what you care about.",
    health:
      "Wellbeing here hinges on balance between mind and body, work and rest, giving and receiving. The people around you shape how you feel, so notice which connections energise you and which leave you depleted, and choose habits that feel like yours rather than imposed.",
    personal_development:
      "Integration is the lesson: bringing head and heart into agreement. Clarify your core values, then practise making decisions you could explain, without squirming, to your truest self.",
    spirituality:
      "The Lovers point to the union of opposites and to love itself as a spiritual path. Devotion, partnership and recognising the sacred in another person can open you to something larger than either of you.",
    projects:
      "Collaboration is favoured, especially with someone whose skills complement your own. Before committing, make sure everyone shares the same vision, because alignment now prevents conflict later.",
    emotions:
      "Feelings of closeness, tenderness and openness run strong. If you are torn between two paths, allow yourself to feel both fully before you decide.",
    creativity:
      "Creative partnerships and duets flourish, as do works about love, connection and choice. Let your art come from what you care about most, and it will carry conviction.",
  },
  advice: "Make your choice from the heart, and let it honour the values you most want to live by.",
  yesNo: "yes",
  yesNoReason:
    "The Lovers lean toward yes, especially when the question involves connection or a choice made in line with your values.",
  element: "Air",
  astrology: "Gemini",
  imageAlt:
    "A nude man and woman stand apart in a garden beneath a winged angel with flame-coloured hair who rises from a cloud before a large golden sun, arms spread in blessing. Behind the woman a fruit tree is wound by a serpent, behind the man a tree bears flames, and a red mountain rises between them.",
};
