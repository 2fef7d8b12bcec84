import type { CardKnowledge } from "../../cards";

export const card: CardKnowledge = {
  id: 20,
  numeral: "XX",
  keywords: {
    upright: ["awakening", "calling", "reckoning", "renewal", "absolution", "self-evaluation", "rebirth"],
    reversed: ["self-doubt", "harsh self-judgment", "ignoring a calling", "fear of change", "regret", "postponed decisions"],
  },
  summary:
    "An angel sounds a trumpet from the clouds and figures rise from their coffins with open arms. A call to wake up, take stock and answer your purpose.",
  upright:
    "An angel with red wings leans out of the clouds and blows a golden trumpet hung with a white flag bearing a red cross. Below, men, women and children rise from open coffins afloat on the water, arms lifted toward the sound, with snowy mountains behind them. This is not a fearsome verdict but a summons: an invitation to wake up and step into a fuller life.\n\n" +
    "Judgement often appears when you are ready to take stock honestly, forgive yourself for past mistakes and answer a call that has been growing louder. It may be a vocation, a decision you have delayed, or the recognition that an old chapter is truly finished. Review where you have been with clear eyes, keep the lessons and release the guilt. Something in you is rising, and the card urges you to respond wholeheartedly rather than lying still in the box of who you used to be.",
  reversed:
    "The trumpet still sounds in the reversed position, but you may be covering your ears. Perhaps you sense that a change is needed yet doubt you deserve it, or fear what answering the call would cost. Self-criticism can also run high in this position, turning healthy reflection into a harsh inner courtroom.\n\n" +
    "Ask yourself whose judgment you are really afraid of. Often it is our own voice that keeps us lying down. This reversal encourages you to review the past with compassion: acknowledge what went wrong, make amends where you can, and then let it rest. It may also suggest that an important decision is being postponed while you wait for a certainty that will never come. Listen for the call beneath the noise and take one step toward it. Renewal does not require perfection, only willingness.",
  categories: {
    general:
      "Judgement signals a moment of awakening and honest reckoning. Reflect on where you have been, make peace with it, and answer the call toward what comes next.",
    love:
      "In relationships, this card can bring a turning point where both people reassess what they want. Old hurts may be forgiven and a partnership renewed, or a clear-eyed decision made about the future; honesty is the key either way.",
    career:
      "Professionally, you may feel called toward a different path or a new level of responsibility. Evaluate your work honestly, recognise what you have learned, and be ready to act when a significant opportunity sounds its note.",
    health:
      "Take this card as a cue for an honest, kind inventory of your routines, energy and rest. It can be a fitting moment for a fresh start on habits that support you, with guidance from a professional if you would like it.",
    personal_development:
      "Growth comes through self-evaluation that leads to forgiveness and renewal. Integrate the lessons of the past so they become wisdom rather than weight.",
    spirituality:
      "Spiritually, Judgement marks an awakening, a sense of being called to a higher purpose or a deeper practice. Listen closely to what stirs your soul and respond with courage.",
    projects:
      "Now is the time to review a plan thoroughly, decide what to keep and what to drop, and relaunch with renewed purpose. A project you set aside may also deserve a second life.",
    emotions:
      "You may be releasing old guilt or regret and feeling lighter for it. Allow yourself to be forgiven, including by yourself, and notice the fresh energy that follows.",
    creativity:
      "An old idea may return asking to be reborn, or you may hear a clear call to work on something that truly matters to you. Answer it, and revisit past work with fresh eyes.",
  },
  advice: "Answer the call you have been hearing, and leave behind the guilt that keeps you from rising.",
  yesNo: "yes",
  yesNoReason:
    "Judgement leans yes, especially when the question concerns a fresh start or a decision you already know in your heart is right.",
  element: "Fire",
  astrology: "Pluto",
  imageAlt:
    "A red-winged angel emerges from grey clouds blowing a golden trumpet that carries a white flag with a red cross. Below, pale naked men, women and children rise from open coffins with arms raised, against a sea and snowy mountains.",
};
