import type { Element, SectionLines } from "../../../local-writer";
import { oneColon, quoteFrames } from "../../../quote-frames";
import { cap, er, ordinal, rel, v, type DeCard, type DeFocus } from "./grammar";

/** Der Abschnitt jeder Karte: wie er an seiner Stelle beginnt, ihre Stimme in einer Wahl, die offene Zukunft, die Extras. */

/** What an element brings, in the accusative ("bringt Geduld und praktischen Sinn"). */
export const ELEMENT_QUALITY: Record<Element, string> = {
  Fire: "Tatendrang und Wärme",
  Water: "Gefühl und Intuition",
  Air: "klares Denken und ehrliche Worte",
  Earth: "Geduld und praktischen Sinn",
};

/**
 * The capitalised words that open what follows a colon in our card texts, by whether German writes them small once
 * the colon becomes a dash: a noun keeps its capital, anything else (an article, a pronoun, an imperative, an
 * adjective) goes small. A test holds every such word of the card texts to one of the two lists.
 */
export const AFTER_COLON = {
  small: ["Arbeite", "Behalte", "Das", "Dein", "Deine", "Dem", "Den", "Der", "Die", "Dies", "Dort", "Du", "Ein", "Eine", "Einem", "Einen", "Einer", "Er", "Erkenne", "Es", "Etwas", "Investiere", "Jeder", "Jedes", "Man", "Regelmäßiger", "Sorgfältige", "Stell", "Vermeide", "Was", "Wenn", "Wer", "Wie", "Worauf", "Zwei"],
  nouns: ["Annahmen", "Arbeit", "Entscheidungen", "Entschlossenheit", "Fristen", "Fähigkeiten", "Instinkt", "Kelch", "Kopf", "Kreativität", "Mahlzeiten", "Ruhe", "Struktur", "Traumnotizen", "Träume", "Versprechen", "Weisheit", "Worte", "Zuneigung"],
} as const;

const SMALL: ReadonlySet<string> = new Set(AFTER_COLON.small);

/** A card text's own colon as a dash, after a frame that ends on a colon: the word after it goes small unless it is a noun. */
export const dash = (text: string) => text.replace(/\s*:\s*(\p{L}+)/u, (_, word: string) => ` – ${SMALL.has(word) ? word.toLowerCase() : word}`);

export const SECTION: SectionLines<DeCard, DeFocus> = {
  lead: {
    heart: [
      ({ c, f, themes }) => `Als einzige Karte für deine Frage ${v(c, "steht", "stehen")} ${c.nom} im Zentrum ${f.topic.gen} und ${v(c, "bringt", "bringen")} ${themes.gift}.`,
      ({ c, f, themes }) => `Allein gezogen ${v(c, "spricht", "sprechen")} ${c.nom} für die ganze Deutung und ${v(c, "bringt", "bringen")} ${themes.gift} in ${f.topic.acc}.`,
      ({ c, themes }) => `Im Kern der Sache ${v(c, "steht", "stehen")} ${c.nom}, ${rel(c)} ${themes.gift} ${v(c, "bietet", "bieten")}.`,
      ({ c, themes }) => `${c.Nom} ${v(c, "hält", "halten")} die Mitte dieser Deutung und ${v(c, "schenkt", "schenken")} dir ${themes.gift}.`,
      ({ c, f, themes }) => `Mit nur einer Karte auf dem Tisch ${v(c, "hat", "haben")} ${c.nom} Raum, klar über ${f.topic.acc} zu sprechen, und ${er(c)} ${v(c, "bringt", "bringen")} ${themes.gift}.`,
    ],
    past: [
      ({ c, themes }) => `Im Rückblick ${v(c, "zeigt", "zeigen")} ${c.nom} den Boden, von dem du kommst, und ${v(c, "ruft", "rufen")} ${themes.weight} in Erinnerung.`,
      ({ c, themes }) => `Die Wurzeln dieser Frage liegen ${c.beim}, ${rel(c)} damals ${themes.gift} ${v(c, "brachte", "brachten")}.`,
      ({ c, themes }) => `In der Position der Vergangenheit ${v(c, "zeigt", "zeigen")} ${c.nom}, was dich hierher geführt hat, und ${v(c, "erinnert", "erinnern")} an ${themes.gift}.`,
      ({ c, themes }) => `Was vorher war, trägt die Handschrift ${c.gen}, ${rel(c)} ${themes.weight} ${v(c, "hinterließ", "hinterließen")}.`,
    ],
    present: [
      ({ c, f, themes }) => `Gerade jetzt ${v(c, "steht", "stehen")} ${c.nom} im Zentrum ${f.topic.gen} und ${v(c, "bringt", "bringen")} ${themes.gift}.`,
      ({ c, themes }) => `In der Gegenwart ${v(c, "beschreibt", "beschreiben")} ${c.nom}, wo du heute stehst, und ${v(c, "bittet", "bitten")} dich, ${themes.weight} offen anzusehen.`,
      ({ c, themes }) => `Heute gehört die Energie ${c.dat}, ${rel(c)} dir ${themes.gift} ${v(c, "bringt", "bringen")}.`,
      ({ c, f, themes }) => `In diesem Moment ${v(c, "trägt", "tragen")} ${c.nom} ${themes.gift} in ${f.topic.acc}.`,
    ],
    future: [
      ({ c, themes }) => `Mit Blick nach vorn ${v(c, "deutet", "deuten")} ${c.nom} an, wohin es geht, wenn der jetzige Kurs hält: auf ${themes.gift} zu.`,
      ({ c, themes }) => `In der Position der Zukunft ${v(c, "skizziert", "skizzieren")} ${c.nom} eine Richtung, kein festes Schicksal, und diese Richtung verspricht ${themes.gift}.`,
      ({ c, themes }) => `Was als Nächstes Gestalt annimmt, trägt die Handschrift ${c.gen} und hält ${themes.gift} bereit.`,
      ({ c, themes }) => `Weiter vorn auf dem Weg ${v(c, "wartet", "warten")} ${c.nom} und ${v(c, "hält", "halten")} ${themes.gift} bereit.`,
    ],
    situation: [
      ({ c, f, themes }) => `Die Lage selbst ${v(c, "beschreibt", "beschreiben")} ${c.nom}, und im Zentrum ${f.topic.gen} ${v(c, "zeigt", "zeigen")} ${er(c)} ${themes.weight}.`,
      ({ c, themes }) => `Als Karte der Situation ${v(c, "zeichnet", "zeichnen")} ${c.nom} die Szene und ${v(c, "zeigt", "zeigen")} ${themes.weight}.`,
      ({ c, f, themes }) => `${c.Nom} ${v(c, "zeigt", "zeigen")} ${f.topic.acc} ohne Beschönigung und ${v(c, "legt", "legen")} ${themes.weight} offen.`,
    ],
    challenge: [
      ({ c, themes }) => `Als Herausforderung ${v(c, "bittet", "bitten")} dich ${c.nom}, ${themes.weight} anzunehmen, statt auszuweichen.`,
      ({ c, themes }) => `Am meisten fordert dich gerade ${c.nom} heraus, ${rel(c)} dir ${themes.weight} ${v(c, "zumutet", "zumuten")}.`,
      ({ c, themes }) => `Das Hindernis nimmt hier die Gestalt ${c.gen} an, und ${themes.weight} zu tragen gehört zur Arbeit.`,
      ({ c, themes }) => `Quer über der Lage ${v(c, "liegt", "liegen")} ${c.nom}: Es geht um ${themes.weight}.`,
    ],
    hidden_influence: [
      ({ c, themes }) => `Unter der Oberfläche ${v(c, "wirkt", "wirken")} ${c.nom} still, und es geht um ${themes.weight}, mehr als du vielleicht bemerkt hast.`,
      ({ c, themes }) => `Als verborgener Einfluss ${v(c, "trägt", "tragen")} ${c.nom} ${themes.weight} mit sich.`,
      ({ c, themes }) => `Weniger sichtbar, aber nicht weniger wirklich ist der Sog ${c.gen}, und er bringt ${themes.gift} mit.`,
      ({ c, f, themes }) => `Im Verborgenen ${v(c, "prägt", "prägen")} ${c.nom} ${f.topic.acc} stärker, als es scheint, und ${v(c, "bringt", "bringen")} ${themes.weight} mit.`,
    ],
    advice: [
      ({ c, themes }) => `Die Karte des Rates ${v(c, "ist", "sind")} ${c.nom}, und ${er(c)} ${v(c, "empfiehlt", "empfehlen")} einen Weg, der auf ${themes.gift} baut.`,
      ({ c, themes }) => `Als Wegweiser bietet die Legung ${c.acc} an, ${rel(c)} dich ${themes.gift} nutzen ${v(c, "lässt", "lassen")}.`,
      ({ c, themes }) => `Als Rat ${v(c, "legt", "legen")} dir ${c.nom} ${themes.gift} ans Herz.`,
      ({ c, themes }) => `Am meisten würde dir der Geist ${c.gen} helfen, der dir ${themes.gift} schenkt.`,
    ],
    outcome: [
      ({ c, themes }) => `In der Position des Ergebnisses ${v(c, "zeigt", "zeigen")} ${c.nom}, wohin die Dinge wahrscheinlich führen, wenn du so weitermachst: auf ${themes.gift} zu.`,
      ({ c, themes }) => `Das wahrscheinliche Ergebnis liegt ${c.beim}, ${rel(c)} auf ${themes.gift} ${v(c, "hinweist", "hinweisen")}.`,
      ({ c, themes }) => `Dieser Weg führt ${c.zum}, und ${er(c)} ${v(c, "bringt", "bringen")} ${themes.gift} mit.`,
      ({ c, themes }) => `So wie die Dinge stehen, biegt der Weg ${c.zum} ab und hält ${themes.gift} bereit.`,
    ],
  },
  verdictLead: [
    ({ c, ordinal: n, themes }) => `Als ${ordinal(n)} Karte ${v(c, "bringt", "bringen")} ${c.nom} etwas in die Frage ein: ${themes.gift}.`,
    ({ c, themes }) => `${c.Nom} ${v(c, "bringt", "bringen")} hier ${themes.gift} mit.`,
    ({ c, ordinal: n, themes }) => `Die ${ordinal(n)} Stimme der Legung gehört ${c.dat}, ${rel(c)} ${themes.gift} ${v(c, "bringt", "bringen")}.`,
    ({ c, ordinal: n, themes }) => `An ${ordinal(n)}r Stelle ${v(c, "kommt", "kommen")} ${c.nom} ins Spiel und ${v(c, "bringt", "bringen")} ${themes.gift}.`,
    ({ c, f, ordinal: n, themes }) => `Mit der ${ordinal(n)}n Karte ${v(c, "fügt", "fügen")} ${c.nom} ${f.topic.dat} ${themes.gift} hinzu.`,
    ({ c, f, themes }) => `Hier ${v(c, "beleuchtet", "beleuchten")} ${c.nom} ${f.topic.acc} und ${v(c, "bringt", "bringen")} ${themes.gift}.`,
  ],
  genericLead: [
    ({ c, f, label, themes }) => `An der Stelle „${label}“ ${v(c, "bringt", "bringen")} ${c.nom} ${themes.gift} in ${f.topic.acc}.`,
    ({ c, label, themes }) => `Als „${label}“ ${v(c, "weist", "weisen")} ${c.nom} auf ${themes.gift} hin.`,
    ({ c, label, themes }) => `Für „${label}“ ${v(c, "liegt", "liegen")} ${c.nom} da und ${v(c, "bringt", "bringen")} ${themes.gift}.`,
    ({ c, f, label, themes }) => `Stellvertretend für „${label}“ ${v(c, "färbt", "färben")} ${c.nom} ${f.topic.acc} und ${v(c, "bringt", "bringen")} ${themes.gift} mit.`,
    ({ c, label, themes }) => `Bei „${label}“ ${v(c, "lädt", "laden")} dich ${c.nom} ein, ${themes.weight} anzusehen.`,
    ({ c, label, themes }) => `Unter „${label}“ ${v(c, "bietet", "bieten")} ${c.nom} ${themes.gift}.`,
    ({ c, label, themes }) => `Zu „${label}“ ${v(c, "trägt", "tragen")} ${c.nom} ${themes.gift} bei.`,
    ({ c, label, themes }) => `Hinter „${label}“ ${v(c, "steht", "stehen")} ${c.nom} und ${v(c, "zeigt", "zeigen")} ${themes.weight}.`,
  ],
  // Unsere Kartentexte nennen oft ihre Karte oder haben einen eigenen Doppelpunkt: quoteFrames wählt einen Rahmen,
  // der den Namen nicht wiederholt; ein eigener Doppelpunkt des Textes wird zum Gedankenstrich (nach einem Komma
  // müsste im Deutschen das Verb folgen).
  quote: quoteFrames(
    {
      named: [
        ({ c, f, text }) => `Für ${f.topic.acc} ${v(c, "sagt", "sagen")} es ${c.nom} so: ${text}`,
        ({ c, text }) => `In den Worten ${c.gen}: ${text}`,
        ({ c, text }) => `${c.Nom} ${v(c, "hat", "haben")} hier noch mehr zu sagen: ${text}`,
        ({ c, text }) => `Die Botschaft ${c.gen} geht weiter: ${text}`,
        ({ c, text }) => `Ganz schlicht ${v(c, "sagt", "sagen")} ${c.nom}: ${text}`,
        ({ c, text }) => `Dazu ${v(c, "fügt", "fügen")} ${c.nom} etwas hinzu: ${text}`,
        ({ c, f, text }) => `Hier ${v(c, "hat", "haben")} ${c.nom} zu ${f.topic.dat} etwas Bestimmtes zu sagen: ${text}`,
        ({ c, f, text }) => `Mit Blick auf ${f.topic.acc} ${v(c, "sagt", "sagen")} ${c.nom} dazu: ${text}`,
        ({ c, f, text }) => `Auf ${f.topic.acc} übertragen, ${v(c, "bedeutet", "bedeuten")} ${c.nom} Folgendes: ${text}`,
      ],
      namedComma: [
        ({ c, text }) => `${c.Nom} ${v(c, "sagt", "sagen")} dazu: ${dash(text)}`,
        ({ c, text }) => `In den Worten ${c.gen}: ${dash(text)}`,
        ({ c, text }) => `Die Botschaft ${c.gen} geht weiter: ${dash(text)}`,
        ({ c, f, text }) => `Für ${f.topic.acc} ${v(c, "sagt", "sagen")} es ${c.nom} so: ${dash(text)}`,
        ({ c, text }) => `Ganz schlicht ${v(c, "sagt", "sagen")} ${c.nom}: ${dash(text)}`,
      ],
      plain: [
        ({ f, text }) => `Für ${f.topic.acc} heißt das: ${text}`,
        ({ text }) => `Auf deine Lage übertragen: ${text}`,
        ({ text }) => `Dazu kommt: ${text}`,
        ({ text }) => `Einfach gesagt: ${text}`,
        ({ text }) => `Mehr noch: ${text}`,
        ({ text }) => `Für dich gelesen: ${text}`,
        ({ f, text }) => `Mit Blick auf ${f.topic.acc}: ${text}`,
        ({ f, text }) => `Auf ${f.topic.acc} übertragen: ${text}`,
        ({ f, text }) => `Neben ${f.topic.acc} gelegt: ${text}`,
      ],
      plainComma: [
        ({ text }) => `Dazu kommt: ${dash(text)}`,
        ({ text }) => `Auf deine Lage übertragen: ${dash(text)}`,
        ({ text }) => `Mehr noch: ${dash(text)}`,
        ({ f, text }) => `Für ${f.topic.acc} heißt das: ${dash(text)}`,
        ({ text }) => `Einfach gesagt: ${dash(text)}`,
      ],
    },
    ({ text }) => text,
  ),
  reason: quoteFrames(
    {
      named: [({ c, text }) => `Die Neigung ${c.gen} hat ihren Grund: ${text}`, ({ c, text }) => `Zur Antwort ${c.gen}: ${text}`],
      namedComma: [({ c, text }) => `Die Neigung ${c.gen} hat ihren Grund: ${dash(text)}`, ({ c, text }) => `Zur Antwort ${c.gen}: ${dash(text)}`],
      plain: [({ f, text }) => `Zur Frage nach ${f.topic.dat}: ${text}`, ({ text }) => `Und zur Antwort selbst: ${text}`],
      plainComma: [({ f, text }) => `Zur Frage nach ${f.topic.dat}: ${dash(text)}`, ({ text }) => `Und zur Antwort selbst: ${dash(text)}`],
    },
    ({ text }) => text,
  ),
  choiceVote: {
    yes: [
      ({ c, hypothesis }) => `Auf ${hypothesis ? "die beiden Deutungen" : "deine Wahl"} bezogen, ${v(c, "spricht", "sprechen")} ${c.nom} für die erste.`,
      ({ c, hypothesis }) => `Die Ermutigung ${c.gen} gilt der ersten ${hypothesis ? "Deutung" : "Möglichkeit"}, die du genannt hast.`,
      ({ c, hypothesis }) => `${c.Nom} ${v(c, "gibt", "geben")} der ersten ${hypothesis ? "Deutung" : "Möglichkeit"} Gewicht.`,
    ],
    no: [
      ({ c, hypothesis }) => (hypothesis ? `Auf die beiden Deutungen bezogen, ${v(c, "bestätigt", "bestätigen")} ${c.nom} eher die zweite.` : `Auf deine Wahl bezogen, ${v(c, "neigt", "neigen")} ${c.nom} zur zweiten oder ${v(c, "rät", "raten")} zumindest, bei der ersten nichts zu überstürzen.`),
      ({ c, hypothesis }) => `Die Vorsicht ${c.gen} weist auf die zweite ${hypothesis ? "Deutung" : "Möglichkeit"}.`,
      ({ c, hypothesis }) => `${c.Nom} ${v(c, "neigt", "neigen")} die Waage zur zweiten ${hypothesis ? "Deutung" : "Möglichkeit"}.`,
    ],
    maybe: [
      ({ c, hypothesis }) => `Auf ${hypothesis ? "die beiden Deutungen" : "deine Wahl"} bezogen, ${v(c, "ergreift", "ergreifen")} ${c.nom} für keine der beiden Partei.`,
      ({ c, hypothesis }) => `${c.Nom} ${v(c, "hält", "halten")} sich aus beiden heraus, was darauf hindeutet, dass ${hypothesis ? "es für eine Antwort noch zu früh ist" : "die Wahl mehr Nachdenken braucht"}.`,
      ({ c }) => `${c.Nom} ${v(c, "lässt", "lassen")} beide vorerst im Gleichgewicht.`,
    ],
  },
  voiceLine: {
    gentle: [],
    direct: [
      ({ c, themes }) => `Kurz gesagt: ${c.Nom} ${v(c, "hat", "haben")} auch eine schwere Seite, nämlich ${themes.weight}.`,
      ({ c, themes }) => `Klar gesagt: ${c.Nom} ${v(c, "stellt", "stellen")} dich vor ${themes.weight}.`,
      ({ c, themes }) => `Ohne Umweg: ${c.Nom} ${v(c, "fordert", "fordern")} ${themes.weight}.`,
      ({ c, themes }) => `Ohne Umschweife: ${c.Nom} ${v(c, "bringt", "bringen")} auch ${themes.weight} mit.`,
    ],
    practical: [
      ({ c, themes }) => `Ganz praktisch: Plane ${themes.weight} ein; ${c.nom} ${v(c, "kündigt", "kündigen")} das an.`,
      ({ c, themes }) => `Konkret ${v(c, "gibt", "geben")} dir ${c.nom} eine Sache zum Beobachten: ${themes.weight}.`,
      ({ c, themes }) => `Nimm ${themes.weight} in deine Planung auf, wie ${c.nom} es ${v(c, "nahelegt", "nahelegen")}.`,
      ({ themes }) => `Als Arbeitspunkt für diese Woche: Behalte ${themes.weight} im Blick.`,
    ],
    mystic: [
      ({ c, themes }) => `Das Bild ${c.gen} bleibt und trägt ${themes.gift} über die Schwelle der Deutung.`,
      ({ c, themes }) => `Lausche in stillen Momenten auf ${c.acc}; in einer Sprache, älter als Worte, ${v(c, "bringt", "bringen")} ${er(c)} ${themes.gift}.`,
      ({ c, themes }) => `Unter der bemalten Oberfläche ${c.gen} regt sich etwas Älteres, das ${themes.weight} in sich trägt.`,
      ({ c, themes }) => `In der alten Sprache der Karten ${v(c, "steht", "stehen")} ${c.nom} seit jeher für ${themes.gift}.`,
    ],
  },
  openFuture: [
    ({ c }) => `Nimm ${c.acc} als Richtung, nicht als festes Schicksal: Was du jetzt entscheidest, kann sie noch verändern.`,
    ({ c }) => `Was ${c.nom} hier ${v(c, "zeigt", "zeigen")}, ist nicht in Stein gemeißelt: Es zeigt, wohin die Strömung führt, wenn du weiter so ruderst.`,
    ({ c }) => `Was ${c.nom} ${v(c, "ankündigt", "ankündigen")}, ist eine Tendenz, kein Urteil, und wie du den kommenden Wochen begegnest, kann sie noch wenden.`,
    ({ c }) => `Lies ${c.acc} als den Weg, auf dem du heute bist; ein anderer Schritt kann dich noch woandershin führen.`,
    ({ c }) => `${c.Nom} ${v(c, "zeigt", "zeigen")} eine Strömung, keinen Beschluss; wohin sie dich trägt, hängt auch von deinen nächsten Schritten ab.`,
    ({ c }) => `Was ${c.nom} ${v(c, "vorzeichnet", "vorzeichnen")}, bleibt offen: Es ist der wahrscheinlichste Weg, nicht der einzige.`,
    ({ c }) => `${c.Nom} ${v(c, "beschreibt", "beschreiben")}, wohin die jetzigen Muster führen, und ein Muster lässt sich ändern.`,
  ],
  plainLead: [
    ({ c, where }) => `${cap(where)} ${v(c, "liegt", "liegen")} ${c.nom}.`,
    ({ c, where }) => `${c.Nom} ${v(c, "erscheint", "erscheinen")} ${where}.`,
    ({ c, where }) => `${c.Nom} ${v(c, "ist", "sind")} ${where} aufgetaucht.`,
  ],
  notLiteral: [
    ({ c }) => `${c.Nom} ${v(c, "ist", "sind")} keine Vorhersage über den Körper oder das Leben eines Menschen: Im Tarot ${v(c, "spricht", "sprechen")} ${er(c)} von Wandel, nicht von Schaden.`,
    ({ c }) => `Es kann erschrecken, ${c.acc} hier zu sehen, doch die Karte sagt nichts darüber, wie lange jemand lebt; sie spricht von Wandel und Übergang.`,
    ({ c }) => `${c.Nom} ${v(c, "kündigt", "kündigen")} weder Krankheit noch Verlust an: Das Bild ist dramatisch, doch seine Bedeutung handelt von Veränderung und dem, was danach kommt.`,
  ],
  omenHere: [
    ({ c }) => `Hier kann ${c.nom} dafür stehen, wie viel sich verändert hat, seit all das begann, und für die Stärke, die es braucht, sich darauf einzustellen.`,
    ({ c }) => `Hier kann ${c.nom} zeigen, wie gewohnte Abläufe beiseitegelegt wurden, und daran erinnern, loszulassen, was sich nicht steuern lässt.`,
    ({ c }) => `Hier ${v(c, "verweist", "verweisen")} ${c.nom} auf den Wandel, den du gerade durchlebst, nicht darauf, wie er endet.`,
  ],
  advice: oneColon([
    ({ c, advice }) => `Schlicht und klar ${v(c, "rät", "raten")} ${c.nom} hier: ${advice}`,
    ({ c, advice }) => `${v(c, "Hätte", "Hätten")} ${c.nom} nur einen Rat für dich, wäre es dieser: ${advice}`,
    ({ c, advice }) => `Praktisch ${v(c, "legt", "legen")} dir ${c.nom} Folgendes nahe: ${advice}`,
  ], "advice", dash),
  element: [
    ({ c, element, key }) => `Als Karte des Elements ${element} ${v(c, "bringt", "bringen")} ${c.nom} ${ELEMENT_QUALITY[key]} in diesen Teil der Deutung.`,
    ({ c, element, key }) => `Das Element ${element} verleiht ${c.dat} ${ELEMENT_QUALITY[key]}.`,
    ({ c, element, key }) => `${c.Nom} ${v(c, "gehört", "gehören")} zum Element ${element}, und so ${v(c, "gibt", "geben")} ${er(c)} diesem Teil der Deutung ${ELEMENT_QUALITY[key]}.`,
  ],
};
