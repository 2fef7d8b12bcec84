import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 16,
  numeral: "XVI",
  keywords: {
    upright: ["sudden change", "upheaval", "revelation", "collapse of illusions", "awakening", "breakthrough", "disruption"],
    reversed: ["averted disaster", "fear of change", "delayed upheaval", "inner turmoil", "clinging to structures", "rebuilding"],
  },
  summary:
    "Lightning strikes a tall tower, knocking its crown loose and sending two figures tumbling. What was built on shaky ground gives way, and the truth is exposed.",
  upright:
    "A bolt of lightning splits the top of a grey tower perched on a rocky peak. Its golden crown topples, flames burst from the windows, and two figures fall headlong through the dark sky, surrounded by drops of fire. The Tower is the card of sudden disruption: a structure that seemed solid turns out to rest on a false premise, and it cannot stand any longer.\n\n" +
    "In the moment this can feel shocking. A plan falls through, a secret comes to light, or a belief you relied on proves untrue. Yet the lightning is also illumination. What collapses is what was not sound, and the clearing that follows gives you the chance to build on honest foundations. You do not have to welcome the upheaval to learn from it. Focus on what is real now, take care of the essentials, and let the dust settle before deciding what to rebuild.",
  reversed:
    "An inverted Tower can suggest upheaval that has been narrowly avoided, or one that is happening inside you rather than around you. You may sense cracks forming and be working hard to hold the walls up. Sometimes that effort is wise; sometimes it only delays a reckoning that would be gentler if faced sooner.\n\n" +
    "This position also describes the aftermath of a shake-up, when you are sorting through the rubble and deciding what to keep. Fear of change may be stronger than the change itself. Ask whether you are clinging to a structure because it still shelters you or simply because it is familiar. A controlled renovation, chosen on your own terms, can spare you the lightning strike. And if the storm has already passed, give yourself credit for coming through it before you lay the first new stone.",
  categories: {
    general:
      "The Tower points to a sudden shift that exposes what was unstable. It is unsettling, but it sweeps away illusions and gives you the chance to rebuild on firmer ground.",
    love:
      "In relationships, a truth may surface abruptly, or an argument may drag long-buried issues into the open. Painful as that feels, it can break a stale pattern; honesty now allows either renewal or a clear, necessary parting.",
    career:
      "At work, watch for restructuring, an abrupt change of plans, or a revelation that alters how you see your job. Keep your footing by focusing on your skills and the essentials, and treat the shake-up as a chance to reconsider your direction.",
    health:
      "Use this card to reflect on what happens to your energy during sudden stress. Give yourself extra rest, steady routines and supportive company while things are turbulent, and reach out to a professional if the strain feels heavy.",
    personal_development:
      "A belief about yourself or the world may crumble, leaving you briefly disoriented. Uncomfortable as it is, this breakthrough makes room for a more authentic sense of self built on what you now know to be true.",
    spirituality:
      "Spiritually, the Tower is a flash of sudden insight, the kind that shatters old certainties. Let the lightning show you what was false, and stay open to the wider view it reveals.",
    projects:
      "A plan may hit an unexpected obstacle or reveal a fundamental flaw. Rather than patching over the cracks, judge honestly whether to rebuild from the ground up or redirect your effort.",
    emotions:
      "Feelings may run intense and chaotic as something you relied on shifts. Be gentle with yourself; shock needs time to settle, and stability returns one step at a time.",
    creativity:
      "Creatively, the Tower delivers a disruptive spark that can smash through blocks and tired formulas. Welcome the chaos as raw material, then shape whatever survives into something bolder.",
  },
  advice: "When something collapses, ground yourself in what is true and build again on firmer foundations.",
  yesNo: "no",
  yesNoReason:
    "The Tower leans no because the current arrangement is likely to be shaken, even if what follows the upheaval proves better.",
  element: "Fire",
  astrology: "Mars",
  imageAlt:
    "Lightning strikes the top of a tall grey tower on a rocky crag, knocking off its golden crown as flames pour from the windows. Two figures, one of them crowned, fall headfirst through a black sky scattered with grey clouds and yellow drops of fire.",
};
