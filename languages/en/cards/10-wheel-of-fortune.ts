import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 10,
  numeral: "X",
  keywords: {
    upright: ["cycles", "change", "turning point", "good fortune", "destiny", "timing"],
    reversed: ["setbacks", "resistance to change", "bad luck", "repeating patterns", "delays", "feeling powerless"],
  },
  summary:
    "A great wheel turns among the clouds, lifting some things and lowering others: a turning point, and a reminder that every situation moves in cycles.",
  upright:
    "The Wheel of Fortune floats in a sky of clouds, marked with letters and alchemical symbols. A sphinx with a sword sits calmly on top, a snake slides down one side, and a jackal-headed figure rises on the other. In the four corners, an angel, an eagle, a bull and a lion read from open books, steady witnesses to all the turning. Life moves in cycles, and right now the wheel is in motion." +
    "\n\n" +
    "This card often heralds a change of fortune, frequently for the better, or a moment when circumstances shift in ways you did not plan. Its tie to Jupiter, planet of expansion and luck, suggests opportunity for those who stay alert. You cannot control every spoke, but you can choose how you respond. Meet the turning with flexibility and be ready to act when the moment comes round.",
  reversed:
    "Reversed, the wheel may seem to be turning against you. Delays, unexpected setbacks or a run of bad luck can leave you feeling powerless, or you may notice the same situation returning again and again as a pattern you have not yet broken. It is tempting to blame fate entirely, but that view can hide the choices still open to you." +
    "\n\n" +
    "Resistance often makes this harder: clinging to how things were, or insisting the wheel stop where you liked it. Remember that downward turns are also part of the cycle and will not last for ever. Look at which parts of the pattern are within your influence, learn what this phase is teaching, and prepare quietly. The wheel keeps moving, and you can rise with it.",
  categories: {
    general:
      "Circumstances are shifting, and a turning point may be closer than it looks. Stay adaptable, watch for openings that arrive unannounced, and remember that no phase, good or hard, stays fixed for long.",
    love:
      "The Wheel can coincide with a chance meeting, a sudden change in a relationship's footing, or someone from the past coming round again. Move with the turning rather than gripping tightly, and notice whether an old romantic pattern is asking, at last, to be broken.",
    career:
      "A change in work or money may be in the air: an unexpected opening, a lucky introduction or a cycle drawing to a close. Position yourself to catch the upswing by keeping skills and contacts fresh, and avoid staking everything on luck alone.",
    health:
      "Reflect on the natural rhythms of your energy, the hours and seasons when you feel stronger or more tired. Working with those cycles, and letting routines flex as life changes, tends to support balance better than fighting them.",
    personal_development:
      "The lesson is making peace with change while learning to spot your own recurring patterns. Look back at earlier turning points to see what you learned, and what you keep repeating.",
    spirituality:
      "The Wheel speaks of karma, cycles and a larger order behind events. Pay attention to meaningful coincidences, and cultivate a calm centre, like the still hub of the wheel, that holds steady while the rim spins.",
    projects:
      "Timing matters enormously now. An opportunity may appear suddenly, so keep the project ready to move, and build in slack for developments nobody can predict.",
    emotions:
      "Moods may rise and fall like the rim of the wheel, with circumstances changing faster than feelings can settle. Anchor yourself in the things and people that stay constant while the rest shifts.",
    creativity:
      "Inspiration may arrive in unexpected bursts, or an abandoned idea may come round again, ripe at last. Ride the creative seasons: work hard in the upswings and let yourself lie fallow in the lulls.",
  },
  advice: "Stay loose and alert while the wheel turns, ready to act when opportunity comes round.",
  yesNo: "maybe",
  yesNoReason:
    "Outcomes are still in motion, shaped by timing and by how you respond to change, so the Wheel answers maybe.",
  element: "Fire",
  astrology: "Jupiter",
  imageAlt:
    "A great orange wheel inscribed with letters and alchemical symbols turns among clouds, a blue sphinx holding a sword perched on top, a yellow snake sliding down its left side and a red jackal-headed figure rising on its right. In the four corners, winged figures of an angel, an eagle, a bull and a lion read open books.",
};
