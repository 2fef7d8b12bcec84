import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 1,
  numeral: "I",
  keywords: {
    upright: ["willpower", "skill", "manifestation", "resourcefulness", "focused intention", "persuasive speech"],
    reversed: ["manipulation", "untapped talent", "scattered focus", "trickery", "self-doubt", "empty promises"],
  },
  summary:
    "Wand raised and every tool laid out on his table, the Magician turns intention into action: you already hold what you need to make something real.",
  upright:
    "Above the Magician's head floats the sign of infinity, and on the table before him lie the emblems of all four suits: cup, pentacle, sword and wand. One hand lifts a white wand toward the sky while the other points to the earth, making him a living bridge between an idea and its result. When this card arrives, the ingredients are in place; what is missing is your focused decision to use them." +
    "\n\n" +
    "This is a card of skill put to work. It favours clear speech, confident pitching and the practical know-how that turns plans into something people can touch. Name what you want precisely, gather your resources and act while the energy is hot. The roses and lilies growing around him suggest that well-directed effort now can bear real fruit.",
  reversed:
    "Turned upside down, the Magician's tools are still on the table, but they are being ignored or misused. You might be doubting abilities you plainly have, scattering effort across too many half-started plans, or waiting for a permission nobody is going to give. Sometimes the trick is simply talking about a project so much that doing it never begins." +
    "\n\n" +
    "There is an older warning in this reversal too: the conjurer who dazzles with sleight of hand. Look carefully at offers that sound too polished, including the stories you tell yourself. If you catch yourself bending the truth to impress, or being bent by someone else's performance, name it plainly. Bring intention and action back into line, choose one tool and one goal, and let results rather than charm speak for you.",
  categories: {
    general:
      "The moment rewards initiative: your skills, contacts and materials are enough to move forward. Decide on a clear aim and direct your energy toward it instead of waiting for perfect conditions.",
    love:
      "The Magician brings charm, lively conversation and the confidence to say what you feel. If you are hoping to meet someone, take an active step rather than waiting to be noticed; in a relationship, use your words deliberately to create the closeness you want, and make sure the charm is backed by sincerity.",
    career:
      "Talent meets opportunity here, making this a strong card for pitches, negotiations, interviews and launching a venture. Present your abilities with conviction and lay every relevant skill on the table, the way the Magician displays his tools.",
    health:
      "Consider how intention shapes your daily energy, since small deliberate choices about sleep, food and movement add up. The Magician links mind and body, so notice whether mental overdrive is leaving your body behind, and ask a professional when something needs more than good habits.",
    personal_development:
      "You are being asked to recognise your own agency. Practise turning a thought into an action within the same day, even in tiny ways, so that confidence rests on evidence rather than hope.",
    spirituality:
      "As above, so below: the raised wand and the pointing finger describe spirit expressed through ordinary acts. Ritual, visualisation and focused meditation are especially potent now, as long as they lead back into how you actually live.",
    projects:
      "Everything needed for a strong start is within reach. Write down the goal, list the resources you already have, and begin with the task that uses your best skill; momentum tends to attract whatever is still missing.",
    emotions:
      "You may feel capable, quick and eager, with a sense that life is answering you back. Enjoy that spark, and keep checking that the confidence comes from honest feeling rather than performance.",
    creativity:
      "The Magician's table is a maker's workbench: words, colours, sounds and materials are ready to be shaped. Commit to one piece and finish it, because skill grows fastest when the tools are actually in your hands.",
  },
  advice: "Gather the tools you already hold, name your aim out loud, and act on it today.",
  yesNo: "yes",
  yesNoReason:
    "Yes is favoured here: the ability and resources are already on the table, provided you take deliberate action.",
  element: "Air",
  astrology: "Mercury",
  imageAlt:
    "A dark-haired young man in a white tunic and red robe raises a white wand skyward with one hand and points to the ground with the other, an infinity sign above his head. Before him a table holds a cup, a pentacle, a sword and a wand, with red roses and white lilies framing the yellow background.",
};
