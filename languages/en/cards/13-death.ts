import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 13,
  numeral: "XIII",
  keywords: {
    upright: ["endings", "transformation", "transition", "release", "clearing space", "renewal", "inevitable change"],
    reversed: ["resisting change", "stagnation", "fear of endings", "lingering attachment", "slow transition", "unfinished business"],
  },
  summary:
    "A skeletal rider carries a banner bearing a white rose as kings and children alike make way. Something is ending so that something else can begin.",
  upright:
    "Despite its stark imagery, this card speaks of transformation, not literal death. A skeleton in black armour rides a white horse, carrying a black banner marked with a white rose, and everyone in his path responds differently: a king has fallen, a bishop pleads, a young woman turns away, a child looks up without fear. Far off, a sun rises between two towers. A chapter is closing, and how you meet that ending shapes what comes next.\n\n" +
    "Endings can hurt even when they are necessary. A job, a relationship, a habit or a version of yourself may be reaching its natural close. Grieve what deserves grieving, but try not to cling to what has already gone. The white rose speaks of purity and renewal, and the rising sun says the cycle continues. Clearing away what is finished makes room for growth you cannot yet picture.",
  reversed:
    "Reversed, Death often describes change that is being held at arm's length. You may sense that something has run its course yet keep propping it up, out of fear, habit or loyalty to who you used to be. The result is a kind of limbo: the old form no longer fits, but the new one cannot arrive while you are still holding the door shut.\n\n" +
    "This position can also show a transition unfolding slowly, its endings happening in stages rather than all at once. Be gentle with yourself if letting go is hard; attachment is deeply human. Still, consider what it is costing you to stay where you are. Small acts of release, like clearing a room, ending a routine or saying an honest goodbye, can get a stalled process moving again and remind you that the sunrise on the horizon is still waiting.",
  categories: {
    general:
      "Death signals the close of a cycle and the start of a deep transformation, not a literal ending of life. Let go of what has run its course so the next chapter has room to begin.",
    love:
      "In love, this card can mark the end of an old pattern, a phase of a relationship, or occasionally the relationship itself. Couples who meet the change honestly often find a renewed bond, while those who are single may finally release an old attachment.",
    career:
      "A role, business direction or way of working may be drawing to a close. Rather than clinging to a position that no longer fits, look at what this transition frees you to pursue, and prepare practically for the shift.",
    health:
      "Read this card as a reflection on habits and routines that have outlived their usefulness, never as a prediction about your body. It can be a good moment to release patterns that drain your energy and make room for steadier rhythms of rest; for any real concern, talk with a qualified professional.",
    personal_development:
      "This is the card of shedding an old skin. Beliefs, roles or self-images that once protected you may now hold you back, and releasing them, though uncomfortable, opens the way to a truer version of yourself.",
    spirituality:
      "Spiritually, Death speaks of rebirth and the cycles of letting go that many traditions honour. Practices that help you accept impermanence, from quiet reflection to simple rituals of release, can bring surprising peace.",
    projects:
      "A plan may need to be ended, radically reshaped or archived so that time and resources can flow elsewhere. Closing something deliberately is kinder than letting it drag on; harvest what you learned before moving forward.",
    emotions:
      "You may be moving through grief, relief or a mixture of both as something ends. Allow each feeling its time, and trust that the heaviness of transition eases as the new shape of life emerges.",
    creativity:
      "Creatively, Death clears the canvas. Abandon a style or project that has gone stale, compost its best parts into something new, and allow yourself to be a beginner again.",
  },
  advice: "Let what is finished be finished, and turn your attention to the space its ending opens.",
  yesNo: "no",
  yesNoReason:
    "Death tends to answer no because the situation as it stands is ending, though that closing often clears the way for something better.",
  element: "Water",
  astrology: "Scorpio",
  imageAlt:
    "A skeleton in black armour rides a white horse and carries a black banner bearing a white five-petalled rose, while a fallen king lies beneath the hooves and a bishop, a young woman and a child react before him. In the distance a river flows and a sun rises between two towers.",
};
