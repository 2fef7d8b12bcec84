import { firstRulePhrase, focusPhrase, oneWordPhrase, type PhraseRule, type FocusPhraseWords } from "../../../focus-phrase";

/** English's words for a question's focus phrase (languages/focus-phrase.ts): "Will I pass my driving test in March?" → "your driving test in March". */
const WORDS: FocusPhraseWords = {
  openers: { my: "your", our: "your", the: "the", this: "this", that: "that" },
  inside: { my: "your", our: "your" },
  stops: new Set(["more", "less", "better", "worse", "again", "first", "most", "this", "next", "or", "and", "but", "because", "if", "when", "so", "that", "who", "which", "to", "than", "as", "while", "after", "before", "until", "since", "for", "with"]),
  idioms: ["worth it", "worth the effort", "worth the risk"],
  clause: new Set([
    "i", "me", "you", "he", "she", "we", "they", "it", "him", "her", "them", "us", "myself", "mine", "your", "yours",
    "is", "are", "was", "were", "be", "been", "am", "will", "would", "can", "could", "should", "shall", "may", "might", "must",
    "do", "does", "did", "have", "has", "had", "get", "gets", "got", "go", "goes", "come", "comes", "not", "never", "no",
  ]),
  vague: new Set(["most", "week", "month", "year", "time", "moment", "way", "thing", "things", "lot", "best", "right", "point", "answer", "truth", "future", "universe", "cards", "card", "tarot"]),
  dangling: new Set(["now", "already", "today", "in", "on", "at", "of", "by", "from", "into", "about", "over", "a", "an", "the"]),
  // A verb in -ing after the first word makes a clause ("the universe teaching me"); "my driving test" is a noun phrase.
  verbal: /^(?!(?:morning|evening|wedding|building|meeting|spring|thing|king|ring|nothing|something|anything|everything)$).{2,}ing$/,
  // After an auxiliary or a verb that takes a bare infinitive, the phrase is a subject and its verb follows.
  subject: /^(?:will|would|does|do|did|can|could|should|shall|is|are|was|were|am|has|have|may|might|help|helps|let|lets|make|makes|see|watch)$/i,
};

/** The words readers ask alone ("Money?"), with the phrase the reading names them by. */
const ONE_WORD: Readonly<Record<string, string>> = {
  money: "your money",
  tomorrow: "tomorrow",
  purpose: "your sense of purpose",
  music: "music in your life",
  work: "your work",
  health: "your health",
  debts: "your debts",
  debt: "your debts",
  future: "your future",
  family: "your family",
  career: "your career",
  wedding: "the wedding",
  marriage: "your marriage",
  home: "your home",
  travel: "travel",
  friendship: "your friendships",
  friends: "your friends",
  job: "your job",
  studies: "your studies",
  exams: "your exams",
  luck: "your luck",
  happiness: "your happiness",
  success: "success",
  moving: "moving home",
  love: "your love life",
};

/** Acts that are the matter: a purchase, a move to a named place. */
const ACTS: readonly PhraseRule[] = [
  // "buy a house" → "buying a house": the purchase is the matter, the thing bought stays indefinite.
  { pattern: /\bbuy (an?) ([a-z]+)(?=[?.!,]|$)/i, phrase: (match) => `buying ${match[1].toLowerCase()} ${match[2]}` },
  { pattern: /\bask for (an?) ([a-z]+)(?=[?.!,]| (?:next|this|soon|now|today|tomorrow)\b|$)/i, phrase: (match) => `asking for ${match[1].toLowerCase()} ${match[2]}` },
  { pattern: /\bgo back to (university|college|school|work)\b/i, phrase: (match) => `going back to ${match[1].toLowerCase()}` },
];

/** Legal and debt matters, whoever the question is about. */
const MATTERS: readonly PhraseRule[] = [
  { pattern: /\bcustody\b/i, phrase: () => "the custody case" },
  { pattern: /\bcourt\b[^?]*\blandlord\b|\blandlord\b[^?]*\bcourt\b/i, phrase: () => "the court case with your landlord" },
  { pattern: /\bcourt\b/i, phrase: () => "the court case" },
  { pattern: /\bevict(?:s|ed|ing|ion)?\b/i, phrase: () => "the eviction" },
  { pattern: /\blandlord\b/i, phrase: () => "the dispute with your landlord" },
  { pattern: /\b(?:reported|report) (?:me|us) to the police\b|\bpolice report\b/i, phrase: () => "the police report" },
  { pattern: /\bsu(?:e|es|ed|ing) (?:me|us)\b|\blawsuit\b/i, phrase: () => "the lawsuit" },
  { pattern: /\b(?:fined|speeding fine|parking fine)\b/i, phrase: () => "the fine" },
];

export const enFocusPhrase = (question: string) => oneWordPhrase(question, ONE_WORD) ?? firstRulePhrase(question, ACTS) ?? focusPhrase(question, WORDS);

export const enMatterPhrase = (question: string) => firstRulePhrase(question, MATTERS);
