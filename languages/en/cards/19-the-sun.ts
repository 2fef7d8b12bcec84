import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 19,
  numeral: "XIX",
  keywords: {
    upright: ["joy", "success", "vitality", "confidence", "clarity", "warmth", "celebration"],
    reversed: ["temporary setbacks", "dimmed enthusiasm", "overconfidence", "delayed success", "blocked playfulness", "forced cheerfulness"],
  },
  summary:
    "Beneath a radiant sun, a child rides a white horse bareback, carrying a bright red banner past a wall of sunflowers. Warmth, clarity and wholehearted joy.",
  upright:
    "A great sun with a calm human face fills the sky, its straight and wavy rays spreading in every direction. Below, a naked child crowned with flowers and a red feather rides a white horse without saddle or reins, one arm flung wide, the other holding a billowing red banner. Behind them, sunflowers lean over a grey wall. Everything about this card says openness: nothing hidden, nothing held back.\n\n" +
    "The Sun is among the most positive cards in the deck. It brings clarity after confusion, energy after fatigue, and a sense that you can be fully yourself without apology. Success is within reach, especially when you approach things with confidence and a light heart. Relationships feel warmer and simple pleasures shine brighter, so let yourself enjoy them. The child does not need to grip the horse; trust and delight carry them along. Share your warmth generously, because this light grows when it is shared.",
  reversed:
    "Even upside down, the Sun keeps shining, though clouds may drift across it. You might feel less enthusiastic than usual, meet a small delay, or find that success is arriving more slowly than you hoped. The underlying energy remains good; it simply needs a little more patience or effort to come through.\n\n" +
    "Sometimes this reversal hints at overconfidence, an assumption that everything will work out without attention, or at brightness worn as a mask over tiredness or doubt. It can also point to a disconnection from your playful, spontaneous side. Ask what would help you feel genuinely lighter rather than merely acting cheerful. Spend time in daylight, with people who make you laugh, or on pastimes you loved as a child. Warmth returns most easily once you stop insisting that it should already be here.",
  categories: {
    general:
      "The Sun is a bright, encouraging sign of clarity, success and genuine happiness. Approach the situation openly and confidently; things are likely to look better than you feared.",
    love:
      "In love, this card brings warmth, playfulness and openness between partners. It favours honest affection and shared joy, sometimes happy family news, and singles may shine simply by being themselves.",
    career:
      "Professionally, the Sun points to recognition, visible achievement and the energy to take on challenges. Financially it suggests a period of stability and reward, so let your talents be seen.",
    health:
      "The Sun reflects vitality and asks you to notice what truly refreshes you, such as daylight, play, movement and good company. Enjoy what feels good while keeping a balanced rhythm between bright, busy days and proper rest.",
    personal_development:
      "Growth comes through self-acceptance and letting your authentic self be visible. Confidence built on honesty rather than performance allows you to shine without strain.",
    spirituality:
      "Spiritually, the Sun speaks of joy as a sacred experience and of feeling held by life itself. Gratitude and simple wonder can be powerful practices right now.",
    projects:
      "Plans are favoured, with clear goals and enthusiasm carrying them forward. Share progress openly, celebrate milestones, and let the momentum help you complete what you started.",
    emotions:
      "You may feel lighter, happier and more at ease with yourself. Let that brightness in fully, and notice how it spreads to the people around you.",
    creativity:
      "Creatively, the Sun brings playful, exuberant energy and the confidence to show your work. Make things freely and joyfully, the way a child does, without worrying about judgment.",
  },
  advice: "Step into the light with an open heart, and let yourself enjoy what is going well.",
  yesNo: "yes",
  yesNoReason: "The Sun is one of the clearest yes cards in the deck, pointing to a bright and favourable outcome.",
  element: "Fire",
  astrology: "Sun",
  imageAlt:
    "A large sun with a serene human face radiates straight and wavy rays over a naked child crowned with flowers and a red feather, who rides a white horse bareback and holds a billowing red banner. Tall sunflowers rise behind a grey stone wall.",
};
