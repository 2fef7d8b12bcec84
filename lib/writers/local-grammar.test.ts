import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { CARD_NAMES, type CardName } from "@/lib/tarot/deck";
import { LOCAL_LOCALES, localPrompts } from "@/tests/helpers/local-readings";
import { card, everyAsked, everySentence } from "@/tests/helpers/local-sentences";
import { composeFollowUp, composeReading } from "./local";
import { languageOf } from "./local/languages";
import type { Asked } from "./local/asked";

/**
 * The grammar of each language's tables, sentence by sentence: every family of the contract written for every card
 * (singular and plural names, masculine and feminine), every person and matter a question can be about. A slot that
 * takes the wrong form of a name, a verb that does not agree, a contraction left undone, a word of English in
 * another language: each is a sentence here, and fails.
 */

type Rules = {
  /** The plural and a singular card's names as the agreement patterns look for them (a quick test before the slow ones). */
  names: readonly [string, string];
  /** Patterns no sentence of the language may contain. */
  broken: readonly RegExp[];
  /** Those a whole reading may not contain either, where our card texts can (German "lass dich von dem leiten, was …"). */
  brokenInReadings?: readonly RegExp[];
  /** A singular verb after the language's plural card name ("the Lovers brings"). */
  pluralAgreement: RegExp;
  /** A plural verb after a singular card name ("el Sol traen"). */
  singularAgreement: RegExp;
};

const ENGLISH_WORDS = /(?<!\p{L})(?:the|and|with|your|you|of|is|are|this|that|reading|card|cards)(?!\p{L})/iu;

const RULES: Record<(typeof LOCAL_LOCALES)[number], Rules> = {
  en: {
    names: ["Lovers", "the Sun"],
    broken: [/\b(?:the|a|an) (?:the|a|an)\b/i, /\bthe The\b/, /\ba (?=[aei]|o(?!ne))/i, /\ban (?=[bcdfgjklmnpqrstvwxz])/i, /(?<!(?:of|in) )\byou is\b/, /\bthey is\b/, /\b(?:she|he|it) are\b/],
    pluralAgreement: /(?<!(?:with|of|through|to|for|from|by|about|in|on|toward|between|like|as|and|let|,) )\bthe Lovers (?:is|has|was|does|brings|speaks|asks|shows|offers|holds|sits|leans|gives|says|describes|suggests|points|names|adds|weighs|takes|lends|sets|keeps|appears|makes|favours|tips|explains|leaves|carries|answers|applies|puts|means|hovers|murmurs|balances|marks|colours|shapes|sketches|recommends|turns|stands)\b/,
    singularAgreement: /(?<!(?:with|of|through|to|for|from|by|about|in|on|toward|between|like|as|and|let|,) )\bthe Sun (?:are|have|were|do|bring|speak|ask|show|offer|hold|sit|lean|give|say|describe|suggest|point|add|take|set|keep|appear|make|tip|explain|leave|carry|answer|apply|put|mean|stand)\b/,
  },
  es: {
    names: ["Enamorados", "el Sol"],
    // "de el" and "a el" contract to "del" and "al"; "de él", the pronoun, does not.
    broken: [/(?<!\p{L})(?:de|a) el(?!\p{L})/iu, /(?<!\p{L})(?:el|la|los|las) (?:el|la|los|las)(?!\p{L})/iu, ENGLISH_WORDS, /(?<!\p{L})y i(?![aeiouáéíóú])/iu],
    pluralAgreement: /(?<!(?:de|con|a|por|para|en|sobre|hacia|hasta|entre|desde|bajo|tras|como|y|,) )los Enamorados se (?:inclina|decanta|queda|mantiene|centra|lee)(?!\p{L})|(?<!(?:de|con|a|por|para|en|sobre|hacia|hasta|entre|desde|bajo|tras|como|y|,) )los Enamorados (?:te |lo |le |la |no )?(?:es|está|tiene|trae|habla|aporta|ofrece|muestra|pide|da|sostiene|ocupa|describe|sugiere|señala|ilumina|suma|entra|espera|dibuja|recomienda|apunta|deja|inclina|explica|dice|marca|equilibra|derrama|murmura|flota|responde|puede|lleva|pone|trabaja|moldea|nombra|tiene|anuncia|mantiene|toma|habla|ha|guarda|recuerda)(?!\p{L})/u,
    singularAgreement: /(?<!(?:de|con|a|por|para|en|sobre|hacia|hasta|entre|desde|bajo|tras|como|y|,) )el Sol se (?:inclinan|decantan|quedan|mantienen|centran|leen)(?!\p{L})|(?<!(?:de|con|a|por|para|en|sobre|hacia|hasta|entre|desde|bajo|tras|como|y|,) )el Sol (?:te |lo |le |la |no )?(?:son|están|tienen|traen|hablan|aportan|ofrecen|muestran|piden|dan|sostienen|ocupan|describen|sugieren|señalan|iluminan|suman|entran|esperan|dibujan|recomiendan|apuntan|dejan|inclinan|explican|dicen|marcan|responden|pueden|llevan|ponen|han|guardan|recuerdan)(?!\p{L})/u,
  },
  "pt-BR": {
    names: ["Enamorados", "o Sol"],
    // "de o", "em a", "a o", "por a" contract to "do", "na", "ao", "pela"; a theme or a card never follows them bare.
    broken: [
      /(?<!\p{L})(?:de|em|por) (?:o|a|os|as)(?!\p{L})/iu,
      /(?<!\p{L})a (?:o|os|a|as)(?!\p{L})/u,
      /(?<!\p{L})(?:o|a|os|as) (?:o|a|os|as) (?=\p{Lu})/u,
      ENGLISH_WORDS,
    ],
    brokenInReadings: [/(?<!\p{L})(?:de|em|por) (?:o|a|os|as) (?=\p{Lu})/u, ENGLISH_WORDS],
    pluralAgreement: /(?<!(?:de|com|a|por|para|em|sobre|até|entre|desde|sob|como|e|,) )(?<!\p{L})os Enamorados (?:se |não |você )?(?:é|está|tem|traz|fala|oferece|mostra|pede|dá|sustenta|ocupa|descreve|sugere|aponta|ilumina|soma|entra|espera|desenha|recomenda|deixa|inclina|explica|diz|marca|equilibra|derrama|sussurra|flutua|responde|pode|leva|põe|trabalha|molda|nomeia|anuncia|mantém|toma|guarda|lembra|pende|convida|conta|acrescenta|apareceu|voltou|saiu|falou|abriu)(?!\p{L})/u,
    singularAgreement: /(?<!(?:de|com|a|por|para|em|sobre|até|entre|desde|sob|como|e|,) )(?<!\p{L})o Sol (?:se |não |você )?(?:são|estão|têm|trazem|falam|oferecem|mostram|pedem|dão|sustentam|ocupam|descrevem|sugerem|apontam|iluminam|somam|entram|esperam|desenham|recomendam|deixam|inclinam|explicam|dizem|marcam|respondem|podem|levam|põem|guardam|lembram|pendem|convidam|contam)(?!\p{L})/u,
  },
  de: {
    names: ["Liebenden", "die Sonne"],
    // "in dem Turm" is "im Turm"; "zu der Sonne" is "zur Sonne" ("in dem, was" is a relative clause, not a contraction).
    // A relative pronoun after a comma ("den Teil, der die meiste Mühe kostet", "von dem du kommst") is not an article.
    broken: [/(?<!, )(?<!\p{L})(?:in|von|zu|bei) dem (?=\p{L})/u, /(?<!, )(?<!\p{L})zu der (?=\p{Lu})/u, /(?<!(?:,|in|an|auf|mit|von|zu|bei|aus|nach|unter|über|vor|für) )(?<!\p{L})(?:der|die|das|den|dem|des) (?:der|die|das|den|dem|des) /u, ENGLISH_WORDS],
    brokenInReadings: [ENGLISH_WORDS],
    pluralAgreement: /(?<!(?:mit|von|zu|für|durch|über|auf|an|in|um|und|aus|bei|nach|gegen|ohne|,) )die Liebenden (?:ist|hat|wird|kann|bringt|spricht|zeigt|bietet|hält|steht|liegt|trägt|gibt|neigt|lässt|sagt|bittet|erinnert|schenkt|deutet|wartet|wirkt|prägt|empfiehlt|weist|beschreibt|skizziert|zeichnet|legt|benennt|markiert|setzt|bremst|erklärt|flüstert|schwebt|versucht|tut)(?!\p{L})|(?:ist|hat|bringt|spricht|zeigt|bietet|hält|steht|liegt|trägt|gibt|neigt|lässt|bittet|erinnert|wartet|wirkt|erscheint|kommt) (?:dich |dir )?die Liebenden(?!\p{L})/u,
    // Only the unambiguous plurals: "bringen" after "die Sonne" may be an infinitive after a modal ("kann die Sonne zeigen").
    singularAgreement: /(?<!(?:mit|von|zu|für|durch|über|auf|an|in|um|und|aus|bei|nach|gegen|ohne|,) )die Sonne (?:sind|haben|werden|können)(?!\p{L})|(?:sind|haben|werden|können) (?:dich |dir )?die Sonne(?!\p{L}|,| und)/u,
  },
  fr: {
    names: ["Amoureux", "le Soleil"],
    // "de le" and "à le" contract to "du" and "au"; "de les", "à les" to "des", "aux"; "de" and "que" elide before a vowel.
    broken: [
      /(?<!\p{L})(?:de|à) (?:le|les) (?=\p{Lu})/u,
      /(?<![-\p{L}])(?:de|que|le|la|ne|je) (?=[aeiouéèêàâîôû])(?!oui)/iu,
      /(?<!\p{L})si ils?(?!\p{L})/iu,
      /(?<![-\p{L}])(?:le|la|les|l') (?:le|la|les|l')(?!\p{L})/iu,
      /[^\u00a0«] [:;?!»]/u,
      ENGLISH_WORDS,
    ],
    brokenInReadings: [/(?<!\p{L})(?:de|à) (?:le|les) (?=\p{Lu})/u, ENGLISH_WORDS],
    pluralAgreement: /(?<!(?:de|à|avec|par|pour|sur|vers|entre|chez|sous|et|que|,) )les Amoureux (?:est|a|fait|donne|apporte|parle|montre|offre|tient|occupe|décrit|penche|laisse|dit|demande|invite|rappelle|porte|peut|réserve|annonce|suggère|esquisse|agit|met|façonne|recommande|désigne|répond|éclaire|entre|ajoute|reste|garde)(?!\p{L})/u,
    singularAgreement: /(?<!(?:de|à|avec|par|pour|sur|vers|entre|chez|sous|et|que|,) )le Soleil (?:sont|ont|font|donnent|apportent|parlent|montrent|offrent|tiennent|peuvent)(?!\p{L})/u,
  },
  it: {
    names: ["Amanti", "il Sole"],
    // "di il", "a la", "in l'" join to "del", "alla", "nell'"; a theme, a topic or a card never follows them bare.
    broken: [/(?<!\p{L})(?:di|a|da|in|su) (?:(?:il|lo|la|i|gli|le) |l')/u, /(?<!\p{L})(?:il|la) (?:(?:il|la) |l')/u, ENGLISH_WORDS],
    brokenInReadings: [/(?<!\p{L})(?:di|a|da|in|su) (?:il|lo|la|gli|le) (?=\p{Lu})/u, ENGLISH_WORDS],
    pluralAgreement: /(?<!(?:di|con|a|per|in|su|verso|tra|fra|da|come|e|,) )(?<!\p{L})gli Amanti (?:ti |lo |la |ne |non |si )?(?:è|ha|porta|parla|offre|mostra|chiede|dà|regge|occupa|descrive|suggerisce|indica|illumina|aggiunge|entra|aspetta|disegna|invita|punta|lascia|orienta|spiega|dice|segna|bilancia|riversa|sussurra|fluttua|risponde|può|lavora|mette|modella|annuncia|resta|prende|custodisce|ricorda|pende|sostiene|tiene|racconta|compare|legge)(?!\p{L})/u,
    singularAgreement: /(?<!(?:di|con|a|per|in|su|verso|tra|fra|da|come|e|,) )il Sole (?:ti |lo |la |ne |non |si )?(?:sono|hanno|portano|parlano|offrono|mostrano|chiedono|danno|reggono|occupano|descrivono|suggeriscono|indicano|illuminano|aggiungono|entrano|aspettano|disegnano|invitano|puntano|lasciano|orientano|spiegano|dicono|segnano|rispondono|possono|lavorano|mettono|modellano|annunciano|restano|prendono|custodiscono|ricordano|pendono|tengono|raccontano|compaiono|leggono)(?!\p{L})/u,
  },
};

/** What is wrong with a sentence, or null: checked without `expect`, which is slow over tens of thousands of sentences. */
function flaw(locale: (typeof LOCAL_LOCALES)[number], sentence: string): string | null {
  const rules = RULES[locale];
  if (/undefined|null|NaN|\[object|\$\{|  |[ \t][,.;:](?!\p{L})|,,|\.\.(?!\.)/u.test(sentence)) return "a gap or a doubled mark";
  if (!/^[*“«„¿¡\u00a0]*\p{Lu}/u.test(sentence)) return "no capital at the start";
  if (!/[.!?…]\**[\u00a0]?[”»“]?$/u.test(sentence)) return "no full stop at the end";
  const broken = rules.broken.find((pattern) => pattern.test(sentence));
  if (broken) return `matches ${broken}`;
  if (sentence.includes(rules.names[0]) && rules.pluralAgreement.test(sentence)) return "a singular verb after the plural card";
  if (sentence.includes(rules.names[1]) && rules.singularAgreement.test(sentence)) return "a plural verb after a singular card";
  return null;
}

function flaws(locale: (typeof LOCAL_LOCALES)[number], sentences: Iterable<string>, where: string): string[] {
  return [...new Set(sentences)].flatMap((sentence) => {
    const found = flaw(locale, sentence);
    return found ? [`${where}: ${found}: ${sentence}`] : [];
  });
}

const SELF: Asked = { shape: { kind: "yes_no" }, who: { person: "self" }, othersHealth: false, decision: false };

describe.each(LOCAL_LOCALES)("the %s tables", (locale) => {
  const lang = languageOf(locale as Locale);

  it("write every family in whole, well-formed sentences for every card, singular and plural, masculine and feminine", () => {
    for (const name of CARD_NAMES) {
      // The Lovers are plural in every language; the Sun masculine and the Moon feminine where that matters.
      for (const others of [["The Lovers", "The Sun"], ["The Sun", "The Moon"]] as const) {
        const sentences = everySentence(lang, card(name, locale), others.map((other, index) => card(other, locale, index + 1)), SELF);
        expect(flaws(locale, sentences, `${name} with ${others.join(", ")}`)).toEqual([]);
      }
    }
  }, 60_000);

  it("write every family for every person and matter a question can be about", () => {
    for (const asked of everyAsked()) {
      const sentences = everySentence(lang, card("The Moon", locale), [card("The Sun", locale, 1), card("The Lovers", locale, 2)], asked);
      expect(flaws(locale, sentences, `for ${JSON.stringify(asked.who)} ${asked.domain ?? ""}`)).toEqual([]);
    }
  }, 60_000);

  it("name the Lovers with a plural verb and every other card with a singular one, in whole readings", () => {
    for (const prompt of localPrompts(locale, 80, "agreement")) {
      const cards = ["The Lovers", ...prompt.cards.filter((name) => name !== "The Lovers")].slice(0, prompt.cards.length) as CardName[];
      // The question quoted back is the asker's own words, whatever their grammar.
      const reading = composeReading({ ...prompt, cards }).replace(/[“«„][^”»“]*[”»“]/gu, "Q");
      expect(reading).not.toMatch(RULES[locale].pluralAgreement);
      for (const pattern of RULES[locale].brokenInReadings ?? RULES[locale].broken) expect(reading).not.toMatch(pattern);
    }
  });
});

describe("another language than English", () => {
  it.each(LOCAL_LOCALES.filter((locale) => locale !== "en"))("writes readings and follow-ups in %s with no word of English and no word of configuration", (locale) => {
    for (const prompt of localPrompts(locale, 40, "foreign")) {
      const reading = composeReading(prompt);
      const followUp = composeFollowUp({ reading: prompt, interpretation: reading, question: prompt.question });
      for (const text of [reading, followUp]) {
        expect(text).not.toMatch(ENGLISH_WORDS);
        expect(text).not.toMatch(/ANTHROPIC_API_KEY|(?<!\p{L})(?:operador|operator|Betreiber|opérateur|operatore)(?!\p{L})/iu);
      }
    }
  });
});
