import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 15,
  numeral: "XV",
  keywords: {
    upright: ["attachment", "temptation", "unhealthy patterns", "materialism", "feeling trapped", "shadow self", "compulsion"],
    reversed: ["breaking free", "release", "reclaiming power", "seeing the pattern", "detachment", "facing the shadow"],
  },
  summary:
    "A horned figure looms over a chained couple whose loose collars could be lifted off. The bonds that hold you may be looser than they appear.",
  upright:
    "Beneath a horned, bat-winged figure with an inverted pentagram on its brow, a man and a woman stand chained to a black pedestal. They have grown small horns and tails of their own, as if they have begun to resemble what binds them. Yet look closely: the chains around their necks hang loosely enough to slip off. The Devil speaks of the ties we accept, often without noticing, that limit our freedom.\n\n" +
    "This card can point to habits, dependencies, relationships or ambitions that have taken on a life of their own. It can also highlight materialism, or the pull of short-term pleasure over long-term wellbeing. None of this is meant to shame you. The Devil asks you to look honestly at what has a grip on you and what you gain from keeping it. Naming the pattern is the first loosening of the chain, and support from others can help you lift it away.",
  reversed:
    "Turned upside down, this card often marks the moment of waking up. You recognise a pattern for what it is, and the urge to break free grows stronger than the comfort of staying. This can be the start of reclaiming time, energy or self-respect from something that had been quietly consuming them.\n\n" +
    "Liberation is rarely a single dramatic act, though. You may slip back, or find that old temptations return in new disguises. Be patient and truthful with yourself; every small refusal strengthens your independence. The reversal can also ask you to face the shadow side of your personality, the jealousy, fear or hunger you would prefer not to see, so that it loses its hidden power. In some readings it warns that an attachment has deepened instead, and if so, reaching out for support is a sign of strength.",
  categories: {
    general:
      "The Devil asks what is holding you in place and whether you have agreed to it more than you realise. Look honestly at the patterns, desires or fears that have the upper hand, and remember that the chains in the card are loose.",
    love:
      "In love, this card can reveal intense attraction, but also possessiveness, codependency or a bond that feels hard to leave. Ask whether the connection rests on freedom and mutual respect or on fear, habit and control.",
    career:
      "Professionally, the Devil may describe golden handcuffs: a job kept for money or status that no longer feels right, or a culture that rewards overwork. Financially, be wary of debt and of spending driven by compulsion rather than need.",
    health:
      "Rather than anything medical, read this card as a mirror for habits that have taken hold, whether around screens, substances, food or overwork. Notice what you reach for when you are tired or stressed; if a pattern feels hard to change alone, a qualified professional or a support group can help.",
    personal_development:
      "Personal growth here means shadow work: meeting the parts of yourself you would rather hide. Understanding why a pattern formed loosens its hold and gives you back a real choice.",
    spirituality:
      "Spiritually, the Devil points to whatever distracts you from your deeper values, including material obsessions and rigid dogmas. Awareness without self-condemnation is the path toward freedom.",
    projects:
      "A plan may be driven by ego, fear of missing out, or sunk costs that make it hard to walk away. Check your real motives, and ask whether the project serves you or you have started serving it.",
    emotions:
      "You may feel trapped by strong emotions such as jealousy, craving or resentment. Treat them as information rather than commands; simply naming what you feel is often enough to loosen its grip.",
    creativity:
      "Creatively, the Devil can unlock raw, provocative energy if you are willing to explore darker themes. Just make sure perfectionism or a hunger for approval is not chaining you to the work.",
  },
  advice: "Name what has a hold on you, and test how loose the chain really is.",
  yesNo: "no",
  yesNoReason:
    "The Devil leans no because the question may be tangled up with attachment, temptation or pressure that would not serve you.",
  element: "Earth",
  astrology: "Capricorn",
  imageAlt:
    "A horned, bat-winged devil with an inverted pentagram on its brow crouches on a black pedestal, one hand raised and the other holding a downturned flaming torch. A naked man and woman with small horns and tails stand loosely chained by their necks to the pedestal below.",
};
