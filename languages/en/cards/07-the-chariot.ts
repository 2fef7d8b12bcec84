import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 7,
  numeral: "VII",
  keywords: {
    upright: ["determination", "willpower", "victory", "momentum", "self-discipline", "clear direction"],
    reversed: ["lack of direction", "loss of control", "opposing forces", "aggression", "stalled progress", "forcing outcomes"],
  },
  summary:
    "A young victor rides out from the city, steering a black sphinx and a white one by will alone: focused drive that turns conflicting forces into forward motion.",
  upright:
    "The Chariot's driver holds no reins. He stands upright in a stone carriage beneath a canopy of stars, crescent moons on his shoulders and a wand in his hand, while two sphinxes, one black and one white, rest before him. What keeps them moving together is not leather or whip but his concentration. Behind him lies the walled city he is leaving; ahead lies the ground he means to win." +
    "\n\n" +
    "This card signals triumph through resolve. You may be pulled in opposite directions by heart and head, or by competing demands, yet harnessing both rather than abandoning one is what brings success. Stay disciplined, keep the destination in view, and move. The link with Cancer is a reminder that armour often protects a sensitive heart; the confidence here comes from inner steadiness, not bravado.",
  reversed:
    "Upside down, the sphinxes pull against each other and the chariot goes nowhere. Plans may stall, motivation may dip, or you may feel that life is steering you instead of the other way round. Frustration can spill into aggression, or into stubborn pushing that only burns fuel. You may be trying to drive two vehicles at once, promising progress on every front and moving on none." +
    "\n\n" +
    "Ask where your direction has blurred. Perhaps you are chasing a goal that really belongs to someone else, or trying to force outcomes that will not yield to pressure. Pause, take stock and realign before pressing on; rest the animals before asking them to run again. Sometimes the real victory is winning back command of yourself, then choosing one road and committing to it.",
  categories: {
    general:
      "Progress is within reach if you gather your energy and stay committed. Keep your goal fixed in front of you and refuse to be dragged sideways by competing pulls.",
    love:
      "The Chariot asks for clear intentions in love, whether you are pursuing someone or steering a relationship through a rough stretch. Balancing independence with partnership is the key, and things may move quickly once both people are heading the same way.",
    career:
      "Ambition is rewarded: a promotion, a competitive win or a hard-fought target is favoured. Manage conflicting demands with discipline and keep your eye on the finish line; travel for work may also feature.",
    health:
      "Drive is a resource worth watching: determination can power healthy routines, but relentless pushing can empty the tank. Balance effort with recovery, and steer by how you actually feel rather than by willpower alone.",
    personal_development:
      "Focus and self-discipline are the lessons. Learn to keep opposing parts of yourself, such as caution and courage, working in harness together instead of fighting for the wheel.",
    spirituality:
      "The spiritual task here is mastery of the self: guiding instinct and emotion with a calm, conscious will. A practice kept up even on days when motivation wavers builds real inner authority.",
    projects:
      "Momentum is on your side. Set firm milestones, keep the team pulling in one direction, and make decisive calls when obstacles appear rather than letting them stall the whole vehicle.",
    emotions:
      "You may feel driven, confident and ready to take on a challenge, with strong feelings harnessed toward a goal. Protect your softer side, but do not let the armour shut out the people who care.",
    creativity:
      "Channel creative energy into finishing: deadlines and sustained effort carry a piece over the line. Combine contrasting influences and ideas instead of choosing between them; the tension is your engine.",
  },
  advice: "Hold your direction with steady focus, and let determination carry you past the forces pulling you apart.",
  yesNo: "yes",
  yesNoReason:
    "Sustained effort and a clearly chosen direction point to yes, as long as you keep steering.",
  element: "Water",
  astrology: "Cancer",
  imageAlt:
    "An armoured young charioteer wearing a star-topped crown stands in a stone chariot beneath a blue canopy of stars, holding a wand, with crescent moons on his shoulders. Two sphinxes, one black and one white, rest before the chariot, and a walled town with red roofs rises behind a river.",
};
