import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 12,
  numeral: "XII",
  keywords: {
    upright: ["surrender", "pause", "new perspective", "letting go", "waiting", "sacrifice", "suspension"],
    reversed: ["stalling", "resistance", "needless sacrifice", "indecision", "martyrdom", "endless delay"],
  },
  summary:
    "Hanging calmly upside down from a living tree, a haloed figure sees the world from a new angle. Sometimes stopping is the way forward.",
  upright:
    "A man hangs by one foot from a T-shaped beam of living wood, his other leg crossed behind the knee and his hands tucked behind his back. He does not struggle. His face is serene, and a golden halo glows around his head: this is suspension chosen, or at least accepted, and it brings insight. The card often turns up when pushing harder has stopped working and the real progress lies in pausing.\n\n" +
    "You may be asked to give something up, whether a fixed plan, a need for control or a familiar way of seeing a problem. What feels like delay can be a season of gestation. Turn the situation over, look at it from underneath, and notice what becomes visible once you stop insisting on your original angle. Patience here is active rather than passive, and the insight tends to arrive when you allow the stillness to do its work.",
  reversed:
    "When the card is reversed, the hanging figure is set back on his feet, and the pause may have outstayed its purpose. Waiting has turned into stalling, and reflection has slipped into indecision. You might be holding off a choice because every option asks you to let something go, or sacrificing your own needs in a way that breeds resentment rather than meaning.\n\n" +
    "The card also shows resistance: wriggling on the rope, trying to force a timeline that refuses to be forced. Ask what you are really waiting for, and whether it will ever arrive on its own. Sometimes the answer is to make a decision, even an imperfect one. Sometimes it is to stop playing the martyr and ask for help. Either way, the reversal asks you to be honest about whether your stillness is nourishing you or simply keeping you stuck.",
  categories: {
    general:
      "The Hanged Man suggests that a pause, not a push, will serve you best right now. Loosen your need for immediate answers and look at the situation from a completely different angle.",
    love:
      "In love, this card can describe a relationship in a waiting phase, or a need to see a partner's point of view with fresh eyes. Releasing fixed expectations about how things should unfold often makes room for real closeness, though it is worth noticing if you are giving far more than you receive.",
    career:
      "Professionally, progress may seem suspended, with decisions delayed or projects on hold. Use the lull to reassess priorities and skills; a move that looks like a step sideways could turn out to be the wisest reorientation.",
    health:
      "This card asks you to reflect on rest and on slowing down rather than pushing through fatigue. Stillness, quieter days and time away from constant busyness may restore more than another burst of effort; if something worries you, a conversation with a professional is a sensible step.",
    personal_development:
      "Growth comes through surrender: questioning assumptions, sitting with uncertainty and letting an old identity loosen its grip. The shift in viewpoint you gain now can change how you approach many areas of life.",
    spirituality:
      "The halo around the Hanged Man's head marks this as one of the most contemplative cards in the deck. Meditation, retreat or simple quiet time can bring insight that striving cannot; trust the wisdom of not-knowing.",
    projects:
      "For plans, the card advises a deliberate pause before committing further. Review the premise of the project, invite unexpected perspectives, and be willing to rework the approach rather than forcing a stalled plan onward.",
    emotions:
      "You may feel in limbo, caught between what was and what will be. Instead of fighting the suspended feeling, observe your emotions without rushing to resolve them; clarity often comes once the pressure eases.",
    creativity:
      "Creatively, turn the work upside down, literally or figuratively. Incubation periods, odd viewpoints and deliberate constraints can unlock ideas that ordinary effort would miss.",
  },
  advice: "Stop forcing the outcome for now, and look at the situation from the angle you have been avoiding.",
  yesNo: "maybe",
  yesNoReason:
    "The Hanged Man describes a pause rather than a verdict, so the answer is not yet settled and may become clearer once you wait or see things differently.",
  element: "Water",
  astrology: "Neptune",
  imageAlt:
    "A man in a blue tunic and red hose hangs upside down by one foot from a T-shaped wooden beam sprouting green leaves, his free leg bent behind the other and his hands behind his back. His face is calm, and a yellow halo shines around his head.",
};
