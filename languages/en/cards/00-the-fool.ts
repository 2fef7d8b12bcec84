import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 0,
  numeral: "0",
  keywords: {
    upright: ["new beginnings", "leap of faith", "spontaneity", "innocence", "open road", "free spirit"],
    reversed: ["recklessness", "frozen hesitation", "naivety", "fear of the unknown", "scattered energy", "ignored warnings"],
  },
  summary:
    "A traveller steps toward a cliff edge with a white rose in hand and a small dog at his heels: beginnings taken on trust, before experience has taught caution.",
  upright:
    "The Fool stands at the very start of the journey, face tilted toward the sun, so absorbed in the open sky that the drop at his feet barely registers. When he appears, something in your life is asking for a first step rather than a finished plan. The little bundle on his staff holds all he needs for now, and the white rose in his hand speaks of a motive that is still clean and unguarded." +
    "\n\n" +
    "This is an invitation to meet what is new with curiosity instead of a checklist. You do not have to know where the path ends to begin walking it. The small dog leaping beside him is often read as instinct keeping pace with the dreamer, so let enthusiasm lead while a quieter part of you still watches the ground beneath your boots.",
  reversed:
    "Reversed, the Fool's easy stride can tip into a stumble. Either you are rushing toward the edge without glancing down, saying yes to everything because slowing down feels dull, or you are frozen at the lip of the cliff, bag packed, unable to move because the landing is not guaranteed. Neither extreme is freedom: one ignores the ground, the other refuses the sky." +
    "\n\n" +
    "Both versions point to the same question: what are you trusting, and does it deserve that trust? Notice whether a fresh start is being spoiled by carelessness with money, promises or other people's feelings, or whether fear is dressing itself up as good sense. The little dog is still barking its warning. Listen to it, then choose a step that is brave without being blind.",
  categories: {
    general:
      "A new chapter is opening, and it favours a beginner's mind over a polished strategy. Take the first honest step and let the route reveal itself as you go, checking only that the ground will hold you.",
    love:
      "For someone single, the Fool suggests meeting people lightly, without a script for how it must turn out. In a relationship it invites play, a shared adventure or a fresh start that shakes off routine. Keep the openness, but say clearly what you are offering so no one is left guessing.",
    career:
      "This card often turns up around a career change, a first job, a freelance leap or an idea that does not yet fit any job title. Enthusiasm is your real asset here; pair it with a modest financial cushion so the jump feels exciting rather than frightening.",
    health:
      "The Fool's energy is buoyant and restless, so reflect on whether your days leave room for fresh air, movement you enjoy and genuine rest. Try a new habit with a beginner's patience rather than an all-or-nothing plan, and notice where impulsiveness tends to drain your reserves.",
    personal_development:
      "Growth here comes through experience rather than study: trying, fumbling and learning on the road. Let yourself be a beginner at something, and treat early mistakes as the price of admission, not as proof that you should stop.",
    spirituality:
      "The Fool is the soul at zero, holding every possibility before the long journey through the Major Arcana begins. Your inner life may feel fresh and unformed now; approach practices with wonder, and trust that you do not need certainty to set out.",
    projects:
      "An idea that has lived in a notebook is ready to meet the world. Start small and soon, test the concept in real conditions, and draw the map once you can see the terrain; just identify the one or two risks that could send everything over the cliff.",
    emotions:
      "You may feel light, hopeful and a little giddy, or restless with the sense that something is about to change. Let that lift carry you, while staying honest about any anxiety hiding underneath the excitement.",
    creativity:
      "Creative energy is raw, playful and unpolished, which is exactly right at the start. Sketch, improvise and make things you are unsure about; the Fool's gift is the freedom to create before you have learned all the rules.",
  },
  advice: "Take the first step with open eyes, trusting your curiosity while keeping one foot on solid ground.",
  yesNo: "maybe",
  yesNoReason:
    "The Fool says yes to adventure but cannot promise a safe landing, so the answer depends on whether you are ready to accept the unknown.",
  element: "Air",
  astrology: "Uranus",
  imageAlt:
    "A young traveller in a flowered tunic and feathered cap strides toward a cliff edge with a bundle on a staff over his shoulder and a white rose in his raised hand. A small white dog leaps at his heels, with a bright white sun in a yellow sky and snowy peaks behind him.",
};
