import { firstRulePhrase, focusPhrase, oneWordPhrase, type PhraseRule, type FocusPhraseWords } from "../../../focus-phrase";

/**
 * French words for a question's focus phrase (languages/focus-phrase.ts): "Vais-je obtenir le poste à Lyon ?" → "ce
 * poste à Lyon". The reading puts its matter after "à" and "de", so an opener that would contract there ("le",
 * "les") becomes a demonstrative, and the asker's possessives the reader's ("ma boutique" → "votre boutique").
 */
const WORDS: FocusPhraseWords = {
  openers: { du: "ce", au: "ce", aux: "ces", mon: "votre", ma: "votre", mes: "vos", notre: "votre", nos: "vos", la: "la", "l'": "l'", le: "ce", les: "ces", cette: "cette", ce: "ce", ces: "ces" },
  // A time after the matter ("cette année") is the reading's time frame, said on its own.
  stops: new Set(["cette", "ce", "ces", "ou", "et", "mais", "parce", "si", "quand", "que", "qu'", "qui", "pour", "avec", "sans", "comme", "ni", "où", "pendant", "avant", "après"]),
  idioms: ["vaut la peine", "vaudra la peine", "vaudrait la peine", "valoir la peine", "vaut le coup", "vaudrait le coup"],
  clause: new Set([
    "me", "te", "se", "je", "tu", "il", "elle", "ils", "elles", "on", "nous", "vous", "ne", "pas", "n'", "y",
    "est", "sont", "sera", "seront", "va", "vont", "vais", "a", "ont", "peut", "peuvent", "doit", "doivent", "veut", "veulent",
    "marche", "marchera", "tiendra", "aura", "pourra", "vaut",
  ]),
  vague: new Set(["vie", "semaine", "mois", "année", "an", "moment", "façon", "manière", "chose", "choses", "univers", "cartes", "carte", "tarot", "avenir", "vérité", "mieux"]),
  dangling: new Set(["maintenant", "déjà", "aujourd'hui", "de", "du", "des", "à", "au", "aux", "en", "dans", "par", "sur", "le", "la", "les", "un", "une", "votre", "vos", "d'"]),
  // A verb joined to its pronoun ("va-t-elle", "puis-je") or in the future ("tiendra") ends no noun phrase.
  verbal: /(?:-t-\p{L}+|-(?:je|il|elle|ils|elles|on|nous|vous)|ra|ront|rai|rons)$|^(?:m|t|s|n|j|qu)['’]/u,
  subject: "anywhere",
  pronounOpeners: { openers: new Set(["le", "la", "l'", "les"]), verb: /(?:er|ir|re)$/ },
};

/** The words readers ask alone ("Money?"), with the phrase the reading names them by. */
const ONE_WORD: Readonly<Record<string, string>> = {
  avenir: "votre avenir",
  mariage: "votre mariage",
  argent: "votre argent",
  amour: "l'amour",
  travail: "votre travail",
  "santé": "votre santé",
  dettes: "vos dettes",
  famille: "votre famille",
  maison: "votre maison",
  "études": "vos études",
  voyage: "ce voyage",
  "déménagement": "ce déménagement",
  chance: "votre chance",
  bonheur: "votre bonheur",
  "carrière": "votre carrière",
  examen: "votre examen",
  musique: "la musique",
  emploi: "votre emploi",
  "amitié": "l'amitié",
};

/** Acts that are the matter: a purchase, a move to a named place. */
const ACTS: readonly PhraseRule[] = [
  { pattern: /\bacheter (un|une) (\p{Ll}+)(?=\s*[?.!,]|$)/u, phrase: (match) => `l'achat d'${match[1]} ${match[2]}` },
  { pattern: /\bconfiance en moi\b/u, phrase: () => "votre confiance en vous" },
  { pattern: /^(?:ma|mon) (\p{L}+(?: de \p{L}+)?) va-t-(?:elle|il)\b/iu, phrase: (match) => `votre ${match[1]}` },
];

/** Legal and debt matters, whoever the question is about. */
const MATTERS: readonly PhraseRule[] = [
  { pattern: /\bgarde\b[^?]*\b(?:fils|fille|enfants?)\b/iu, phrase: () => "cette affaire de garde" },
  { pattern: /\bpropriétaire\b[^?]*\btribunal\b|\btribunal\b[^?]*\bpropriétaire\b/iu, phrase: () => "l'affaire au tribunal avec votre propriétaire" },
  { pattern: /\btribunal\b/iu, phrase: () => "l'affaire au tribunal" },
  { pattern: /\bexpuls/iu, phrase: () => "la procédure d'expulsion" },
  { pattern: /\bamende\b/iu, phrase: () => "l'amende" },
  { pattern: /\bporté plainte\b|\bplainte contre (?:moi|nous)\b/iu, phrase: () => "la plainte contre vous" },
  { pattern: /\bcrédit\b[^?]*\bmensualités\b/iu, phrase: () => "ces mensualités de votre crédit" },
  { pattern: /\bcrédit\b/iu, phrase: () => "votre crédit" },
  { pattern: /\btomber enceinte\b/iu, phrase: () => "votre espoir de tomber enceinte" },
  { pattern: /\benceinte de (\p{L}+) semaines\b/iu, phrase: (match) => `ces ${match[1].toLowerCase()} semaines de grossesse` },
];

export const frFocusPhrase = (question: string) => oneWordPhrase(question, ONE_WORD) ?? firstRulePhrase(question, ACTS) ?? focusPhrase(question, WORDS);

export const frMatterPhrase = (question: string) => firstRulePhrase(question, MATTERS);
