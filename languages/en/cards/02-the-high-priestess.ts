import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 2,
  numeral: "II",
  keywords: {
    upright: ["intuition", "hidden knowledge", "stillness", "the subconscious", "mystery", "inner voice"],
    reversed: ["ignored intuition", "secrets", "withdrawal", "surface thinking", "confusion", "disconnection from self"],
  },
  summary:
    "Seated between a dark pillar and a light one, the High Priestess guards the veil of the unseen and asks you to listen beneath the surface before you act.",
  upright:
    "The High Priestess does not hurry. She sits at a threshold between the black pillar marked B and the white pillar marked J, a half-hidden scroll in her lap and a crescent moon at her feet. Behind her hangs a veil sewn with pomegranates, screening whatever lies beyond. She represents what is known without being explained: the quiet certainty of intuition, dreams and the body's small signals." +
    "\n\n" +
    "Drawing her suggests that the answer you need will not come from more information or louder opinions. Step back, grow quiet and notice what you already sense. Some things are meant to stay private for a while, and not every truth has to be spoken before it is understood. Patience here is not passivity; it is how the deeper picture comes into focus.",
  reversed:
    "Reversed, the veil becomes a wall. You may be overriding your gut feeling because it is inconvenient, filling every quiet moment with noise, or relying on other people's verdicts instead of your own inner sense. Important information could be hidden, either from you or by you. Gossip and half-truths may be rushing in to fill the silence where real understanding belongs." +
    "\n\n" +
    "This position can also point to secrets beginning to weigh on a situation, or to a retreat that has tipped from healthy privacy into isolation. Make a little space to reconnect with yourself: a walk without headphones, a page of journaling, an evening with the screens switched off, a dream written down before it fades. The Priestess has not left her seat; she is simply waiting for you to listen again.",
  categories: {
    general:
      "Not everything is visible yet, and forcing a decision now could mean acting on half the story. Watch, wait and trust the impressions that keep quietly returning.",
    love:
      "There may be unspoken feelings, an attraction sensed more than declared, or a partner who needs space before opening up. Let intimacy grow through attentive listening, and trust what your instincts notice about someone's character over what they merely say.",
    career:
      "Discretion serves you at work right now: keep plans confidential until they are ready and read the room before you speak. Research, counselling, teaching and any role that relies on insight are favoured, and a hunch about a colleague or a deal deserves attention.",
    health:
      "This card invites you to tune in to subtle signals such as tiredness, restlessness or shifts in sleep and mood. Quiet routines and unhurried rest help you hear them, and if something persists, talking with a professional is a good way to honour what you notice.",
    personal_development:
      "Growth comes through inner listening: dream notes, meditation or simply unhurried time alone. Learn to tell anxiety from intuition; the second usually speaks more calmly and does not shout.",
    spirituality:
      "Few cards are as openly mystical as this one. The High Priestess points to contemplative practice, esoteric study and direct inner knowing; the veil feels thin, and what you receive now may be hard to put into words.",
    projects:
      "Hold off on the big announcement and keep gathering insight, because the timing is not yet ripe for a public launch. Use this phase to research quietly, refine the concept and catch the details others overlook.",
    emotions:
      "Feelings may run deep and still, like water beneath a frozen surface. Give them room without rushing to label or fix them, and allow yourself privacy if that feels right.",
    creativity:
      "Inspiration is arriving from dreams, symbols and the half-conscious mind. Keep a notebook by the bed, follow strange images where they lead, and let a piece stay mysterious instead of explaining everything.",
  },
  advice: "Sit in stillness long enough to hear what your intuition already knows.",
  yesNo: "maybe",
  yesNoReason:
    "Her veil still hides part of the answer, so this is a maybe that should grow clearer with time and reflection.",
  element: "Water",
  astrology: "Moon",
  imageAlt:
    "A woman in flowing blue and white robes, wearing a horned crown around a moon disc and a cross on her breast, sits between a black pillar marked B and a white pillar marked J, holding a scroll marked TORA. A crescent moon lies at her feet, and a veil patterned with pomegranates and palm leaves hangs behind her.",
};
