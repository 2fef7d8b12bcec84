import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 4,
  numeral: "IV",
  keywords: {
    upright: ["structure", "authority", "stability", "leadership", "discipline", "protection"],
    reversed: ["rigidity", "controlling behaviour", "domination", "lack of discipline", "power struggles", "stubbornness"],
  },
  summary:
    "Enthroned in stone with rams' heads at his shoulders, the Emperor stands for order built to last: clear rules, steady leadership and the discipline to protect what matters.",
  upright:
    "The Emperor's throne is cut from grey stone and carved with the rams of Aries, sign of drive and first initiative. Beneath his red robe he wears armour, and he grips an ankh-topped sceptre in one hand and an orb in the other. Behind him rise bare orange mountains: nothing soft grows there, but nothing shifts easily either. He carries the energy of structure, responsibility and the calm assurance of someone who has taken charge." +
    "\n\n" +
    "When you draw him, the situation calls for order. Set boundaries, make a plan with clear steps, and accept that leadership sometimes means making the decision others keep avoiding. He can also represent a protective figure or an experienced mentor who offers stability. Authority used well creates a safe framework within which other people can thrive.",
  reversed:
    "Reversed, the Emperor's strength hardens into something brittle. Rules may have become more important than the people they were meant to serve, or a boss, parent or partner may be controlling, inflexible or quick to anger. You could also be the one gripping too tightly, mistaking control for security. Notice where fear of chaos is driving decisions that ought to come from care." +
    "\n\n" +
    "The opposite reading is equally common: a lack of structure, with deadlines slipping, finances drifting and no one willing to own the outcome. Ask yourself honestly whether this moment needs more firmness or less. Either way, the remedy is authority that is fair, transparent and open to feedback, including feedback from the part of you that is tired of always being in charge.",
  categories: {
    general:
      "Stability comes from taking responsibility and putting sensible structures in place. Lead with clarity and consistency, and the situation is likely to settle around the framework you build.",
    love:
      "The Emperor favours commitment, reliability and clear boundaries. He may describe a protective, steady partner, or ask you to become that steady presence yourself; just make sure security never slides into control, and that both voices carry equal weight.",
    career:
      "Leadership, promotion and recognition of your competence are strong themes. Organise your finances, put agreements in writing, and approach ambitions with a strategy; established institutions and senior figures may prove useful allies.",
    health:
      "Think about the architecture of your days: regular sleep, consistent movement and meals at steady times can restore a sense of footing. Balance discipline with flexibility, since rigid rules followed through exhaustion serve nobody.",
    personal_development:
      "Self-mastery is the lesson: keeping promises to yourself, setting goals and building habits that outlast a good mood. It is also worth exploring how you relate to authority, both your own and other people's.",
    spirituality:
      "The Emperor suggests a practice that is regular and structured rather than dependent on inspiration. Reflect on where you find order and meaning, and how your values can become a foundation solid enough to stand on.",
    projects:
      "Now is the time for timelines, clear roles and a firm plan. Define who is responsible for what, set measurable milestones, and defend the project against distractions and creeping scope.",
    emotions:
      "You may feel steady, in command and ready to take the lead, or you may be holding your feelings behind armour. Real strength includes letting trusted people see what lies underneath the breastplate.",
    creativity:
      "Structure can liberate creativity: a daily schedule, a defined form or a firm deadline gives ideas a frame to grow within. Treat your art as a craft to be mastered, and build it brick by brick.",
  },
  advice: "Build a clear structure around what matters most, and lead it with steady, fair authority.",
  yesNo: "yes",
  yesNoReason:
    "A solid plan and a willingness to take responsibility for it tip the Emperor toward yes.",
  element: "Fire",
  astrology: "Aries",
  imageAlt:
    "A white-bearded ruler in a gold crown, red robe and steel armour sits on a grey stone throne carved with rams' heads, holding an ankh-shaped sceptre in one hand and a golden orb in the other. Barren mountains rise behind him against a deep orange-red sky.",
};
