/**
 * German's focus phrase (languages/focus-phrase.ts explains the idea): the question's own matter as a noun phrase
 * the reading can decline in every case. German needs the noun's gender and number, which neither the article nor
 * the ending alone tells ("die" is feminine or plural, "mein" masculine or neuter, "den" masculine or a dative
 * plural): a phrase is taken only where the head noun's gender, read from its last part ("Buchladen" → "-laden",
 * masculine; "Führerscheinprüfung" → "-ung", feminine), is one its article allows. The asker's possessive becomes
 * the reader's ("mein Buchladen" → "dein Buchladen", "unser Haus" → "euer Haus"); a definite article becomes a
 * demonstrative ("die neue Stelle in Hamburg" → "diese neue Stelle in Hamburg"), so that no preposition contracts
 * with it ("zu dieser neuen Stelle"), and adjectives decline with it. Anything less certain gives no phrase.
 */

export type Gender = "m" | "f" | "n" | "pl";

/** A phrase in its four cases (the shape of grammar.ts's DePhrase). */
export type DeTopic = { nom: string; acc: string; dat: string; gen: string };

/** Head nouns (and endings) with their gender, longest match first: the last part of a compound decides. */
const HEADS: Readonly<Record<Gender, readonly string[]>> = {
  f: [
    "ung", "heit", "keit", "schaft", "ion", "tät", "ei", "ik", "enz", "anz", "zeit", "arbeit", "liebe", "familie", "zukunft", "ehe", "reise",
    "stelle", "firma", "karriere", "angst", "trauer", "kraft", "wahl", "frage", "idee", "chance", "kur", "miete", "wohnung", "schule", "stadt", "welt",
  ],
  m: [
    "laden", "job", "plan", "traum", "wunsch", "beruf", "weg", "schritt", "umzug", "kurs", "vertrag", "kredit", "urlaub", "garten", "streit",
    "termin", "erfolg", "alltag", "abschluss", "neuanfang", "ismus", "ling", "kummer", "schmerz", "rücken", "körper", "roman", "film", "antrag",
    "wechsel", "betrieb", "verein", "hof",
  ],
  n: [
    "geld", "projekt", "studium", "leben", "kind", "auto", "ziel", "jahr", "amt", "land", "geschäft", "gespräch", "angebot", "verhältnis", "vorhaben",
    "haus", "buch", "glück", "semester", "examen", "chen", "lein", "ment", "tum", "nis", "café", "restaurant", "unternehmen", "startup", "team",
    "album", "atelier", "praktikum", "vorstellungsgespräch",
  ],
  pl: ["schulden", "raten", "finanzen", "eltern", "kinder", "kosten", "ersparnisse", "pläne", "ferien", "gefühle", "beziehungen", "prüfungen", "noten"],
};

const HEAD_LIST = (Object.entries(HEADS) as [Gender, readonly string[]][]).flatMap(([gender, heads]) => heads.map((head) => ({ head, gender }))).sort((a, b) => b.head.length - a.head.length);

/** The gender of a noun from its last part; undefined when no known part ends it. */
export function nounGender(noun: string): Gender | undefined {
  const lower = noun.toLowerCase();
  return HEAD_LIST.find(({ head }) => lower.endsWith(head))?.gender;
}

/** Genitive singular in -es: monosyllabic heads and nouns ending in a hissing sound. */
const GENITIVE_ES = new Set(["geld", "jahr", "amt", "land", "kind", "buch", "ziel", "weg", "schritt", "streit", "hof", "wunsch"]);

function genitiveNoun(noun: string, gender: Gender): string {
  if (gender === "f" || gender === "pl") return noun;
  const lower = noun.toLowerCase();
  if (/(?:s|ß|x|z|sch)$/.test(lower)) return lower.endsWith("nis") ? `${noun}ses` : `${noun}es`;
  return [...GENITIVE_ES].some((head) => lower.endsWith(head)) ? `${noun}es` : `${noun}s`;
}

const dativePlural = (noun: string) => (/[ns]$/.test(noun) ? noun : `${noun}n`);

type Determiner = { kind: "possessive" | "ours" | "definite"; genders: readonly Gender[] };

/** The question's determiners, with the genders each allows (in any case). */
const DETERMINERS: Readonly<Record<string, Determiner>> = {
  mein: { kind: "possessive", genders: ["m", "n"] },
  meine: { kind: "possessive", genders: ["f", "pl"] },
  meinen: { kind: "possessive", genders: ["m", "pl"] },
  meinem: { kind: "possessive", genders: ["m", "n"] },
  meiner: { kind: "possessive", genders: ["f", "pl"] },
  meines: { kind: "possessive", genders: ["m", "n"] },
  unser: { kind: "ours", genders: ["m", "n"] },
  unsere: { kind: "ours", genders: ["f", "pl"] },
  unseren: { kind: "ours", genders: ["m", "pl"] },
  unserem: { kind: "ours", genders: ["m", "n"] },
  unserer: { kind: "ours", genders: ["f", "pl"] },
  unseres: { kind: "ours", genders: ["m", "n"] },
  der: { kind: "definite", genders: ["m", "f", "pl"] },
  die: { kind: "definite", genders: ["f", "pl"] },
  das: { kind: "definite", genders: ["n"] },
  den: { kind: "definite", genders: ["m", "pl"] },
  dem: { kind: "definite", genders: ["m", "n"] },
  des: { kind: "definite", genders: ["m", "n"] },
  dieser: { kind: "definite", genders: ["m", "f", "pl"] },
  diese: { kind: "definite", genders: ["f", "pl"] },
  dieses: { kind: "definite", genders: ["n", "m"] },
  diesen: { kind: "definite", genders: ["m", "pl"] },
  diesem: { kind: "definite", genders: ["m", "n"] },
};

/** The reader's determiner in each case and gender. */
const FORMS: Record<"possessive" | "ours" | "definite", Record<Gender, [string, string, string, string]>> = {
  possessive: { m: ["dein", "deinen", "deinem", "deines"], n: ["dein", "dein", "deinem", "deines"], f: ["deine", "deine", "deiner", "deiner"], pl: ["deine", "deine", "deinen", "deiner"] },
  ours: { m: ["euer", "euren", "eurem", "eures"], n: ["euer", "euer", "eurem", "eures"], f: ["eure", "eure", "eurer", "eurer"], pl: ["eure", "eure", "euren", "eurer"] },
  definite: { m: ["dieser", "diesen", "diesem", "dieses"], n: ["dieses", "dieses", "diesem", "dieses"], f: ["diese", "diese", "dieser", "dieser"], pl: ["diese", "diese", "diesen", "dieser"] },
};

/** Adjective endings: after a possessive (mixed) or a demonstrative (weak), by case and gender. */
const ADJECTIVE: Record<"mixed" | "weak", Record<Gender, [string, string, string, string]>> = {
  mixed: { m: ["er", "en", "en", "en"], n: ["es", "es", "en", "en"], f: ["e", "e", "en", "en"], pl: ["en", "en", "en", "en"] },
  weak: { m: ["e", "en", "en", "en"], n: ["e", "e", "en", "en"], f: ["e", "e", "en", "en"], pl: ["en", "en", "en", "en"] },
};

/** The reader's phrase in every case, from its parts. */
export function declined(kind: Determiner["kind"], gender: Gender, adjectives: readonly string[], noun: string, tail: string): DeTopic {
  const endings = ADJECTIVE[kind === "definite" ? "weak" : "mixed"][gender];
  const [nom, acc, dat, gen] = FORMS[kind][gender].map((determiner, index) => {
    const adjective = adjectives.map((stem) => `${stem}${endings[index]} `).join("");
    const form = index === 2 && gender === "pl" ? dativePlural(noun) : index === 3 ? genitiveNoun(noun, gender) : noun;
    return `${determiner} ${adjective}${form}${tail ? ` ${tail}` : ""}`;
  });
  return { nom, acc, dat, gen };
}

const NOUN = /^[A-ZÄÖÜ][\p{L}-]*\p{L}$/u;
/** An adjective between the determiner and the noun, with its ending ("neue", "schwierigen", "erste"). */
const ADJECTIVE_WORD = /^[a-zäöüß]{2,}(?:e|en|er|es|em)$/;
const NOT_ADJECTIVES = new Set(["wieder", "immer", "sehr", "nicht", "mehr", "schon", "gerne", "eben", "denn", "oder", "aber", "unser", "einen", "einem", "einer", "eines", "jeden", "diesem", "dieser", "diesen"]);
/** Nouns too vague to be the matter ("die richtige Zeit", "das Universum"). */
const VAGUE = new Set(["Zeit", "Moment", "Zukunft", "Universum", "Karten", "Karte", "Antwort", "Wahrheit", "Frage", "Sache", "Dinge", "Ding", "Jahr", "Woche", "Monat", "Tag", "Weg", "Richtung", "Botschaft"]);
/** Prepositions whose place or time stays with the matter ("die neue Stelle in Hamburg", "die Prüfung im März"). */
const TAIL = new Set(["in", "im", "am", "an", "bei", "beim", "nach", "aus", "für", "vom", "von", "zum", "zur", "auf"]);

/** The phrase's parts, read from one sentence, or undefined. */
function parse(sentence: string): { kind: Determiner["kind"]; gender: Gender; adjectives: string[]; noun: string; tail: string } | undefined {
  const tokens = sentence.replace(/[?!.]+\s*$/, "").split(/\s+/);
  for (let start = 0; start < tokens.length; start++) {
    const determiner = DETERMINERS[tokens[start].toLowerCase()];
    if (!determiner) continue;
    const adjectives: string[] = [];
    let at = start + 1;
    while (at < tokens.length && adjectives.length < 2 && ADJECTIVE_WORD.test(tokens[at]) && !NOT_ADJECTIVES.has(tokens[at])) {
      adjectives.push(tokens[at].replace(/(?:en|em|er|es|e)$/, ""));
      at++;
    }
    const noun = tokens[at]?.replace(/[,;:]+$/, "");
    if (!noun || !NOUN.test(noun)) continue;
    if (VAGUE.has(noun)) continue;
    const gender = nounGender(noun);
    // The noun as the sentence has it is its nominative only where the case leaves it so: a plural's dative -n is taken off again below.
    if (!gender || !determiner.genders.includes(gender)) return undefined;
    let tail = "";
    const next = tokens[at + 1];
    const after = tokens[at + 2]?.replace(/[,;:]+$/, "");
    if (noun === tokens[at] && next && TAIL.has(next) && after && NOUN.test(after) && (tokens[at + 2] === after || at + 3 === tokens.length)) tail = `${next} ${after}`;
    return { kind: determiner.kind, gender, adjectives, noun, tail };
  }
  return undefined;
}

/** The question's matter as the reader's nominative phrase ("dein Buchladen"), or undefined. */
export function deFocusPhrase(question: string): string | undefined {
  const one = oneWord(question);
  if (one) return one.nom;
  // A move to a named place ("Soll ich nach Berlin ziehen?"): the move is the matter.
  const move = question.match(/\bnach ((?:\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+)?) (?:umziehen|ziehen|gehen)\b/u);
  if (move) return declined("possessive", "m", [], "Umzug", `nach ${move[1]}`).nom;
  const asking = question.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim()).filter((sentence) => /\?$/.test(sentence));
  for (const sentence of asking) {
    const parts = parse(sentence);
    if (parts) return declined(parts.kind, parts.gender, parts.adjectives, parts.noun, parts.tail).nom;
  }
  return undefined;
}

/** The phrase in every case, from the nominative deFocusPhrase gave (the same reading of its gender). */
export function deTopic(nominative: string): DeTopic | undefined {
  const word = [...Object.values(ONE_WORD), ...MATTERS.map((matter) => matter.topic)].find((topic) => topic.nom === nominative);
  if (word) return word;
  const parts = parse(`${nominative.replace(/^dein(e)?\b/, "mein$1").replace(/^eu(?:er|re)\b/, (found) => (found === "euer" ? "unser" : "unsere"))}?`);
  return parts ? declined(parts.kind, parts.gender, parts.adjectives, parts.noun, parts.tail) : undefined;
}

/** The words readers ask alone ("Geld?"), with the phrase the reading names them by. */
const ONE_WORD: Readonly<Record<string, DeTopic>> = {
  geld: declined("possessive", "n", [], "Geld", ""),
  hochzeit: declined("possessive", "f", [], "Hochzeit", ""),
  zukunft: declined("possessive", "f", [], "Zukunft", ""),
  liebe: declined("possessive", "f", [], "Liebe", ""),
  arbeit: declined("possessive", "f", [], "Arbeit", ""),
  gesundheit: declined("possessive", "f", [], "Gesundheit", ""),
  familie: declined("possessive", "f", [], "Familie", ""),
  schulden: declined("possessive", "pl", [], "Schulden", ""),
  beruf: declined("possessive", "m", [], "Beruf", ""),
  job: declined("possessive", "m", [], "Job", ""),
  karriere: declined("possessive", "f", [], "Karriere", ""),
  studium: declined("possessive", "n", [], "Studium", ""),
  umzug: declined("possessive", "m", [], "Umzug", ""),
  ehe: declined("possessive", "f", [], "Ehe", ""),
  glück: declined("possessive", "n", [], "Glück", ""),
  musik: declined("definite", "f", [], "Musik", ""),
  reise: declined("definite", "f", [], "Reise", ""),
  prüfung: declined("definite", "f", [], "Prüfung", ""),
};

function oneWord(question: string): DeTopic | undefined {
  const word = question.replace(/[?!.\s\u00a0]+/g, " ").trim().toLowerCase();
  return /^\p{L}+$/u.test(word) && Object.hasOwn(ONE_WORD, word) ? ONE_WORD[word] : undefined;
}

/** Legal and debt matters, whoever the question is about ("Mein Ex verklagt mich wegen des Sorgerechts"). */
const MATTERS: readonly { pattern: RegExp; topic: DeTopic }[] = [
  { pattern: /Sorgerecht[^?]*\bunseren Sohn\b/u, topic: declined("definite", "n", [], "Verfahren", "um das Sorgerecht für euren Sohn") },
  { pattern: /Sorgerecht/u, topic: declined("definite", "n", [], "Verfahren", "um das Sorgerecht") },
  { pattern: /\bVermieter\b[^?]*\bGericht\b/u, topic: declined("definite", "m", [], "Streit", "mit deinem Vermieter vor Gericht") },
  { pattern: /\bGericht\b/u, topic: declined("definite", "n", [], "Gerichtsverfahren", "") },
  { pattern: /Räumungsklage|Zwangsräumung/u, topic: declined("definite", "f", [], "Räumungsklage", "") },
  { pattern: /\bangezeigt\b|\b(?:Straf)?[Aa]nzeige\b/u, topic: declined("definite", "f", [], "Anzeige", "gegen dich") },
  { pattern: /\bBußgeld/u, topic: declined("definite", "n", [], "Bußgeld", "") },
  { pattern: /\bKredit\b[^?]*\bRaten\b/u, topic: declined("possessive", "pl", [], "Raten", "für den Kredit") },
];

export function deMatterPhrase(question: string): string | undefined {
  return MATTERS.find(({ pattern }) => pattern.test(question))?.topic.nom;
}
