import { firstRulePhrase, focusPhrase, oneWordPhrase, type PhraseRule, type FocusPhraseWords } from "../../../focus-phrase";

/** Spanish words for a question's focus phrase (languages/focus-phrase.ts): "¿Saldrá adelante mi tienda este año?" → "tu tienda este año". */
const WORDS: FocusPhraseWords = {
  openers: { del: "el", al: "el", el: "el", la: "la", los: "los", las: "las", mi: "tu", mis: "tus", este: "este", esta: "esta" },
  inside: { mi: "tu", mis: "tus" },
  // A time after the matter ("este año") is the reading's time frame, said on its own.
  stops: new Set(["este", "esta", "estos", "estas", "o", "u", "y", "e", "pero", "porque", "conmigo", "contigo", "si", "cuando", "que", "para", "con", "sin", "como", "aunque", "ni", "donde", "mientras", "antes", "después"]),
  idioms: ["vale la pena", "valdrá la pena", "valdría la pena", "merece la pena", "valer la pena"],
  clause: new Set([
    "me", "te", "se", "lo", "le", "les", "nos", "yo", "tú", "él", "ella", "ellos", "ellas", "no", "ya",
    "es", "son", "está", "están", "será", "serán", "va", "van", "voy", "hay", "ha", "han", "he", "tiene", "tienen", "puede", "pueden",
    "debe", "deben", "lleva", "llevan", "llevo", "necesita", "quiere", "quieren", "sale", "funciona", "funcionará", "saldrá", "irá", "tendrá", "podrá", "vale",
  ]),
  vague: new Set(["vida", "semana", "mes", "año", "momento", "forma", "manera", "cosa", "cosas", "universo", "cartas", "carta", "tarot", "futuro", "verdad", "mejor"]),
  dangling: new Set(["ahora", "ya", "hoy", "de", "del", "a", "al", "en", "por", "sobre", "el", "la", "los", "las", "un", "una", "mi", "tu"]),
  // A verb in the future or the conditional ends no noun phrase: "tu negocio funcionará" is a clause.
  verbal: /(?:rá|rán|ré|remos|ría|rían)$/,
  subject: "anywhere",
  // "la llamo", "las dejo": a pronoun and a verb (a feminine noun in -o, "la mano", is given up).
  pronounOpeners: { openers: new Set(["la", "las", "los"]), verb: /(?:ar|er|ir|o)$/ },
};

/** The words readers ask alone ("Money?"), with the phrase the reading names them by. */
const ONE_WORD: Readonly<Record<string, string>> = {
  futuro: "tu futuro",
  boda: "la boda",
  dinero: "tu dinero",
  amor: "el amor",
  salud: "tu salud",
  trabajo: "tu trabajo",
  deudas: "tus deudas",
  familia: "tu familia",
  casa: "tu casa",
  estudios: "tus estudios",
  matrimonio: "tu matrimonio",
  viaje: "el viaje",
  mudanza: "la mudanza",
  suerte: "tu suerte",
  felicidad: "tu felicidad",
  carrera: "tu carrera",
  examen: "el examen",
  amistad: "la amistad",
  "música": "la música",
  empleo: "tu empleo",
};

/** Acts that are the matter: a purchase, a move to a named place. */
const ACTS: readonly PhraseRule[] = [
  { pattern: /\bcomprar (un|una) (\p{Ll}+)(?=[?.!,]|$)/u, phrase: (match) => `la compra de ${match[1]} ${match[2]}` },
  { pattern: /\bmudarme a ((?:\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+)?)(?=[?.!,]|$)/u, phrase: (match) => `tu mudanza a ${match[1]}` },
  { pattern: /\bconfianza en mí (misma|mismo)\b/u, phrase: (match) => `tu confianza en ti ${match[1]}` },
];

/** Legal and debt matters, whoever the question is about. */
const MATTERS: readonly PhraseRule[] = [
  { pattern: /\bcustodia\b/iu, phrase: () => "el juicio por la custodia" },
  { pattern: /desahuci/iu, phrase: () => "el desahucio" },
  { pattern: /\bcasero\b[^?]*\bdenunci|\bdenunci[^?]*\bcasero\b/iu, phrase: () => "la denuncia de tu casero" },
  { pattern: /\bcasero\b/iu, phrase: () => "el conflicto con tu casero" },
  { pattern: /\bpréstamo\b/iu, phrase: () => "tu préstamo" },
  { pattern: /\bmulta\b/iu, phrase: () => "la multa" },
  { pattern: /\bdenunciad[oa]s?\b|\bme han denunciado\b/iu, phrase: () => "la denuncia" },
];

export const esFocusPhrase = (question: string) => oneWordPhrase(question, ONE_WORD) ?? firstRulePhrase(question, ACTS) ?? focusPhrase(question, WORDS);

export const esMatterPhrase = (question: string) => firstRulePhrase(question, MATTERS);
