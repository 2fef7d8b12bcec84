/**
 * 35 sample questions, one offered per press of 'Suggest question' (docs/product.md#reading-screen). Our own
 * words, in English; the screen offers its language's, in the same order (the reading catalog's `sampleQuestions`).
 */
export const SAMPLE_QUESTIONS: readonly string[] = [
  "What do I most need to understand about my situation right now?",
  "What energy should I carry into the coming month?",
  "Is this the right time to make a big change?",
  "What is holding me back from moving forward?",
  "How can I bring more balance into my daily life?",
  "What lesson is this difficult period trying to teach me?",
  "Should I say yes to the opportunity in front of me?",
  "What does my heart want that my mind keeps ignoring?",
  "How can I strengthen my closest relationship?",
  "What should I know before starting a new relationship?",
  "How can I let go of a past relationship with grace?",
  "Where is my career heading if I stay on this path?",
  "What step would move my work life in a better direction?",
  "Is it wise to ask for more responsibility at work?",
  "How can I feel more secure about money this year?",
  "What habit would most support my wellbeing?",
  "Where am I spending energy that I could save for myself?",
  "How can I rest more deeply when life feels busy?",
  "Which strength of mine am I underestimating?",
  "What old story about myself is ready to be rewritten?",
  "How can I grow more patient with myself?",
  "What is my intuition trying to tell me?",
  "How can I deepen my spiritual practice?",
  "What sign should I watch for in the weeks ahead?",
  "Will my current project succeed if I keep my plan?",
  "What is the next practical step for my project?",
  "What obstacle in my plans have I not yet noticed?",
  "Why have I been feeling restless lately?",
  "How can I make peace with a feeling I keep avoiding?",
  "What would help me feel lighter this week?",
  "How can I reconnect with my creativity?",
  "What idea deserves more of my attention?",
  "What is blocking my creative flow, and how do I clear it?",
  "What should I focus on to make today meaningful?",
  "What can I celebrate about how far I have come?",
];

/**
 * One sample question of `questions` (English's by default), picked by `random` (a float in [0, 1)). It
 * avoids repeating `previous` so that pressing the button twice always offers something new.
 */
export function suggestQuestion(random: () => number = Math.random, previous?: string, questions: readonly string[] = SAMPLE_QUESTIONS): string {
  const choices = previous ? questions.filter((question) => question !== previous) : questions;
  return choices[Math.floor(random() * choices.length)];
}
