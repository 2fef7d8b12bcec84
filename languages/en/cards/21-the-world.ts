import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 21,
  numeral: "XXI",
  keywords: {
    upright: ["completion", "fulfilment", "wholeness", "integration", "achievement", "travel", "belonging"],
    reversed: ["incompletion", "loose ends", "lack of closure", "delays", "shortcuts", "hollow success"],
  },
  summary:
    "A dancer wrapped in a violet sash moves within a laurel wreath, watched by four creatures at the corners. A cycle is complete, and everything comes together.",
  upright:
    "At the centre of an oval laurel wreath tied with red ribbons, a figure dances, lightly wrapped in a violet sash and holding a white wand in each hand. In the four corners, set among clouds, appear a human head, an eagle, a bull and a lion, traditional emblems of the four fixed signs and the four elements. The scene is balanced and complete: every part of the picture is in its place, and the dancer moves freely within the circle.\n\n" +
    "This card celebrates the fulfilment of a long journey. Effort has borne fruit, lessons have been absorbed, and you can feel a sense of wholeness and belonging. It can mark a graduation, a finished project, a milestone reached or simply a feeling of being at home in the world. Take time to honour what you have achieved before rushing on. Every ending of this kind is also a doorway, and the next cycle will begin from a stronger foundation.",
  reversed:
    "A reversed World suggests that you are close to completion but not quite there. A final step may be missing, a loose end is still dangling, or you are reluctant to close a chapter because you are unsure what comes after. Sometimes the sense of incompleteness is internal: you have reached a goal, yet it does not feel as satisfying as you expected.\n\n" +
    "Look at what remains unfinished and whether it truly needs finishing, or whether you can let it go with grace. Shortcuts taken earlier may need revisiting. If you are waiting for perfect conditions before declaring something done, consider that done may be good enough. The dancer's wreath is not a cage but a frame. Tie off what you can, recognise the distance you have travelled, and allow the circle to close so that a new one can open.",
  categories: {
    general:
      "The World signals completion, achievement and a satisfying sense of wholeness. A chapter is reaching a fulfilling close, and you are ready for whatever larger cycle follows.",
    love:
      "In love, this card points to deep fulfilment, commitment and a sense of belonging together. It can mark a milestone such as moving in, marriage or simply feeling complete as a couple, while singles may feel whole enough on their own to welcome a partner freely.",
    career:
      "Professionally, the World favours successful completions, well-earned recognition and opportunities that may reach across borders. Financially, long-term efforts are paying off; wrap up current work neatly before taking on the next.",
    health:
      "The dancer invites you to appreciate moments when body, mind and daily life feel in step with one another. Reflect on the habits that have helped you feel whole, and keep giving them a place in your routine.",
    personal_development:
      "Growth reaches a point of integration, where lessons from many experiences come together into a clearer sense of who you are. Acknowledge how far you have come before setting your next intention.",
    spirituality:
      "Spiritually, the World expresses unity and the feeling of being part of a greater whole. Moments of connection with nature, community or the sacred feel especially meaningful now.",
    projects:
      "A plan is reaching successful completion. Tie up loose ends, record what worked, and celebrate with everyone involved before mapping out the next venture.",
    emotions:
      "You may feel content, balanced and at peace with your journey. Savour this completeness rather than immediately searching for what is missing.",
    creativity:
      "Creatively, this is the moment to finish, present or publish. Your vision has come together, so share it with the wider world and take pride in the whole.",
  },
  advice: "Finish what you began, celebrate the full circle, and step into the next cycle from a place of wholeness.",
  yesNo: "yes",
  yesNoReason: "The World leans yes, signalling a successful completion and a satisfying outcome to the question.",
  element: "Earth",
  astrology: "Saturn",
  imageAlt:
    "A dancing figure wrapped in a violet sash holds a white wand in each hand inside an oval green laurel wreath tied with red ribbons. The heads of a man, an eagle, a bull and a lion look out from clouds in the four corners against a blue sky.",
};
