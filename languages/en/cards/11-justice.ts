import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 11,
  numeral: "XI",
  keywords: {
    upright: ["fairness", "truth", "cause and effect", "accountability", "clear decisions", "balance", "legal matters"],
    reversed: ["unfairness", "avoiding responsibility", "self-deception", "bias", "imbalance", "dishonesty"],
  },
  summary:
    "A crowned figure holds a raised sword and level scales: what is true gets weighed, and every choice carries its consequence. Clarity starts with honesty, including with yourself.",
  upright:
    "Justice sits between two grey pillars, steady and unhurried, with a double-edged sword held upright in one hand and a pair of golden scales in the other. The sword cuts through confusion; the scales weigh what is actually there rather than what you hope or fear is there. When this card appears, the situation is asking for an honest accounting. Decisions made now tend to hold, provided they rest on facts and fairness rather than on convenience.\n\n" +
    "There is also a quiet lesson here about cause and effect. What you are living with today has roots in earlier choices, and what you choose now will shape what follows. That is not a threat but a kind of freedom: you are not simply at the mercy of chance. Take responsibility for your part, speak plainly, and expect the same from others. If a contract, agreement or formal process is involved, it tends to favour whoever has acted in good faith.",
  reversed:
    "Upside down, the scales tip and the sword wavers. Something may feel unfair, whether a decision that went against you, an arrangement that quietly benefits one side, or a story that leaves out inconvenient details. Sometimes the imbalance lies outside you; sometimes it is the small voice insisting that your own part in a problem does not really count.\n\n" +
    "The reversal asks you to look at both possibilities without flinching. If you have been treated unjustly, write down what happened and seek fair channels rather than stewing in resentment. If you have been sidestepping accountability, owning it now costs less than it will later. Watch for biased judgment as well: decisions made in anger, or made to please someone, rarely stand up over time. Restoring balance may be slow work, but honesty is where it begins.",
  categories: {
    general:
      "Justice points to a moment when the truth of a matter becomes clear and outcomes reflect what was actually done. Weigh the facts calmly before you act, and let fairness rather than impulse choose the next step.",
    love:
      "In relationships, this card asks whether the give and take feels even. Honest conversations about expectations, commitments and old hurts can restore balance; a partnership built on mutual respect is favoured, while one-sided arrangements come into question.",
    career:
      "At work and with money, Justice favours contracts, negotiations, reviews and any process where clear records matter. Read the fine print, keep your dealings transparent, and trust that consistent, honest effort gets noticed.",
    health:
      "Treat Justice as a prompt to look evenly at how you spend your energy: work against rest, effort against recovery. Small imbalances add up, so notice which habits tip the scales and adjust gently; a professional can help if something deserves a closer look.",
    personal_development:
      "Growth here comes through accountability: naming your choices, their effects and what you would do differently next time. Self-honesty offered without harsh self-judgment becomes a foundation you can build on.",
    spirituality:
      "Justice ties spiritual life to everyday ethics. Consider whether your actions match the values you hold, and treat the law of cause and effect as a teacher rather than a judge.",
    projects:
      "For plans, this card favours clear criteria, a fair division of work and decisions based on evidence. Weigh the options on their merits, put agreements in writing, and release ideas that do not hold up under scrutiny.",
    emotions:
      "You may be trying to make sense of something that felt unfair, or sorting your own feelings into right and wrong. Acknowledge what is true for you while staying open to other perspectives; clarity tends to settle the storm.",
    creativity:
      "Creatively, Justice brings the editor's eye: structure, proportion and honest critique. It is a good moment to revise, cut what does not serve the piece, and balance ambition with craft.",
  },
  advice: "Weigh the facts honestly, own your part, and choose what you could defend with a clear conscience.",
  yesNo: "maybe",
  yesNoReason:
    "Justice leans neither way on its own; the answer tends to follow whatever is fair and true in the situation, so the outcome mirrors the actions behind it.",
  element: "Air",
  astrology: "Libra",
  imageAlt:
    "A crowned figure in a red robe and green cape sits on a stone throne between two grey pillars, holding an upright sword in the right hand and balanced golden scales in the left. A purple veil hangs behind the throne against a yellow sky.",
};
