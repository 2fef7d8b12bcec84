import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 8,
  numeral: "VIII",
  keywords: {
    upright: ["inner strength", "courage", "compassion", "patience", "gentle influence", "self-control"],
    reversed: ["self-doubt", "insecurity", "raw emotion", "low confidence", "impatience", "loss of nerve"],
  },
  summary:
    "A woman calmly closes a lion's jaws with her bare hands: Strength is the quiet courage and patience that tame fierce energy without force.",
  upright:
    "On this card a woman in white, garlanded with flowers and crowned by the infinity sign, rests her hands on a lion's mouth. There is no struggle and no weapon. The lion, creature of Leo and of raw passion, bows to her touch because she meets it with steadiness rather than fear. Softness becomes a form of power. Strength in this sense is not domination but the calm confidence that comes from knowing and accepting yourself." +
    "\n\n" +
    "The card asks you to meet challenges with patience, kindness and resilience. Anger, desire or fear are not enemies to crush; they are powerful energies that can be befriended and guided. Compassion, for yourself and for others, will achieve more than brute effort. Trust that gentle persistence, repeated day after day, can move what shoving never could.",
  reversed:
    "Reversed, the lion seems to have the upper hand. You might be caught in self-doubt, convinced you lack the courage for what lies ahead, or swept along by feelings that flare into outbursts. Your inner resources feel out of reach, even though they have not gone anywhere. Perhaps you have been performing toughness for so long that the quieter kind of courage has gone unused, or impatience is pushing you to force a result that only time can bring." +
    "\n\n" +
    "This position asks you to rebuild confidence gently, because harshness toward yourself only makes the lion wilder. Recall earlier moments when you coped with more than you expected, and lean on that evidence. Small acts of courage, honest rest and kind self-talk restore the bond between you and your strength, so you can face the situation with a steadier hand.",
  categories: {
    general:
      "You have more resilience than you may realise. Meet the situation with patience and quiet confidence, and it is likely to yield to steady, gentle effort rather than to force.",
    love:
      "Strength favours love built on patience, compassion and emotional maturity. Passion is present, yet tempered with tenderness, so difficult moments can be handled through understanding rather than power struggles.",
    career:
      "Calm persistence and emotional intelligence carry the day at work. You may be handling demanding people or heavy pressure; grace under strain earns respect, and steady effort builds financial security over time.",
    health:
      "This card invites reflection on resilience and kind discipline: consistent rest, nourishing routines and the way you speak to yourself on hard days. Energy tends to return through patience rather than extremes, and asking for support is itself an act of strength.",
    personal_development:
      "The lesson is courage balanced with compassion. Work on befriending your instincts rather than suppressing them, and treat each setback as a chance to practise patience.",
    spirituality:
      "Spiritual strength lies in the union of instinct and higher will, shown by the infinity sign above the woman's head. Practices that cultivate loving-kindness and steady presence deepen that union.",
    projects:
      "Progress may feel slow, but perseverance will carry the project through. Keep calm under pressure, lead through encouragement rather than command, and let consistency do the heavy lifting.",
    emotions:
      "You are learning to hold strong feelings without being ruled by them. Offer yourself warmth and patience, and a grounded, unshowy confidence will follow.",
    creativity:
      "Creative passion runs hot now, so channel it with care. Let raw feeling fuel the first draft, then shape it with the same gentle, steady hand the woman offers her lion.",
  },
  advice: "Meet what is wild in you and around you with patience and kindness rather than force.",
  yesNo: "yes",
  yesNoReason:
    "Calm courage and perseverance make a good outcome likely, so Strength answers yes.",
  element: "Fire",
  astrology: "Leo",
  imageAlt:
    "A woman in a white gown, with flowers woven through her hair and wound around her waist and an infinity sign above her head, gently closes the jaws of a large red-orange lion. They stand on green ground under a yellow sky, with a blue mountain in the distance.",
};
