import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 9,
  numeral: "IX",
  keywords: {
    upright: ["solitude", "introspection", "inner guidance", "wisdom", "soul-searching", "quiet retreat"],
    reversed: ["isolation", "loneliness", "avoidance", "lost bearings", "over-analysis", "refusing counsel"],
  },
  summary:
    "Alone on a snowy peak, the Hermit lifts a lantern holding a single star: wisdom found in solitude, and a light you carry for yourself and for others.",
  upright:
    "The Hermit stands on a cold summit, wrapped in a long grey cloak, lantern raised. Inside the lantern shines a six-pointed star, a small steady light that shows only the next few steps. His tall staff supports him on the climb, and the snow around him speaks of distance from the noise of ordinary life. He has withdrawn not to escape but to search for what truly matters." +
    "\n\n" +
    "When he appears, stepping back from crowds and constant input can help you hear yourself think. Reflection, study and unhurried time alone offer insight no outside voice can supply. Once you have found your own light, you may become a guide for others; notice that the Hermit holds his lantern high where it can be seen. Slow down, and let understanding gather at its own pace.",
  reversed:
    "Reversed, solitude can curdle into isolation. You may have withdrawn for so long that it now feels lonely or stale, or you may be avoiding people and decisions under the banner of needing time alone. A lantern nobody else ever sees begins to feel like a very small light. Perfectionism and endless analysis can also keep you up on the mountain long after the lesson has been learned." +
    "\n\n" +
    "The opposite can also be true: you are so busy and surrounded that there is no room for reflection at all, and you feel lost as a result. In either case, look for balance. Reach out if you have been hiding; carve out quiet if you have been drowning in noise. A single honest conversation with someone you trust can relight the lantern. Wisdom gathered alone needs connection before it becomes useful.",
  categories: {
    general:
      "A period of reflection will serve you better than rushing ahead. Step back from the fray, gather your thoughts, and trust the insight that surfaces in the quiet.",
    love:
      "The Hermit may describe a chosen season of being single, or a need for breathing room inside a relationship. Understanding yourself first will help you love more clearly, and a partner who respects your need for reflection is a good sign.",
    career:
      "You may be reassessing your direction or seeking work with deeper meaning. Focused solo work, research and specialist expertise are favoured; seek a seasoned mentor's counsel, or become that mentor for someone else.",
    health:
      "Ask whether you are getting enough quiet, rest and time away from constant stimulation. Solitary walks or reflective evening routines can restore energy, but notice if withdrawal slides into isolation, and reach out to friends or a professional if it does.",
    personal_development:
      "This is a rich time for soul-searching and honest self-examination. Journaling, a short retreat or slow, deliberate reading can illuminate the next stretch of your path.",
    spirituality:
      "The Hermit is the archetype of the seeker on a solitary road. Meditation, contemplation or time in wild places may bring insight, and the light you follow burns inside your own lantern, not someone else's.",
    projects:
      "Think before acting: careful analysis and planning now will spare you costly mistakes later. Work quietly and methodically through the details, in true Virgo fashion, before showing the plan to anyone.",
    emotions:
      "You may feel inward, subdued or in need of time alone. Honour that need while keeping a thread of connection to the people who matter to you.",
    creativity:
      "Solitude feeds your creativity now. Retreat to the studio, desk or notebook, away from outside opinions, and let the work develop on its own terms before you share it.",
  },
  advice: "Step back into quiet reflection, and follow the small, steady light of your own understanding.",
  yesNo: "maybe",
  yesNoReason:
    "The answer needs more looking inward before it shows itself, so the Hermit offers a maybe.",
  element: "Earth",
  astrology: "Virgo",
  imageAlt:
    "An old bearded man in a long grey hooded cloak stands alone on a snowy peak, holding up a lantern containing a glowing six-pointed star and leaning on a tall yellow staff. Behind him is a plain blue-grey sky.",
};
