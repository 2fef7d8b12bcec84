import type { SummaryLines, TimeFrame } from "../../../local-writer";
import { beim, cap, im, list, Names, names, v, vom, type DeCard, type DeFocus } from "./grammar";

/** Der Überblick: die Frage und die Karten, die Fürsorge, die sie braucht, dann die Antwort in der Form der Frage. */

const LEANS = { yes: ["neigt zum Ja", "neigen zum Ja"], no: ["neigt zum Nein", "neigen zum Nein"], maybe: ["bleibt unentschieden", "bleiben unentschieden"] } as const;
/** The same in a subordinate clause, the verb last ("während der Turm zum Nein neigt"). */
const LEANS_LAST = { yes: ["zum Ja neigt", "zum Ja neigen"], no: ["zum Nein neigt", "zum Nein neigen"], maybe: ["unentschieden bleibt", "unentschieden bleiben"] } as const;
const FOR = { yes: "für Ja", no: "für Nein", maybe: "unentschieden" } as const;
const COUNT = ["keine", "eine", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"];

const FRAMES: Record<TimeFrame, { acc: string; dat: string }> = {
  today: { acc: "den heutigen Tag", dat: "dem heutigen Tag" },
  week: { acc: "die kommende Woche", dat: "der kommenden Woche" },
  month: { acc: "den kommenden Monat", dat: "dem kommenden Monat" },
  season: { acc: "diese Jahreszeit", dat: "dieser Jahreszeit" },
  year: { acc: "dieses Jahr", dat: "diesem Jahr" },
  years: { acc: "die kommenden Jahre", dat: "den kommenden Jahren" },
  soon: { acc: "die nahe Zukunft", dat: "der nahen Zukunft" },
};

const gens = (cards: readonly DeCard[]) => list(cards.map((card) => card.gen));

export const SUMMARY: SummaryLines<DeCard, DeFocus> = {
  opening: {
    gentle: [
      ({ q, cards }) => `Auf deine Frage ${q} antworten die Karten mit ${names(cards, "dat")}.`,
      ({ q, cards }) => `Mit ${q} im Sinn hast du ${names(cards, "acc")} gezogen.`,
      ({ q, cards }) => `Für deine Frage ${q} hat das Deck ${names(cards, "acc")} aufgedeckt.`,
      ({ q, cards }) => `Als du ${q} gefragt hast, ${v(cards, "ist", "sind")} ${names(cards)} erschienen.`,
      ({ q, cards, f }) => `Deine Frage war ${q}, und ${names(cards)} ${v(cards, "hat", "haben")} etwas über ${f.topic.acc} zu sagen.`,
    ],
    direct: [
      ({ q, cards }) => `Du hast ${q} gefragt. ${cards.length > 1 ? "Die Karten" : "Die Karte"}: ${names(cards)}.`,
      ({ q, cards }) => `Auf ${q} ${v(cards, "antwortet", "antworten")} ${names(cards)} ohne Umschweife.`,
      ({ q, cards }) => `Direkt zu ${q}: Gezogen ${v(cards, "wurde", "wurden")} ${names(cards)}.`,
    ],
    practical: [
      ({ q, cards, f }) => `Deine Frage war ${q}, also lesen wir ${names(cards, "acc")} als praktischen Leitfaden für ${f.topic.acc}.`,
      ({ q, cards }) => `Um ${q} anzugehen, ${v(cards, "zeigt", "zeigen")} dir ${names(cards)}, worauf du schauen solltest.`,
      ({ q, cards }) => `Zu ${q} ${v(cards, "gibt", "geben")} dir ${names(cards)} einen Ausgangspunkt, mit dem du diese Woche arbeiten kannst.`,
    ],
    mystic: [
      ({ q, cards }) => `Du hast ${q} zu den Karten getragen, und aus ihrer Stille ${v(cards, "ist", "sind")} ${names(cards)} aufgestiegen.`,
      ({ q, cards }) => `Unter deiner Frage ${q} haben die Karten mit ${names(cards, "dat")} geantwortet.`,
      ({ q, cards }) => `Wie eine Glocke in der Dämmerung hat ${q} ${names(cards, "acc")} aus dem Dunkel gerufen.`,
    ],
  },
  openingUnquoted: [
    ({ cards, f }) => `Du hast deine Lage ausführlich beschrieben, und ${names(cards)} ${v(cards, "spricht", "sprechen")} über ${f.topic.acc}.`,
    ({ cards, f }) => `Zu allem, was du über ${f.topic.acc} geschrieben hast, hat das Deck ${names(cards, "acc")} aufgedeckt.`,
    ({ cards, f }) => `Von allem, was du fragst, ${v(cards, "greift", "greifen")} ${names(cards)} zuerst ${f.topic.acc} auf.`,
  ],
  outside: [
    ({ cards }) => `Eine Tarotlegung befolgt keine Anweisungen, beantwortet keine Wissensfragen und schreibt nichts auf Bestellung; ${names(cards)} ${v(cards, "wird", "werden")} deshalb für das gelesen, wovon Karten sprechen können: dein eigenes Leben.`,
    ({ cards }) => `Was du geschrieben hast, kann diese Legung weder tun noch beantworten; ${names(cards)} ${v(cards, "spricht", "sprechen")} stattdessen von deinem eigenen Leben.`,
    ({ cards }) => `Diese Legung legt ihre Arbeitsweise nicht beiseite und übernimmt keine andere Aufgabe: ${names(cards)} ${v(cards, "wird", "werden")} wie immer für eine Frage zu deinem Leben gelesen.`,
  ],
  oneWord: [
    ({ word, cards }) => `Du hast mit einem einzigen Wort gefragt, ${word}, und ${names(cards)} ${v(cards, "deutet", "deuten")} es als einen ganzen Bereich deines Lebens.`,
    ({ word, cards }) => `${word} ist alles, was du gefragt hast, also ${v(cards, "wird", "werden")} ${names(cards)} hier im weiten Sinn gelesen, nicht als Ja oder Nein.`,
    ({ word, cards, f }) => `Ein Wort, ${word}, und als Antwort ${names(cards)}: Diese Deutung nimmt das Wort als Tür zu ${f.topic.dat}.`,
  ],
  mood: {
    gentle: {
      bright: [
        ({ cards }) => `Im Ganzen macht die Legung Mut, und ${names(cards)} ${v(cards, "gibt", "geben")} ihr echte Wärme.`,
        ({ cards }) => `Der Grundton ist hell: ${Names(cards)} ${v(cards, "schenkt", "schenken")} dieser Legung Zuversicht.`,
        ({ cards }) => `Diese Legung ist dir freundlich gesinnt, und ${names(cards)} ${v(cards, "trägt", "tragen")} viel von ihrem Licht.`,
        ({ cards, f }) => `Hier gibt es mehr Licht als Schatten, und ${names(cards)} ${v(cards, "setzt", "setzen")} einen hoffnungsvollen Ton für ${f.topic.acc}.`,
      ],
      hard: [
        ({ cards }) => `Die Karten sprechen offen über das Schwierige, und ${names(cards)} ${v(cards, "bittet", "bitten")} um ehrliche Aufmerksamkeit, doch nichts davon ist festgeschrieben.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "spricht", "sprechen")} von Mühe, nicht von einem Urteil: Was schwer wirkt, lässt sich ansehen und angehen.`,
        ({ cards }) => `Diese Legung verschweigt das Schwere nicht, und ${names(cards)} ${v(cards, "lädt", "laden")} dich ein, genau hinzusehen, ohne dich zu fürchten.`,
        ({ cards, f }) => `${Names(cards)} ${v(cards, "bringt", "bringen")} etwas Gewicht in ${f.topic.acc}, und das ist eine Einladung zum genauen Hinsehen, kein Grund zur Angst.`,
      ],
      mixed: [
        ({ cards }) => `Licht und Schatten halten sich in dem, was ${names(cards)} dir ${v(cards, "zeigt", "zeigen")}, die Waage, also zählt deine Antwort mehr als jede Vorhersage.`,
        ({ cards, f }) => `Kein Ton beherrscht ${names(cards, "acc")}, und diese Offenheit lässt echten Raum für deine eigenen Entscheidungen über ${f.topic.acc}.`,
      ],
    },
    direct: {
      bright: [
        ({ cards }) => `Am meisten in der Hand ${v(cards, "gibt", "geben")} dir ${names(cards)}.`,
        ({ cards, f }) => `Den stärksten Rückhalt für ${f.topic.acc} ${v(cards, "gibt", "geben")} ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "benennt", "benennen")} die Reibung offen, und nichts davon ist endgültig.`,
        ({ cards }) => `Das Schwierige liegt ${beim(cards)}; daran lässt sich arbeiten.`,
      ],
      mixed: [
        ({ cards }) => `Noch ist nichts entschieden: ${names(cards)} ${v(cards, "legt", "legen")} sich nicht fest, und was du tust, entscheidet den Rest.`,
        ({ cards }) => `Gutes und Schweres halten sich ${beim(cards)} die Waage, und dein nächster Schritt gibt den Ausschlag.`,
      ],
    },
    practical: {
      bright: [
        ({ cards }) => `${Names(cards)} ${v(cards, "gibt", "geben")} dir die beste Grundlage.`,
        ({ cards, f }) => `${cards.length > 1 ? "Deine stärksten Trümpfe" : "Dein stärkster Trumpf"} für ${f.topic.acc}: ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "markiert", "markieren")} das wichtigste Hindernis, und Hindernisse lassen sich einplanen.`,
        ({ cards }) => `Die meiste Mühe kostet der Teil, für den ${names(cards)} ${v(cards, "steht", "stehen")}.`,
      ],
      mixed: [
        ({ cards }) => `${Names(cards)} ${v(cards, "hält", "halten")} Ressourcen und Hindernisse im Gleichgewicht, also machen Planung und Ausdauer den Unterschied.`,
        ({ cards }) => `Das Bild, das ${names(cards)} ${v(cards, "zeichnet", "zeichnen")}, ist gemischt, und das ist nützlich: Es zeigt, was du nutzen und was du verbessern kannst.`,
      ],
    },
    mystic: {
      bright: [
        ({ cards }) => `Die Legung leuchtet wie Morgenlicht auf stillem Wasser, und ${names(cards)} ${v(cards, "gießt", "gießen")} Licht darüber.`,
        ({ cards }) => `Ein warmer Wind geht durch diese Karten, getragen ${vom(cards)}.`,
      ],
      hard: [
        ({ cards }) => `Schatten sammeln sich um ${names(cards, "acc")}, doch jeder Schatten entsteht aus einem Licht, und nichts hier ist besiegelt.`,
        ({ cards }) => `Der Boden bebt unter ${names(cards, "dat")}, wie vor jeder Drehung des Rades.`,
      ],
      mixed: [
        ({ cards }) => `Licht und Schatten tanzen ${im(cards)} wie Ebbe und Flut, und der nächste Schritt des Tanzes gehört dir.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "hält", "halten")} Tag und Nacht in einer Hand, und das Gleichgewicht wartet auf deine eigene Geste.`,
      ],
    },
  },
  verdict: {
    gentle: {
      yes: [
        ({ cards, f }) => `Die Waage neigt sich zum Ja, getragen ${vom(cards)}, doch keine Karte kann versprechen, wie es mit ${f.topic.dat} ausgeht.`,
        ({ cards, decision }) => `${Names(cards)} ${v(cards, "lässt", "lassen")} die Antwort zum Ja neigen: eine Tendenz, kein Versprechen${decision ? ", und die Entscheidung bleibt bei dir" : ""}.`,
        ({ cards }) => `Die Antwort neigt also zum Ja, mit ${names(cards, "dat")} auf ihrer Seite, und die Karten unten zeigen, was dabei hilft.`,
      ],
      no: [
        ({ cards }) => `Das Gewicht liegt vorerst beim Nein, weil ${names(cards)} ${v(cards, "bremst", "bremsen")}, und das ist eher eine Frage des Wegs oder des Zeitpunkts als eine verschlossene Tür.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "lässt", "lassen")} die Antwort zum Nein neigen, zumindest so, wie die Frage heute gestellt ist.`,
        ({ cards }) => `Die Antwort neigt also zum Nein, und ${names(cards)} ${v(cards, "erklärt", "erklären")} weiter unten, was im Weg steht und was sich ändern könnte.`,
      ],
      maybe: [
        ({ cards }) => `Die Neigungen ${gens(cards)} heben sich auf, also bildet sich die Antwort noch und hängt davon ab, was als Nächstes geschieht.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "lässt", "lassen")} die Antwort bei einem ehrlichen Vielleicht: Der Ausgang ist noch offen.`,
        ({ cards, decision }) => `Vorerst bleibt es ein Vielleicht, und ${names(cards)} ${v(cards, "lässt", "lassen")} Raum dafür, dass die Umstände${decision ? " und dein eigenes Urteil" : " und dein eigenes Handeln"} es entscheiden.`,
      ],
    },
    direct: {
      yes: [
        ({ cards, decision }) => `Ein Ja ${vom(cards)}${decision ? ", und die Entscheidung bleibt deine" : ", keine Garantie"}.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "sagt", "sagen")} im Ganzen Ja, und das ist eine Tendenz, kein Versprechen.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "sagt", "sagen")} vorerst Nein, und ein anderer Weg oder ein anderer Zeitpunkt könnte das ändern.`,
        ({ cards }) => `Ein Nein ${vom(cards)}, so wie die Dinge stehen, und das kann sich ändern.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "lässt", "lassen")} es offen: ein Vielleicht, und was jetzt geschieht, zählt.`,
        ({ cards }) => `Noch keine klare Antwort ${vom(cards)}.`,
      ],
    },
    practical: {
      yes: [
        ({ cards }) => `Im Ganzen ist das ein Ja ${vom(cards)}, vorausgesetzt, die Vorarbeit ist getan.`,
        ({ cards, decision }) => `Die Antwort neigt mit ${names(cards, "dat")} zum Ja; ${decision ? "wenn du dich dafür entscheidest, gibt ihr ein Plan gute Chancen" : "mit einem Plan dahinter hat sie gute Chancen"}.`,
      ],
      no: [
        ({ cards }) => `Im Ganzen ${v(cards, "sagt", "sagen")} ${names(cards)} Nein zum jetzigen Plan, also müssen Weg oder Zeitpunkt vielleicht überarbeitet werden.`,
        ({ cards }) => `Die Antwort neigt mit ${names(cards, "dat")} vorerst zum Nein, also lohnt sich ein Blick darauf, was sich ändern müsste.`,
      ],
      maybe: [
        ({ cards }) => `Das ist ein Vielleicht: ${Names(cards)} ${v(cards, "überlässt", "überlassen")} das Ergebnis dem nächsten konkreten Schritt.`,
        ({ cards }) => `Die Antwort bleibt mit ${names(cards, "dat")} offen, also würden mehr Informationen vor einer Entscheidung helfen.`,
      ],
    },
    mystic: {
      yes: [
        ({ cards }) => `Die Waage neigt sich mit ${names(cards, "dat")} zum Ja, wie eine Tür, die sich zu einem hellen Raum öffnet.`,
        ({ cards }) => `Das Orakel neigt sich durch ${names(cards, "acc")} zum Ja, ein stiller Segen, der noch deine eigenen Schritte braucht.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "flüstert", "flüstern")} vorerst Nein: keine versiegelte Tür, sondern eine Flut, die sich noch nicht gewendet hat.`,
        ({ cards }) => `In dieser Nacht neigt die Antwort zum Nein, wie ${names(cards)} ${v(cards, "zeigt", "zeigen")}, und Jahreszeiten wechseln.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "schwebt", "schweben")} zwischen Ja und Nein wie die Dämmerung zwischen Tag und Nacht.`,
        ({ cards }) => `Mit ${names(cards, "dat")} ist die Antwort noch ungeschrieben, ein Samen in dunkler Erde.`,
      ],
    },
  },
  tally: [
    ({ groups }) => {
      if (groups.length === 1) return `Alle ${COUNT[groups[0].cards.length]} Karten ${LEANS[groups[0].lean][1]}.`;
      const main = groups.map(({ lean, cards }) => `${names(cards)} ${v(cards, LEANS[lean][0], LEANS[lean][1])}`);
      if (groups.length === 2) return `${cap(main[0])}, während ${names(groups[1].cards)} ${v(groups[1].cards, LEANS_LAST[groups[1].lean][0], LEANS_LAST[groups[1].lean][1])}.`;
      return `${cap(main[0])}, ${main[1]} und ${main[2]}.`;
    },
    ({ groups }) => {
      if (groups.length === 1) return `Jede Karte hier ${LEANS[groups[0].lean][0]}: ${names(groups[0].cards)}.`;
      return `Nach Karten gezählt: ${groups.map(({ lean, cards }) => `${names(cards)} ${FOR[lean]}`).join("; ")}.`;
    },
  ],
  choiceList: [
    ({ first, second, hypothesis }) => (hypothesis ? `Die zwei Deutungen, die du abwägst: ${first}; oder ${second}.` : `Deine zwei Wege: ${first}; oder ${second}.`),
    ({ first, second, hypothesis }) => (hypothesis ? `Du stellst zwei Deutungen nebeneinander: die erste, ${first}; die zweite, ${second}.` : `Du nennst zwei Möglichkeiten: die erste, ${first}; die zweite, ${second}.`),
  ],
  choice: [
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `${hypothesis ? `Von den beiden bestätigen die Karten eher die ${favoursFirst ? "erste" : "zweite"}` : `Als Wahl gelesen, neigen die Karten eher zur ${favoursFirst ? "ersten" : "zweiten"}`}: ${Names(pro)} ${v(pro, "spricht", "sprechen")} dafür${against.length > 0 ? `, während ${names(against)} an der ${favoursFirst ? "zweiten" : "ersten"} ${v(against, "festhält", "festhalten")}` : ""}.`,
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `Zwischen den beiden bevorzugen die Karten die ${favoursFirst ? "erste" : "zweite"}${hypothesis ? " als die wahrscheinlichere Deutung" : ""}, weil ${names(pro)} in diese Richtung ${v(pro, "neigt", "neigen")}${against.length > 0 ? ` und nur ${names(against)} in die andere ${v(against, "zieht", "ziehen")}` : ""}.`,
  ],
  choiceOne: [
    ({ c, lean, hypothesis }) =>
      lean === "maybe"
        ? `Mit nur einer Karte ${v(c, "neigt", "neigen")} ${c.nom} zu keiner der beiden ${hypothesis ? "Deutungen" : "Möglichkeiten"}: eine Tendenz, aus einer Karte gelesen, keine Zählung.`
        : `Mit nur einer Karte ${v(c, "neigt", "neigen")} ${c.nom} zur ${lean === "yes" ? "ersten" : "zweiten"} ${hypothesis ? "Deutung" : "Möglichkeit"}: eine Tendenz, aus einer Karte gelesen, keine Zählung.`,
    ({ c, lean }) =>
      lean === "maybe"
        ? `${c.Nom} allein ${v(c, "zeigt", "zeigen")} keine Tendenz; eine Karte ist ein Hinweis, keine Zählung.`
        : `${c.Nom} allein ${v(c, "neigt", "neigen")} die Waage zur ${lean === "yes" ? "ersten" : "zweiten"}; eine Karte ist ein Hinweis, keine Zählung.`,
  ],
  choiceOpen: [
    ({ forFirst, forSecond, hypothesis }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `${hypothesis ? "Die Karten klären nicht, welche der beiden zutrifft" : "Als Wahl gelesen, entscheiden die Karten nicht"}: ${Names(forFirst)} ${v(forFirst, "spricht", "sprechen")} für die erste, während ${names(forSecond)} für die zweite ${v(forSecond, "spricht", "sprechen")}.`
        : hypothesis
          ? `Keine der beiden überzeugt die Karten.`
          : `Die Karten ergreifen hier keine Partei.`,
    ({ forFirst, forSecond }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `Die Karten teilen sich: ${names(forFirst)} für die erste, ${names(forSecond)} für die zweite.`
        : `Keine überzeugt die Karten.`,
  ],
  choiceMeaning: [
    ({ hypothesis }) => (hypothesis ? `Das ist eine Tendenz, keine Tatsache.` : `Das ist eine Tendenz, kein Urteil.`),
    ({ hypothesis }) => (hypothesis ? `Eine Tendenz, keine Gewissheit.` : `Die Wahl bleibt deine.`),
    ({ hypothesis }) => (hypothesis ? `Die Zeit wird mehr zeigen.` : `Die Entscheidung bleibt in deinen Händen.`),
  ],
  thread: {
    three_cards: [
      ({ cards: [past, present, future] }) => `Die Geschichte führt ${past.vom} hinter dir über ${present.acc} im Jetzt bis ${future.zum} vor dir.`,
      ({ cards: [past, present, future] }) => `Was mit ${past.dat} begann, wird gerade durch ${present.acc} ausgearbeitet, und ${future.nom} ${v(future, "zeigt", "zeigen")}, wohin diese Arbeit führen kann.`,
    ],
    tarot: [
      ({ cards: [situation, challenge, hidden, advice, outcome] }) =>
        `Im Zentrum ${v(situation, "steht", "stehen")} ${situation.nom}, gekreuzt ${challenge.vom}, mit ${hidden.dat} als Strömung im Verborgenen und ${advice.dat} als Wegweiser ${outcome.zum}.`,
      ({ cards: [situation, challenge, , advice, outcome] }) => `Die Lage ${situation.gen} trifft auf die Herausforderung ${challenge.gen}, und der Weg, den ${advice.nom} ${v(advice, "weist", "weisen")}, führt ${outcome.zum}.`,
    ],
    generic: [
      ({ cards }) => `Der Reihe nach gelesen, führt die Legung ${cards[0].vom} ${cards[cards.length - 1].zum}.`,
      ({ cards }) => `Die Legung beginnt mit ${cards[0].dat} und endet mit ${cards[cards.length - 1].dat}, und jede Karte dazwischen setzt ihren eigenen Ton.`,
    ],
  },
  noRuling: {
    others_health: [
      ({ cards, f }) => `Keine Karte kann sagen, ob ${f.er} wieder gesund ${f.pl ? "werden" : "wird"}; das können nur die Menschen beurteilen, die ${f.ihn} behandeln, und ${names(cards)} ${v(cards, "spricht", "sprechen")} stattdessen davon, wie du diese Zeit an ${f.sein}er Seite trägst.`,
      ({ cards, f }) => `Die Karten können nicht beurteilen, wie es ${f.ihm} gehen wird, dafür ist ${f.sein} Behandlungsteam da; ${names(cards)} ${v(cards, "spricht", "sprechen")} von deiner Seite: von deiner Sorge, deiner Stärke und davon, wie du für ${f.ihn} da sein kannst.`,
      ({ cards, f }) => `Wie es ${f.ihm} gehen wird, ist eine Frage für die Menschen, die ${f.ihn} versorgen, nicht für die Karten, also ${v(cards, "wird", "werden")} ${names(cards)} hier für dich gelesen.`,
    ],
    own_health: [
      ({ cards }) => `Keine Karte kann sagen, wie sich deine Gesundheit entwickelt; deine Ärztin oder dein Arzt kann das, und ${names(cards)} ${v(cards, "spricht", "sprechen")} stattdessen von Energie, Ruhe und Gewohnheiten.`,
      ({ cards }) => `Ob es besser wird, ist eine Frage für deine Ärztin oder deinen Arzt, nicht für die Karten, also ${v(cards, "wird", "werden")} ${names(cards)} hier dafür gelesen, wie du bis dahin für dich sorgst.`,
    ],
    death: [
      ({ cards, f }) => `Keine Karte sagt voraus, wann oder ob jemand stirbt, und auch ${names(cards)} ${v(cards, "tut", "tun")} es nicht; die Karten können nur davon sprechen, wie du ${f.topic.acc} trägst.`,
      ({ cards }) => `Die Karten sagen nichts darüber, wie lange jemand lebt; ${names(cards)} ${v(cards, "spricht", "sprechen")} von der Liebe und der Sorge in deiner Frage.`,
    ],
    pregnancy: [
      ({ cards }) => `Keine Karte kann sagen, ob oder wann eine Schwangerschaft kommt; deine Ärztin oder deine Hebamme ist die richtige Ansprechperson, und ${names(cards)} ${v(cards, "spricht", "sprechen")} von deinen Hoffnungen und davon, wie du gut für dich sorgst.`,
      ({ cards }) => `Ob ein Kind kommt, ${v(cards, "kann", "können")} ${names(cards)} nicht sagen, also geht es hier um das, was du fühlst, während du hoffst.`,
    ],
    law: [
      ({ cards }) => `Keine Karte kann sagen, wie ein Gericht oder eine Behörde entscheidet; eine Anwältin oder ein Anwalt kann dir sagen, wo du stehst, und ${names(cards)} ${v(cards, "spricht", "sprechen")} davon, wie du dem begegnest.`,
      ({ cards, f }) => `Wie es mit ${f.topic.dat} ausgeht, liegt nicht bei den Karten, also ${v(cards, "wird", "werden")} ${names(cards)} hier dafür gelesen, wie du es trägst.`,
    ],
  },
  care: {
    others_health: [
      ({ f }) => `Zu warten, während es ${f.who.dat} nicht gut geht, ist schwer, und es ist nur natürlich, sich eine klare Antwort zu wünschen.`,
      ({ f }) => `Nach der Gesundheit ${f.who.gen} zu fragen, wiegt schwer, und diese Deutung geht behutsam damit um.`,
      ({ f }) => `In deiner Frage liegt die Sorge um ${f.who.acc}, und sie verdient eine behutsame Antwort.`,
    ],
    own_health: [
      ({ cards }) => `Fragen zum eigenen Körper verdienen eine sorgfältige Antwort, und ${names(cards)} ${v(cards, "bietet", "bieten")} Nachdenken, nie eine Diagnose.`,
      ({ cards }) => `Wo es um deine Gesundheit geht, ${v(cards, "wird", "werden")} ${names(cards)} zum Nachdenken gelesen, nie als Diagnose.`,
    ],
    death: [
      ({ cards }) => `Eine Frage nach Leben und Sterben gehört zu den schwersten überhaupt, und ${names(cards)} ${v(cards, "wird", "werden")} hier mit Sorgfalt gelesen.`,
      ({ cards }) => `Die Angst, jemanden zu verlieren, verdient Behutsamkeit, und so ${v(cards, "wird", "werden")} ${names(cards)} hier gelesen.`,
    ],
    pregnancy: [
      ({ cards }) => `Der Wunsch nach einem Kind oder die Sorge um eine Schwangerschaft berührt etwas Tiefes, und ${names(cards)} ${v(cards, "wird", "werden")} hier behutsam gelesen.`,
      ({ cards }) => `In einer Frage nach einer Schwangerschaft steckt viel Hoffnung, und ${names(cards)} ${v(cards, "wird", "werden")} mit diesem Wissen gelesen.`,
    ],
    money: [
      ({ cards }) => `Geldsorgen drücken auf alles, und ${names(cards)} ${v(cards, "kann", "können")} dir beim Nachdenken helfen, aber keine Vorhersage über deine Finanzen machen.`,
      ({ cards, f }) => `Keine Karte kann versprechen, wie es mit ${f.topic.dat} weitergeht, und ${names(cards)} ${v(cards, "versucht", "versuchen")} es auch nicht.`,
    ],
    debt: [
      ({ cards }) => `Schulden belasten sehr, und du musst sie nicht allein tragen; ${names(cards)} ${v(cards, "wird", "werden")} hier gelesen, um dir klares Denken zu erleichtern, nicht um dir zu sagen, was du zahlen sollst.`,
      ({ cards }) => `Schulden können erdrückend sein, doch es gibt echte Hilfe dafür, und ${names(cards)} ${v(cards, "kann", "können")} dir helfen, ihnen ruhig zu begegnen.`,
    ],
    law: [
      ({ cards }) => `Rechtlicher Ärger lastet schwer, und ${names(cards)} ${v(cards, "kann", "können")} dir nicht sagen, wie er ausgeht.`,
      ({ cards }) => `Eine rechtliche Frage hat echte Folgen, und ${names(cards)} ${v(cards, "wird", "werden")} hier nur zum Nachdenken gelesen.`,
    ],
    wellbeing: [
      () => `Was du beschreibst, wiegt schwer, und es zählt mehr als jede Karte: Du verdienst echte Unterstützung, nicht nur eine Legung.`,
      () => `Die Tage, von denen du erzählst, sind hart, und diese Legung wird behutsam gelesen, neben der Hilfe, die ein Mensch geben kann.`,
    ],
  },
  when: [
    ({ f, frame }) => `Die Karten nennen keine Daten; lies sie als Stimmung rund um ${f.topic.acc} für ${FRAMES[frame].acc}, nicht als Frist.`,
    ({ frame }) => `Du hast nach ${FRAMES[frame].dat} gefragt, und die Karten sprechen eher vom richtigen Moment als von einem Kalender.`,
  ],
};
