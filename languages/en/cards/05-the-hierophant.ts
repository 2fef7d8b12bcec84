import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 5,
  numeral: "V",
  keywords: {
    upright: ["tradition", "teaching", "shared beliefs", "institutions", "mentorship", "ritual"],
    reversed: ["rebellion", "dogma", "unconventional paths", "questioning authority", "hollow conformity", "personal beliefs"],
  },
  summary:
    "Raising a hand in blessing over two kneeling students, the Hierophant represents inherited wisdom, the worth of teachers and traditions, and communities bound by shared values.",
  upright:
    "The Hierophant sits in a temple between two grey pillars, wearing a triple crown and holding a triple cross. Before him kneel two followers, and at his feet lie crossed keys, emblems of the knowledge he has been entrusted to pass on. Where the High Priestess keeps her secrets behind a veil, the Hierophant teaches openly, translating mystery into practices a whole community can share." +
    "\n\n" +
    "This card often appears when learning from an established system will serve you: a course, a mentor, a respected institution, or customs that have stood the test of time. It can also point to ceremonies such as weddings, graduations and rites of passage. Following a proven path is not a failure of imagination. Sometimes the wisest move is to master the form before reshaping it.",
  reversed:
    "Reversed, the Hierophant signals friction with convention. Rules that once gave life meaning may now feel hollow or confining, and you may be ready to question beliefs inherited from family, faith or profession. Breaking away can be healthy and brave when it grows from conviction rather than mere defiance. You may feel like the odd one out in a group whose rituals no longer speak to you." +
    "\n\n" +
    "The other side of this reversal is blind conformity: doing what is expected because it is easier than asking whether it fits. Look closely at any authority that discourages questions. Your task is to discover which traditions you truly want to keep and which you are ready to lay down, then to build your own principles with the care a good teacher would bring. In time, your own conscience can become a teacher worth following.",
  categories: {
    general:
      "Established methods and trusted advice are the surest guide right now. Consider who has walked this road before you, and learn from them before inventing something entirely new.",
    love:
      "The Hierophant favours commitment, shared values and relationships that follow a recognisable path, sometimes toward marriage or another formal promise. Compatibility of beliefs, family expectations and the traditions each person brings may be at the heart of the matter.",
    career:
      "Working within an organisation, earning qualifications or meeting professional standards is rewarded. A mentor or senior colleague may open doors, and conventional, well-tested financial choices are favoured over speculation.",
    health:
      "Take stock of whether your routines and sources of guidance genuinely support your wellbeing. Well-tested approaches and regular check-ins with a qualified professional fit this card better than passing trends or untried remedies.",
    personal_development:
      "Study, apprenticeship and structured learning help you grow now. Find a teacher whose values you respect, and later notice which of their lessons you truly want to make your own.",
    spirituality:
      "This card points toward organised practice, sacred ritual and spiritual community. Whether you return to a familiar tradition or explore an unfamiliar one, shared practice and guidance from someone knowledgeable can deepen your path.",
    projects:
      "Follow established best practice, consult people with expertise, and lean on proven frameworks. This is not the moment for untested shortcuts; a solid, conventional plan will carry the work further.",
    emotions:
      "You may find comfort in belonging, routine and the reassurance of people who share your values. If expectations feel confining, name that tension gently rather than pushing it aside.",
    creativity:
      "Learn the classic techniques and study the masters of your craft. Working inside a traditional form, such as a sonnet, a fugue or a still life, sharpens skill before you break the rules on purpose.",
  },
  advice: "Seek out a trusted teacher or proven tradition, and learn its lessons before deciding what to change.",
  yesNo: "maybe",
  yesNoReason:
    "Success depends on how well your plan fits the rules and expectations already in place, so the Hierophant answers maybe.",
  element: "Earth",
  astrology: "Taurus",
  imageAlt:
    "A religious figure in a red robe and a triple gold crown sits between two grey stone pillars, raising his right hand in blessing and holding a golden triple cross in his left. Two tonsured followers in patterned robes kneel before him, and two crossed keys lie on the red carpet at his feet.",
};
