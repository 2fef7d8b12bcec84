import { firstRulePhrase, focusPhrase, oneWordPhrase, type PhraseRule, type FocusPhraseWords } from "../../../focus-phrase";

/** Italian words for a question's focus phrase (languages/focus-phrase.ts): "Passerò l'esame della patente a marzo?" → "l'esame della patente a marzo". */
const WORDS: FocusPhraseWords = {
  openers: { del: "il", della: "la", dei: "i", delle: "le", nel: "il", nella: "la", nei: "i", nelle: "le", al: "il", alla: "la", ai: "i", alle: "le", dal: "il", dalla: "la", dai: "i", dalle: "le", sul: "il", sulla: "la", il: "il", lo: "lo", la: "la", i: "i", gli: "gli", le: "le", "l'": "l'", questo: "questo", questa: "questa" },
  inside: { mio: "tuo", mia: "tua", miei: "tuoi", mie: "tue", nostro: "vostro", nostra: "vostra" },
  // A time after the matter ("quest'anno") is the reading's time frame, said on its own.
  stops: new Set(["questo", "questa", "quest'anno", "quest’anno", "o", "oppure", "e", "ed", "ma", "perché", "se", "quando", "che", "per", "con", "senza", "come", "anche", "né", "dove", "mentre", "prima", "dopo"]),
  idioms: ["vale la pena", "varrà la pena", "varrebbe la pena", "valga la pena", "valere la pena"],
  clause: new Set([
    "mi", "ti", "si", "ci", "vi", "io", "tu", "lui", "lei", "loro", "non", "già",
    "è", "sono", "sta", "stanno", "sarà", "saranno", "va", "vanno", "vado", "c'è", "ha", "hanno", "ho", "può", "possono", "deve", "devono",
    "vuole", "vogliono", "funziona", "funzionerà", "andrà", "avrà", "potrà", "vale",
  ]),
  vague: new Set(["vita", "settimana", "mese", "anno", "momento", "modo", "cosa", "cose", "universo", "carte", "carta", "tarocchi", "futuro", "verità", "meglio"]),
  dangling: new Set(["adesso", "ora", "oggi", "già", "di", "del", "della", "dei", "delle", "a", "al", "alla", "in", "nel", "nella", "per", "su", "sul", "sulla", "da", "il", "lo", "la", "i", "gli", "le", "un", "una", "tuo", "tua"]),
  verbal: /(?:rà|ranno|rò|remo|rebbe|rebbero)$/,
  subject: "anywhere",
  // "la sposo", "le chiamo": a pronoun and a verb ("lo studio" is given up with them).
  pronounOpeners: { openers: new Set(["lo", "la", "le"]), verb: /(?:are|ere|ire|o)$/ },
};

/** The words readers ask alone ("Money?"), with the phrase the reading names them by. */
const ONE_WORD: Readonly<Record<string, string>> = {
  futuro: "il tuo futuro",
  matrimonio: "il matrimonio",
  soldi: "i tuoi soldi",
  denaro: "il tuo denaro",
  amore: "l'amore",
  salute: "la tua salute",
  lavoro: "il tuo lavoro",
  debiti: "i tuoi debiti",
  famiglia: "la tua famiglia",
  casa: "la tua casa",
  studi: "i tuoi studi",
  viaggio: "il viaggio",
  trasloco: "il trasloco",
  fortuna: "la tua fortuna",
  "felicità": "la tua felicità",
  carriera: "la tua carriera",
  esame: "l'esame",
  musica: "la musica",
  amicizia: "l'amicizia",
};

/** Acts that are the matter: a purchase, a move to a named place. */
const ACTS: readonly PhraseRule[] = [
  { pattern: /\bcomprare (un|una|uno) (\p{Ll}+)(?=[?.!,]|$)/u, phrase: (match) => `l'acquisto di ${match[1]} ${match[2]}` },
  { pattern: /\btrasferirmi a ((?:\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+)?)(?=[?.!,]|$)/u, phrase: (match) => `il tuo trasferimento a ${match[1]}` },
];

/** Legal and debt matters, whoever the question is about. */
const MATTERS: readonly PhraseRule[] = [
  { pattern: /\baffidamento\b/iu, phrase: () => "la causa per l'affidamento" },
  { pattern: /\bpadrone di casa\b[^?]*\bcausa\b|\bcausa\b[^?]*\bpadrone di casa\b/iu, phrase: () => "la causa con il tuo padrone di casa" },
  { pattern: /\bsfratt/iu, phrase: () => "lo sfratto" },
  { pattern: /\bmulta\b/iu, phrase: () => "la multa" },
  { pattern: /\bdenunciat[oaie]\b|\bquerela\b/iu, phrase: () => "la denuncia" },
  { pattern: /\bprestito\b[^?]*\brate\b/iu, phrase: () => "le rate del tuo prestito" },
  { pattern: /\bprestito\b/iu, phrase: () => "il tuo prestito" },
  { pattern: /\bdebiti\b[^?]*\bcarte di credito\b/iu, phrase: () => "i tuoi debiti sulle carte di credito" },
  { pattern: /\bcercando di avere un bambino\b/iu, phrase: () => "il bambino che state cercando di avere" },
];

export const itFocusPhrase = (question: string) => oneWordPhrase(question, ONE_WORD) ?? firstRulePhrase(question, ACTS) ?? focusPhrase(question, WORDS);

export const itMatterPhrase = (question: string) => firstRulePhrase(question, MATTERS);
