import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 14,
  numeral: "XIV",
  keywords: {
    upright: ["balance", "moderation", "patience", "blending", "healing", "purpose", "middle path"],
    reversed: ["excess", "imbalance", "impatience", "discord", "overcommitment", "lack of harmony"],
  },
  summary:
    "A winged angel pours water between two golden cups, one foot on land and one in a pool. Patient blending of opposites creates something whole.",
  upright:
    "An angel with great red wings stands with one foot on a stone and the other in a pool, pouring water from one golden cup into another. The stream seems to flow at an impossible angle, a hint that something alchemical is happening: two things are being mixed until they become a third. A path winds from the water toward distant mountains where a crown of light rises. Temperance is the art of finding the right measure, again and again.\n\n" +
    "When this card appears, you are encouraged to slow down and combine rather than choose. Work and rest, heart and head, ambition and care: each needs the other in the right proportion. The triangle on the angel's robe and the glow around the head suggest that this balance serves a larger purpose. Progress may be gradual, yet it is steady and well integrated, and patience now spares you from undoing rushed choices later.",
  reversed:
    "In the reversed position, the water spills. Something is out of proportion: too much work and too little rest, too much giving and not enough receiving, or a swing between extremes that leaves you drained. You may feel impatient, wanting results faster than the situation allows, or find that people around you are pulling in opposite directions.\n\n" +
    "Notice where the mix has gone wrong rather than blaming yourself. Which habits have crept toward excess, and what have you neglected? Small adjustments made consistently bring the cups back into alignment more reliably than dramatic corrections. The reversal can also point to a clash of values in a partnership or team, where common ground may require each side to give a little. Recalibrate gently, and let the middle path become a practice rather than a rule.",
  categories: {
    general:
      "Temperance favours a patient, balanced approach over dramatic moves. Blend the different elements of your situation thoughtfully, and trust that steady progress will carry you where you want to go.",
    love:
      "In relationships, this card shows harmony built through compromise, mutual adjustment and calm communication. Two different people are learning to create something shared, so give the process time and steer clear of extremes such as jealousy or withdrawal.",
    career:
      "At work, Temperance supports collaboration, mediation and careful management of resources. Financially it counsels moderation: avoid impulsive spending or risky bets, and aim for a sustainable rhythm instead of bursts of overwork.",
    health:
      "Here the angel nudges you toward moderation in your daily rhythms, with sleep, movement, meals and screen time in sensible proportion. Consider where you tend to overdo things or go without, and make small adjustments you can actually keep.",
    personal_development:
      "Growth comes from integrating different parts of yourself rather than suppressing any of them. Practise patience, notice your extremes, and let self-knowledge develop through steady, repeated effort.",
    spirituality:
      "Temperance is a card of inner alchemy, where daily life and spiritual practice flow into each other like water between the two cups. A consistent, moderate practice serves you better than occasional intense bursts.",
    projects:
      "Plans thrive on careful pacing and the right combination of people and resources. Test ideas in small batches, adjust the mixture as you learn, and resist the temptation to rush toward the finish.",
    emotions:
      "You may be finding a calmer centre after a turbulent stretch. Let emotions flow through you without damming them up or letting them flood; equilibrium returns as you give each feeling its due weight.",
    creativity:
      "Creatively, experiment with blending media, genres or influences that rarely meet. Patient layering and refinement will yield a richer result than a single bold stroke.",
  },
  advice: "Find the right measure for each part of your life, and let patience do the mixing.",
  yesNo: "yes",
  yesNoReason:
    "Temperance leans yes, though usually through steady, patient progress rather than a sudden breakthrough.",
  element: "Fire",
  astrology: "Sagittarius",
  imageAlt:
    "A winged angel in a white robe with an orange triangle on the chest pours water between two golden cups, standing with one foot on a rock and the other in a pool. Yellow irises grow beside the water, and a path leads toward blue mountains beneath a glowing sun.",
};
