import type { SynthesisLines } from "../../../local-writer";
import { wordPattern } from "../../../writer";
import { oneColon } from "../../../quote-frames";
import { dash } from "./section";
import { names, ordinal, sein, v, type DeCard, type DeFocus } from "./grammar";

/** Die Zusammenschau: die Karten zusammen, der Rat der Schlüsselkarte, echte Hilfe, wo sie passt, ein Schritt und der letzte Satz der Stimme. */

/** "Was der Stern auch sagt", "Was der Stern und der Mond auch sagen". */
const whatever = (cards: readonly DeCard[], singular: string, plural: string) => `Was ${names(cards)} auch ${v(cards, singular, plural)}`;

export const SYNTHESIS: SynthesisLines<DeCard, DeFocus> = {
  transition: {
    gentle: [],
    direct: [() => `Jetzt das ganze Bild.`, ({ f }) => `Hier das Wesentliche zu ${f.topic.dat}.`],
    practical: [() => `Jetzt zum Plan als Ganzes.`, ({ f }) => `So ergibt sich alles für ${f.topic.acc}.`],
    mystic: [() => `Nun lass die Bilder mit einer Stimme sprechen.`, ({ f }) => `Tritt einen Schritt zurück, und über ${f.topic.dat} werden die einzelnen Symbole zu einem einzigen Gewebe.`],
  },
  tie: {
    one_card: [
      ({ cards: [c], f, themes: [t] }) => `Im Ganzen ${v(c, "lädt", "laden")} dich ${c.nom} ein, ${t.gift} in ${f.topic.acc} zu bringen.`,
      ({ cards: [c], f }) => `Mit nur einer Karte ist die Deutung eher ein Brennpunkt als eine Vorhersage, und für ${f.topic.acc} heißt dieser Brennpunkt ${c.nom}.`,
      ({ cards: [c], f }) => `Die einzelne Karte hält die Botschaft einfach: ${c.Nom} ${v(c, "ist", "sind")} der Faden, dem du in ${f.topic.dat} folgen kannst.`,
    ],
    yes_no: [
      ({ cards, themes }) => `Zusammen bringen ${names(cards)} ${themes[0].gift}, ${themes[1].gift} und ${themes[2].gift} in deine Frage.`,
      ({ cards, f, themes }) => `Nebeneinander betrachtet, legen dir ${names(cards)} ${themes[0].gift} und ${themes[2].gift} für ${f.topic.acc} ans Herz.`,
      ({ f, themes }) => `Wie die Waage auch ausfällt, bringen diese drei Karten ${themes[0].gift}, ${themes[1].gift} und ${themes[2].gift} in ${f.topic.acc}.`,
    ],
    three_cards: [
      ({ cards: [past, present, future], themes }) =>
        `Zusammen erzählen die Karten, wie ${past.nom} einst ${themes[0].weight} ${v(past, "brachte", "brachten")}, ${present.nom} jetzt ${themes[1].gift} ${v(present, "bringt", "bringen")} und ${future.nom} ${themes[2].gift} in Aussicht ${v(future, "stellt", "stellen")}; in der Gegenwart kannst du am meisten bewirken.`,
      ({ cards: [past, present, future] }) => `Vergangenheit, Gegenwart und Zukunft hängen hier zusammen: ${past.Nom} ${v(past, "hat", "haben")} den Boden bereitet, ${present.nom} ${v(present, "ist", "sind")} die Aufgabe des Moments, und ${future.nom} ${v(future, "ist", "sind")} das Versprechen, wenn du dranbleibst.`,
      ({ cards: [past, , future], f }) => `Als eine Bewegung gesehen, führen die Karten ${f.topic.acc} ${past.vom} ${future.zum}, und heute lässt sich diese Reise lenken.`,
    ],
    tarot: [
      ({ cards }) => `Zusammengenommen zeigt die Legung ${cards[0].acc}, auf die Probe gestellt ${cards[1].vom}, mit ${cards[2].dat} im Untergrund; ${cards[3].nom} ${v(cards[3], "bietet", "bieten")} den Ausweg, und ${cards[4].nom} ${v(cards[4], "zeigt", "zeigen")}, wohin er führen kann.`,
      ({ cards }) => `Die fünf Karten bilden ein Bild: Die Lage ${cards[0].gen} trifft auf die Herausforderung ${cards[1].gen}, ${cards[2].nom} ${v(cards[2], "formt", "formen")} die Dinge von unten, und die Empfehlung ${cards[3].gen} weist auf ${cards[4].acc}.`,
      ({ cards, f }) => `Im Ganzen ist es eine Geschichte über ${f.topic.acc}, die ${cards[0].vom} ${cards[4].zum} führt, mit ${cards[3].dat} als Ausweg.`,
    ],
    generic: [
      ({ cards, f }) => `Zusammen ${v(cards, "erzählt", "erzählen")} ${names(cards)} eine einzige Geschichte über ${f.topic.acc}.`,
      ({ cards, f }) => `Der Reihe nach gelesen, führt die Legung ${cards[0].vom} ${cards[cards.length - 1].zum}, und jede Karte unterwegs fügt ${f.topic.dat} etwas Eigenes hinzu.`,
      ({ cards, f }) => `Im Ganzen erzählt die Legung eine Geschichte über ${f.topic.acc}, und sie neigt sich ${cards[cards.length - 1].dat} zu.`,
    ],
  },
  careTie: [
    ({ cards, f }) => `Hier ${v(cards, "spricht", "sprechen")} ${names(cards)} weniger von Ergebnissen als davon, wie du ${f.topic.acc} tragen kannst: mit Geduld, mit Hoffnung und mit Raum für das, was du fühlst.`,
    ({ cards }) => `Behutsam gelesen, ${v(cards, "beschreibt", "beschreiben")} ${names(cards)} eine Zeit, die behutsam durchlebt werden will, nicht ein Ergebnis, das sich vorhersagen ließe.`,
    ({ cards, f }) => `Was ${names(cards)} ${v(cards, "bietet", "bieten")}, ist keine Vorhersage, sondern Begleitung für ${f.topic.acc}.`,
  ],
  counsel: {
    gentle: oneColon([
      ({ c, f, advice }) => `Für ${f.topic.acc} ist der Rat ${c.gen} der, den du mitnehmen kannst: ${advice}`,
      ({ c, f, advice }) => `Wenn du aus ${c.dat} eine Sache für ${f.topic.acc} mitnimmst, dann diese: ${advice}`,
      ({ c, f, advice }) => `Den praktischen Faden für ${f.topic.acc} ${v(c, "liefert", "liefern")} ${c.nom}: ${advice}`,
      ({ c, f, advice }) => `Während du mit ${f.topic.dat} weitergehst, halte den Rat ${c.gen} nah bei dir: ${advice}`,
      ({ c, f, advice }) => `Bei allem, was ${f.topic.acc} betrifft, denk daran, worum ${c.nom} dich ${v(c, "bittet", "bitten")}: ${advice}`,
      ({ c, advice }) => `Der Rat ${c.gen} ist sanft und klar: ${advice}`,
      ({ c, f, advice }) => `Für ${f.topic.acc} ${v(c, "gibt", "geben")} dir ${c.nom} einen Rat mit: ${advice}`,
    ], "advice", dash),
    direct: oneColon([
      ({ c, f, advice }) => `Den klaren Rat zu ${f.topic.dat} ${v(c, "gibt", "geben")} ${c.nom}: ${advice}`,
      ({ c, advice }) => `Nimm das ${c.vom} mit: ${advice}`,
      ({ c, f, advice }) => `Für ${f.topic.acc} gilt die Regel ${c.gen}: ${advice}`,
    ], "advice", dash),
    practical: oneColon([
      ({ c, f, advice }) => `Die nützlichste Regel für ${f.topic.acc} kommt ${c.vom}: ${advice}`,
      ({ c, advice }) => `Nimm den Rat ${c.gen} als Arbeitsprinzip: ${advice}`,
      ({ c, advice }) => `Miss jeden Schritt, den du gehst, am Rat ${c.gen}: ${advice}`,
    ], "advice", dash),
    mystic: oneColon([
      ({ c, advice }) => `Trag die Weisheit ${c.gen} wie eine Laterne durch die kommenden Wochen: ${advice}`,
      ({ c, f, advice }) => `Der tiefste Rat für ${f.topic.acc} steigt aus ${c.dat} auf: ${advice}`,
      ({ c, advice }) => `Möge die Lehre ${c.gen} an deiner Seite gehen: ${advice}`,
    ], "advice", dash),
  },
  careCounsel: {
    others_health: [
      ({ c, themes }) => `Halte in dieser Zeit für dich selbst fest, dass ${c.nom} dir ${themes.gift} ${v(c, "schenkt", "schenken")}.`,
      ({ c, f }) => `${c.Nom} ${v(c, "erinnert", "erinnern")} dich daran, dass auch deine eigene Ruhe zählt, während du für ${f.who.acc} da bist.`,
      ({ c }) => `In den kommenden Tagen ${v(c, "bittet", "bitten")} dich ${c.nom}, auch gut für dich zu sorgen, damit du weiter etwas geben kannst.`,
    ],
    death: [
      ({ c, themes }) => `Halte inmitten all dessen fest, dass ${c.nom} dir ${themes.gift} ${v(c, "schenkt", "schenken")}.`,
      ({ c }) => `${c.Nom} ${v(c, "bittet", "bitten")} dich, sanft mit dir zu sein und die Menschen in deiner Nähe die Last mittragen zu lassen.`,
    ],
    pregnancy: [
      ({ c, themes }) => `Halte, während du wartest, daran fest, dass ${c.nom} dir ${themes.gift} ${v(c, "schenkt", "schenken")}.`,
      ({ c }) => `${c.Nom} ${v(c, "bittet", "bitten")} dich, in der Wartezeit liebevoll für dich zu sorgen, was auch kommt.`,
    ],
  },
  referral: {
    doctor: [
      ({ cards }) => `${whatever(cards, "sagt", "sagen")}, für jede echte Sorge um deine Gesundheit ist eine Ärztin oder ein Arzt die richtige Ansprechperson.`,
      ({ cards }) => `Wenn dich an deiner Gesundheit etwas beunruhigt, sprich mit einer Ärztin oder einem Arzt; ${names(cards)} ${v(cards, "kann", "können")} dir nur beim Nachdenken helfen.`,
    ],
    medical_team: [
      ({ f }) => `Die Menschen, die ${f.who.acc} versorgen, können dir sagen, wie es ${f.ihm} geht, und auch, wie du am besten helfen kannst.`,
      ({ cards, f }) => `${whatever(cards, "zeigt", "zeigen")}, ${f.sein} Behandlungsteam kennt ${f.sein}e Lage; frag dort, was helfen würde.`,
    ],
    vet: [
      ({ cards, f }) => `Deine Tierärztin oder dein Tierarzt ist die richtige Ansprechperson für ${f.topic.acc}; ${names(cards)} ${v(cards, "kann", "können")} dir nur helfen zu überlegen, wie du für ${f.ihn} sorgst.`,
      ({ cards }) => `Bei allem, was die Gesundheit deines Tieres betrifft, vertrau deiner Tierärztin oder deinem Tierarzt mehr als ${names(cards, "dat")}.`,
    ],
    midwife: [
      ({ cards }) => `Bei allem, was eine Schwangerschaft betrifft, sind deine Ärztin oder deine Hebamme die richtigen Ansprechpersonen, was ${names(cards)} auch ${v(cards, "sagt", "sagen")}.`,
      ({ cards }) => `Eine Ärztin oder eine Hebamme kann beantworten, was ${names(cards)} nicht beantworten ${v(cards, "kann", "können")}, und es lohnt sich, sie zu fragen.`,
    ],
    debt_adviser: [
      ({ cards }) => `Eine kostenlose, unabhängige Schuldnerberatung kann mit dir durchgehen, was du schuldest, und dir deine Möglichkeiten erklären; das ist echte Hilfe, und ${names(cards)} ${v(cards, "kann", "können")} sie nicht ersetzen.`,
      ({ cards }) => `Bevor du über deine Schulden entscheidest, sprich mit einer kostenlosen Schuldnerberatung; ${names(cards)} ${v(cards, "hilft", "helfen")} dir beim Nachdenken, die Beratung beim Handeln.`,
    ],
    financial_adviser: [
      ({ cards }) => `Bei Geldentscheidungen kann eine qualifizierte, unabhängige Finanzberatung helfen, wie es ${names(cards)} nicht ${v(cards, "kann", "können")}.`,
      ({ cards }) => `${whatever(cards, "sagt", "sagen")}, lass jede Geldentscheidung vorher von einer unabhängigen Finanzberatung prüfen.`,
    ],
    lawyer: [
      ({ cards }) => `Für die rechtliche Seite kann dir eine Anwältin, ein Anwalt oder eine Rechtsberatungsstelle sagen, wo du stehst; ${names(cards)} ${v(cards, "kann", "können")} dir nur beim Nachdenken helfen.`,
      ({ cards }) => `${whatever(cards, "sagt", "sagen")}, lass die rechtlichen Schritte von einer Anwältin oder einem Anwalt begleiten.`,
    ],
    listening_line: [
      () => `Erzähl deiner Hausärztin oder einer Psychologin, wie es dir geht; und wenn ein Tag zu schwer wird, hört die TelefonSeelsorge rund um die Uhr zu, kostenlos unter 0800 111 0 111.`,
      () => `Ein Hausarzt oder eine Psychologin kann bei solchen Tagen helfen, und die TelefonSeelsorge ist Tag und Nacht unter 0800 111 0 111 für dich da.`,
    ],
    grief_support: [
      () => `Eine Trauerbegleitung, deine Hausärztin oder die TelefonSeelsorge (0800 111 0 111) können dich dabei begleiten; du musst das nicht allein tragen.`,
      () => `Wenn der Verlust auf deinen Tagen liegt, hilft eine Trauerberatung oder ein Psychologe, und die TelefonSeelsorge hört unter 0800 111 0 111 zu.`,
    ],
  },
  step: {
    general: [
      ({ c }) => `Schreib dir vor Ende der Woche einen kleinen Schritt auf, den ${c.nom} dir ${v(c, "nahelegt", "nahelegen")}, und geh ihn.`,
      ({ c }) => `Wähle eine konkrete Handlung, die zum Geist ${c.gen} passt, und gib ihr in den nächsten Tagen ein Datum.`,
      ({ c }) => `Schreib heute Abend deine Frage oben auf eine Seite und darunter das Erste, wozu ${c.nom} dich ${v(c, "ermutigt", "ermutigen")}.`,
      ({ c }) => `Erzähl einem Menschen, dem du vertraust, was du abwägst, und achte darauf, welchen Teil der Botschaft ${c.gen} du wiederholst.`,
    ],
    love: [
      ({ c }) => `Biete in den nächsten Tagen ein ehrliches Gespräch oder eine kleine Geste der Zuwendung an, im Geist ${c.gen}, und achte darauf, was sich öffnet.`,
      ({ c }) => `Wähle etwas, das du bisher nicht gesagt oder gezeigt hast, und lass dir ${c.vom} helfen, diese Woche einen guten Moment dafür zu finden.`,
      ({ c }) => `Nimm dir diese Woche einen ruhigen Abend für die Verbindung, die dir am meisten bedeutet, mit der Botschaft ${c.gen} im Sinn.`,
      ({ c }) => `Schreib auf, was du in der Liebe am meisten fühlen möchtest, und wähle eine kleine Sache, die ${c.nom} dir ${v(c, "nahelegt", "nahelegen")}, um diese Woche mehr davon zu spüren.`,
    ],
    career: [
      ({ c }) => `Wähle einen praktischen Schritt, etwa eine E-Mail, eine Bewerbung oder ein Gespräch, und geh ihn diese Woche im Sinne ${c.gen}.`,
      ({ c }) => `Sprich vor Ende der Woche mit einer Kollegin, einem Mentor oder einem Kontakt über das, worauf ${c.nom} ${v(c, "hinweist", "hinweisen")}.`,
      ({ c }) => `Aktualisiere diese Woche deinen Lebenslauf oder dein Profil, sodass es dorthin zeigt, wohin ${c.nom} dich ${v(c, "weist", "weisen")}.`,
      ({ c }) => `Gib diese Woche dreißig Minuten einer Fähigkeit, die dein nächster Schritt braucht, und lass dich ${c.vom} daran erinnern, warum sie zählt.`,
    ],
    health: [
      ({ c }) => `Nimm die Botschaft ${c.gen} als Einladung zu einer kleinen Veränderung in deiner Ruhe oder deinem Tagesrhythmus, eine Woche lang.`,
      ({ c }) => `Halte dir mit ${c.dat} im Sinn diese Woche einen Abend für echte Erholung frei und beobachte, wie deine Energie antwortet.`,
      ({ c }) => `Notiere diese Woche jeden Abend in ein, zwei Zeilen, wie deine Energie war, und schau, ob das Thema ${c.gen} im Muster auftaucht.`,
    ],
    personal_development: [
      ({ c }) => `Schreib eine Überzeugung oder Gewohnheit auf, die ${c.nom} dich prüfen ${v(c, "lässt", "lassen")}, und probiere sieben Tage lang einen anderen Weg.`,
      ({ c }) => `Notiere diese Woche jeden Abend einen Moment, in dem du im Geist ${c.gen} gehandelt hast.`,
      ({ c }) => `Gib dir selbst ein kleines Versprechen, das ${c.nom} wiedererkennen ${v(c, "würde", "würden")}, und halte es in der kommenden Woche.`,
    ],
    spirituality: [
      ({ c }) => `Nimm dir diese Woche jeden Tag zehn ruhige Minuten, um beim Bild ${c.gen} zu verweilen, und achte darauf, was auftaucht.`,
      ({ c }) => `Wähle ein einfaches Ritual, einen Spaziergang, eine Kerze oder eine Tagebuchseite, und kehre diese Woche jeden Morgen zur Botschaft ${c.gen} zurück.`,
      ({ c }) => `Beende diese Woche jeden Tag, indem du einen Moment aufschreibst, in dem du ${c.acc} am Werk gespürt hast, so klein er auch war.`,
    ],
    projects: [
      ({ c }) => `Liste die nächsten drei konkreten Aufgaben auf, beginne mit der kleinsten und lass ${c.acc} das Tempo bestimmen.`,
      ({ c }) => `Plane diese Woche eine konzentrierte Arbeitssitzung ein, um den Plan voranzubringen, mit ${c.dat} als Maßstab.`,
      ({ c }) => `Schreib den nächsten Meilenstein in eine Zeile mit einem Datum daneben und gleiche ihn mit dem ab, was ${c.nom} ${v(c, "rät", "raten")}.`,
    ],
    emotions: [
      ({ c }) => `Schenk deinen Gefühlen diese Woche jeden Abend ein paar Minuten, im Tagebuch oder mit einem vertrauten Menschen, ganz im Sinn ${c.gen}: ohne Eile, sie in Ordnung zu bringen.`,
      ({ c }) => `Wenn diese Woche ein starkes Gefühl aufsteigt, halte lange genug inne, um es zu benennen, bevor du handelst, wie es ${c.nom} ${v(c, "nahelegt", "nahelegen")}.`,
      ({ c }) => `Erzähl einem Menschen, dem du vertraust, ehrlich, wie es dir geht, mit der Botschaft ${c.gen} als Ausgangspunkt.`,
    ],
    creativity: [
      ({ c }) => `Plane diese Woche eine ungehetzte Sitzung ein und erschaffe etwas im Geist ${c.gen}, so roh es auch sein mag.`,
      ({ c }) => `Beginne ein kleines Stück, angeregt ${c.vom}, und erlaube dir, es unvollkommen zu beenden.`,
      ({ c }) => `Sammle drei Bilder oder Sätze, die ${c.nom} in dir ${v(c, "weckt", "wecken")}, und mach diese Woche aus einem davon etwas.`,
    ],
    others_health: [
      ({ c }) => `Führ ein kleines Heft über das, was die Ärztinnen und Ärzte sagen und was du sie fragen möchtest, damit du nicht alles im Kopf tragen musst, und lass dich ${c.vom} daran erinnern, auch selbst zu ruhen.`,
      ({ c, f }) => `Bring ${f.ihm} etwas Kleines von zu Hause mit oder setz dich einfach eine Weile zu ${f.ihm}; im Geist ${c.gen} kann Dasein mehr zählen als jede Antwort.`,
      ({ c }) => `Teile das Besuchen und das Warten diese Woche mit einem vertrauten Menschen, damit du durchhalten kannst, wie es ${c.nom} raten ${v(c, "würde", "würden")}.`,
    ],
    pet_health: [
      ({ c, f }) => `Sorg dafür, dass es ${f.ihm} gut geht, und folge dem, was deine Tierärztin oder dein Tierarzt rät; ${c.nom} ${v(c, "bittet", "bitten")} dich, auch in der Sorge auf dich selbst zu achten.`,
      ({ c }) => `Schreib deine Fragen für die Tierarztpraxis vor dem nächsten Besuch auf und lass dich ${c.vom} beim Warten beruhigen.`,
    ],
    debt: [
      ({ c }) => `Schreib diese Woche alles, was du schuldest, auf eine Seite, an wen und wie viel, und bring diese Seite zu einer kostenlosen Schuldnerberatung; ${c.nom} ${v(c, "rät", "raten")}, dem ruhig ins Auge zu sehen.`,
      ({ c }) => `Ruf diese Woche bei einer kostenlosen Schuldnerberatung an; ${c.nom} ${v(c, "erinnert", "erinnern")} dich daran, dass der Blick auf die Zahlen der erste Schritt ist.`,
      ({ c }) => `Nimm dir diese Woche eine Stunde, um deine Kontoauszüge an einem Ort zu sammeln, damit eine Beratung sie klar mit dir durchsehen kann, ganz im Sinn ${c.gen}.`,
    ],
    money: [
      ({ c }) => `Leg diese Woche eine halbe Stunde lang die Einnahmen und Ausgaben des Monats nebeneinander und notiere eine Sache, die ${c.nom} dich genauer ansehen ${v(c, "lässt", "lassen")}.`,
      ({ c }) => `Schreib vor jeder großen Geldentscheidung auf, was du weißt, was du nicht weißt und wen du fragen könntest, und lass ${c.acc} Ordnung in deine Gedanken bringen.`,
    ],
    law: [
      ({ c }) => `Sammle diese Woche die Schreiben und Unterlagen zur Sache in einem Ordner, damit eine Anwältin oder ein Anwalt sie klar sehen kann; ${c.nom} ${v(c, "begünstigt", "begünstigen")} ein ruhiges, geordnetes Vorgehen.`,
      ({ c }) => `Schreib deine Fragen für eine Anwältin, einen Anwalt oder eine Rechtsberatungsstelle auf, bevor du mit ihnen sprichst, und lass dich dabei ${c.vom} leiten.`,
    ],
    job_risk: [
      ({ c }) => `Schreib diese Woche auf, was du in den letzten Monaten geleistet hast, und bitte deine Führungskraft um ein kurzes, offenes Gespräch über deine Stelle, im Sinne ${c.gen}.`,
      ({ c }) => `Lies diese Woche deinen Vertrag und jedes Schreiben der Personalabteilung noch einmal, notiere deine Fragen und bring sie zum Betriebsrat oder zur Personalabteilung, im Geist ${c.gen}.`,
      ({ c }) => `Bring diese Woche deinen Lebenslauf auf den neuesten Stand, nicht um zu gehen, sondern damit die Ungewissheit weniger Macht über dich hat, und lass dich ${c.vom} daran erinnern, dass du Möglichkeiten hast.`,
    ],
    study: [
      ({ c }) => `Plane diese Woche drei kurze Lerneinheiten mit je einem klaren Ziel und lass ${c.acc} den Ton angeben.`,
      ({ c }) => `Schreib den Teil deiner Ausbildung auf, dem du ausweichst, und gib ihm morgen zwanzig Minuten, im Geist ${c.gen}.`,
      ({ c }) => `Stell einer Lehrkraft oder jemandem aus deinem Kurs die Frage, die du vor dir herschiebst, mit der Botschaft ${c.gen} im Sinn.`,
    ],
    move: [
      ({ c }) => `Bevor du etwas entscheidest, schreib auf, was dir der Umzug geben und was er dich kosten würde, und lies die Liste mit ${c.dat} im Sinn noch einmal.`,
      ({ c }) => `Nimm dir diese Woche einen Nachmittag, um etwas Praktisches über den Umzug herauszufinden, etwa Mieten, Schulen oder Arbeit, im Geist ${c.gen}.`,
    ],
    decision: [
      ({ c }) => `Schreib auf, was jeder Weg von dir verlangen und dir geben würde, und schlaf eine Nacht darüber; ${c.nom} ${v(c, "kann", "können")} dir beim Abwägen helfen, doch die Wahl liegt bei dir.`,
      ({ c }) => `Sprich die Entscheidung mit einem vertrauten Menschen durch und lass ${c.acc} die Waage ehrlich halten.`,
      ({ c }) => `Setz dir ein Datum für die Entscheidung und sammle bis dahin, was du noch wissen musst, und behalte dabei im Blick, was ${c.nom} ${v(c, "rät", "raten")}.`,
    ],
    grief: [
      ({ c }) => `Gib dir diese Woche Raum, zu fühlen, was du fühlst, und stütz dich auf einen nahen Menschen; ${c.nom} ${v(c, "bittet", "bitten")} dich, sanft mit dir zu sein.`,
      ({ c }) => `Verbring diese Woche ungehetzte Zeit mit den Menschen, die du liebst, im Geist ${c.gen}, und sag, was wichtig ist.`,
    ],
  },
  closing: {
    gentle: [
      ({ c, f }) => `Was in ${f.topic.dat} auch kommt, ${c.nom} ${v(c, "erinnert", "erinnern")} dich daran, dass es noch Licht für den Weg gibt.`,
      ({ c, f }) => `Geh behutsam mit ${f.topic.dat} um; in diesen Karten steckt mehr Hoffnung, als es scheinen mag, und ${c.nom} ${v(c, "trägt", "tragen")} einen Teil davon.`,
      ({ c, f }) => `Möge die Hoffnung ${c.gen} dich und ${f.topic.acc} durch die kommenden Tage begleiten.`,
      ({ c, f }) => `In ${f.topic.dat} ist Raum für Hoffnung, und ${c.nom} ${v(c, "hält", "halten")} ihr eine Tür offen.`,
      ({ c, f }) => `Lass dich ${c.vom} daran erinnern, dass es in ${f.topic.dat} noch freundliche Überraschungen geben kann.`,
      ({ c, f }) => `Hoffnung ist nicht dasselbe wie Gewissheit, aber ${c.nom} ${v(c, "lässt", "lassen")} viel davon für ${f.topic.acc}.`,
    ],
    direct: [
      ({ c }) => `Worauf es ankommt, ${v(c, "zeigt", "zeigen")} ${c.nom}; der Rest ist Hintergrund.`,
      ({ f }) => `Du weißt, wo du bei ${f.topic.dat} stehst. Der nächste Schritt ist deiner.`,
      ({ c }) => `${c.Nom} ${v(c, "hat", "haben")} gesprochen; was daraus wird, liegt bei dir.`,
    ],
    practical: [
      () => `Schreib den Schritt mit Datum auf und prüf an diesem Tag, wie die Dinge stehen.`,
      ({ c }) => `Lies am Ende der Woche noch einmal nach, was ${c.nom} dir ${v(c, "rät", "raten")}, und schau, wie weit du gekommen bist.`,
      () => `Ein Schritt nach dem anderen genügt; der nächste wird klarer, wenn dieser getan ist.`,
    ],
    mystic: [
      ({ c }) => `Zünde eine Kerze an oder atme still durch, bevor du handelst, und lass das Bild ${c.gen} mit dir gehen.`,
      ({ c, f }) => `Die Deutung endet hier, doch die Symbole ${c.gen} sprechen weiter durch ${f.topic.acc}, in Träumen und kleinen Zeichen, wenn du lauschst.`,
      ({ c }) => `Geh behutsam unter dem kreisenden Himmel; was ${c.nom} geöffnet ${v(c, "hat", "haben")}, vollenden deine eigenen Schritte.`,
    ],
  },
  memory: [
    ({ c, count }) => `${c.Nom} ${v(c, "ist", "sind")} diesen Monat zum ${ordinal(count)}n Mal in deine Deutungen zurückgekehrt, und ${sein(c)}e Botschaft bittet noch um deine Aufmerksamkeit.`,
    ({ c, count }) => `Diesen Monat ${v(c, "erscheint", "erscheinen")} ${c.nom} zum ${ordinal(count)}n Mal in deinen Deutungen, was darauf hindeutet, dass ${sein(c)} Thema mit dir noch nicht fertig ist.`,
  ],
};

/** Eine Frage, ob die eigene Stelle bleibt („Job verlieren“, „Kündigung“, „meine Stelle ist in Gefahr“): ihr Schritt gilt der Stelle, nie einem Lernplan. */
export const JOB_AT_RISK = wordPattern("\\b(?:job|arbeitsplatz|stelle|arbeit) (?:zu )?verlieren\\b|\\bgekündigt\\b|\\bkündigung\\w*|\\bentlass\\w*|\\b(?:job|arbeitsplatz|stelle) (?:ist )?(?:in gefahr|gefährdet|sicher|auf der kippe)\\b|\\bstellenabbau\\b|\\bumstrukturierung\\w*", { flags: "iu" });
