import { cardText } from "@/lib/tarot/cards/localized";
import { cardNameInProse } from "@/lib/tarot/card-names";
import type { YesNoLeaning } from "@/lib/tarot/cards";
import { DECK, cardByName, type CardName } from "@/lib/tarot/deck";
import type { Spread } from "@/lib/tarot/spreads";
import { positionLabel, readingHeadings, verdictLine } from "@/lib/writers/structure";
import type { Locale } from "@/lib/writers/words";

/**
 * Careful readings written by hand in each of our languages, assembled for given cards: what a good AI reading
 * looks like in shape and language (native headings, positions, card names and verdict words). The quality checks'
 * tests pass them, the evaluation plants its bad readings by spoiling them (eval/planted.ts), and the journeys'
 * local Messages API server answers with them (tests/helpers/fake-anthropic.ts).
 */

type Prose = {
  summary: (topic: string, first: string, second: string) => string;
  card: (card: string, position: string, topic: string) => string;
  synthesis: (topic: string) => string;
  followUp: (first: string, second: string, position: string, topic: string) => string;
  daily: (card: string, keyword: string) => string;
};

const NBSP = "\u00a0";

const PROSE: Record<Locale, Prose> = {
  en: {
    summary: (topic, first, second) =>
      `The cards speak calmly about ${topic}: ${first} and ${second} ask you to look at the situation with patience before you decide. No answer is written in advance, but there is a direction you can follow one step at a time.`,
    card: (card, position, topic) =>
      `${card} sits in the “${position}” position and speaks about ${topic}. It invites you to look honestly at what is already in your hands and to recognise the effort you have made so far. Its keywords point to steady progress rather than a sudden turn, and they encourage you to notice where your energy goes each day. In this place of the spread the card is not a promise but a mirror: it reflects your own ability to choose with care. Take one small, concrete step that honours what it shows, and notice how you feel before you decide anything more.`,
    synthesis: (topic) =>
      `Together, the cards draw a calm path for ${topic}: recognise what you already know, look after your strength and move forward without hurry. This week, write down one small step you can take and someone you could ask for advice; then give yourself permission to review the plan calmly.`,
    followUp: (first, second, position, topic) =>
      `${first} and ${second}, in their places, answer what you ask about ${topic}: they call for calm and an honest look before you act. No new card is on the table; these are the same cards, read for this question.\n\n${first}, in the “${position}” position, recalls the road you have already travelled, and the next card points to where you can look now. This week, choose one small, concrete gesture that brings you closer to what you want.`,
    daily: (card, keyword) =>
      `Today **${card}** keeps you company, a card of ${keyword}. Its message invites you to meet the day with calm attention. Find a quiet moment to listen to yourself before you answer whatever comes. As a gesture for today, write down one intention and come back to it in the evening.`,
  },
  es: {
    summary: (topic, first, second) =>
      `Las cartas hablan con calma de ${topic}: ${first} y ${second} te piden mirar la situación con paciencia antes de decidir. No hay una respuesta escrita de antemano, sino una dirección que puedes seguir paso a paso.`,
    card: (card, position, topic) =>
      `${card} ocupa la posición «${position}» y habla de ${topic}. Te invita a mirar con honestidad lo que ya tienes entre manos y a reconocer el esfuerzo que has hecho hasta ahora. Sus palabras clave apuntan a un avance constante más que a un giro repentino, y te animan a observar en qué inviertes tu energía cada día. En este lugar de la tirada, la carta no es una promesa sino un espejo: refleja tu propia capacidad de elegir con cuidado. Da un paso pequeño y concreto que honre lo que muestra, y observa cómo te sientes antes de decidir nada más.`,
    synthesis: (topic) =>
      `En conjunto, las cartas dibujan un camino sereno para ${topic}: reconocer lo que ya sabes, cuidar tus fuerzas y avanzar sin prisa. Esta semana, escribe en una hoja qué paso pequeño puedes dar y a quién podrías pedir consejo; después, date permiso para revisar el plan con calma.`,
    followUp: (first, second, position, topic) =>
      `${first} y ${second}, cada una en su lugar, responden a lo que preguntas sobre ${topic}: piden calma y una mirada honesta antes de actuar. No hay ninguna carta nueva sobre la mesa; son las mismas cartas, leídas para esta pregunta.\n\n${first}, en la posición «${position}», recuerda el camino que ya has recorrido, y la carta siguiente señala hacia dónde puedes mirar ahora. Esta semana, elige un gesto pequeño y concreto que te acerque a lo que deseas.`,
    daily: (card, keyword) =>
      `Hoy te acompaña **${card}**, una carta de ${keyword}. Su mensaje te invita a recibir el día con calma y atención. Busca un momento tranquilo para escucharte antes de responder a lo que llegue. Como gesto para hoy, escribe una sola intención y vuelve a ella por la tarde.`,
  },
  "pt-BR": {
    summary: (topic, first, second) =>
      `As cartas falam com serenidade sobre ${topic}: ${first} e ${second} pedem que você olhe a situação com paciência antes de decidir. Não há uma resposta escrita de antemão, e sim uma direção que você pode seguir passo a passo.`,
    card: (card, position, topic) =>
      `${card} ocupa a posição “${position}” e fala sobre ${topic}. Convida você a olhar com honestidade para o que já está em suas mãos e a reconhecer o esforço que fez até aqui. Suas palavras-chave apontam para um avanço constante, mais do que para uma virada repentina, e incentivam você a perceber onde coloca a sua energia a cada dia. Neste lugar da tiragem, a carta não é uma promessa, mas um espelho: reflete a sua própria capacidade de escolher com cuidado. Dê um passo pequeno e concreto que honre o que ela mostra e observe como se sente antes de decidir mais.`,
    synthesis: (topic) =>
      `Juntas, as cartas desenham um caminho tranquilo para ${topic}: reconhecer o que você já sabe, cuidar das suas forças e avançar sem pressa. Nesta semana, anote num papel qual pequeno passo você pode dar e a quem poderia pedir conselho; depois, permita-se revisar o plano com calma.`,
    followUp: (first, second, position, topic) =>
      `${first} e ${second}, cada uma no seu lugar, respondem ao que você pergunta sobre ${topic}: pedem calma e um olhar honesto antes de agir. Não há nenhuma carta nova na mesa; são as mesmas cartas, lidas para esta pergunta.\n\n${first}, na posição “${position}”, lembra o caminho que você já percorreu, e a carta seguinte aponta para onde você pode olhar agora. Nesta semana, escolha um gesto pequeno e concreto que aproxime você do que deseja.`,
    daily: (card, keyword) =>
      `Hoje quem acompanha você é **${card}**, uma carta de ${keyword}. A mensagem dela convida você a receber o dia com calma e atenção. Procure um momento tranquilo para se escutar antes de responder ao que chegar. Como gesto para hoje, anote uma única intenção e volte a ela no fim da tarde.`,
  },
  de: {
    summary: (topic, first, second) =>
      `Die Karten sprechen ruhig über ${topic}: ${first} und ${second} bitten dich, die Lage mit Geduld zu betrachten, bevor du entscheidest. Keine Antwort steht schon fest, wohl aber eine Richtung, der du Schritt für Schritt folgen kannst.`,
    card: (card, position, topic) =>
      `${card} liegt an der Stelle „${position}“ und spricht über ${topic}. Die Karte lädt dich ein, ehrlich auf das zu schauen, was du schon in der Hand hast, und die Mühe anzuerkennen, die du bisher aufgebracht hast. Ihre Stichworte deuten eher auf stetigen Fortschritt als auf eine plötzliche Wende und ermutigen dich, darauf zu achten, wofür du jeden Tag deine Energie einsetzt. An dieser Stelle der Legung ist die Karte kein Versprechen, sondern ein Spiegel: Sie zeigt deine eigene Fähigkeit, mit Bedacht zu wählen. Geh einen kleinen, konkreten Schritt, der dem gerecht wird, was sie zeigt, und spür nach, wie es sich anfühlt, bevor du mehr entscheidest.`,
    synthesis: (topic) =>
      `Zusammen zeichnen die Karten einen ruhigen Weg für ${topic}: anerkennen, was du schon weißt, mit deinen Kräften haushalten und ohne Eile weitergehen. Schreib dir diese Woche auf, welchen kleinen Schritt du gehen kannst und wen du um Rat fragen könntest; dann erlaube dir, den Plan in Ruhe zu überprüfen.`,
    followUp: (first, second, position, topic) =>
      `${first} und ${second}, jede an ihrem Platz, antworten auf das, was du über ${topic} wissen möchtest: Sie bitten um Ruhe und einen ehrlichen Blick, bevor du handelst. Es liegt keine neue Karte auf dem Tisch; es sind dieselben Karten, gelesen für diese Frage.\n\n${first}, an der Stelle „${position}“, erinnert an den Weg, den du schon gegangen bist, und die nächste Karte zeigt, wohin du jetzt schauen kannst. Wähle diese Woche eine kleine, konkrete Geste, die dich dem näherbringt, was du dir wünschst.`,
    daily: (card, keyword) =>
      `Heute begleitet dich **${card}**, eine Karte für ${keyword}. Ihre Botschaft lädt dich ein, dem Tag ruhig und aufmerksam zu begegnen. Nimm dir einen stillen Moment, um in dich hineinzuhören, bevor du auf das antwortest, was kommt. Als kleine Geste für heute: Schreib eine einzige Absicht auf und kehr am Abend zu ihr zurück.`,
  },
  fr: {
    summary: (topic, first, second) =>
      `Les cartes parlent avec calme de ${topic}${NBSP}: ${first} et ${second} vous invitent à regarder la situation avec patience avant de décider. Aucune réponse n'est écrite d'avance, mais une direction se dessine, que vous pouvez suivre pas à pas.`,
    card: (card, position, topic) =>
      `${card} occupe la position «${NBSP}${position}${NBSP}» et parle de ${topic}. La carte vous invite à regarder honnêtement ce que vous avez déjà entre les mains et à reconnaître les efforts accomplis jusqu'ici. Ses mots-clés annoncent un progrès régulier plutôt qu'un revirement soudain, et vous encouragent à observer où va votre énergie chaque jour. À cette place du tirage, la carte n'est pas une promesse mais un miroir${NBSP}: elle reflète votre propre capacité à choisir avec soin. Faites un petit pas concret qui respecte ce qu'elle montre, puis voyez ce que vous ressentez avant de décider davantage.`,
    synthesis: (topic) =>
      `Ensemble, les cartes dessinent un chemin paisible pour ${topic}${NBSP}: reconnaître ce que vous savez déjà, ménager vos forces et avancer sans hâte. Cette semaine, notez sur une feuille le petit pas que vous pouvez faire et la personne à qui vous pourriez demander conseil${NBSP}; ensuite, accordez-vous le droit de revoir votre plan au calme.`,
    followUp: (first, second, position, topic) =>
      `${first} et ${second}, chacune à sa place, répondent à ce que vous demandez sur ${topic}${NBSP}: elles appellent au calme et à un regard honnête avant d'agir. Aucune nouvelle carte n'est sur la table${NBSP}; ce sont les mêmes cartes, lues pour cette question.\n\n${first}, à la position «${NBSP}${position}${NBSP}», rappelle le chemin déjà parcouru, et la carte suivante montre où porter le regard maintenant. Cette semaine, choisissez un geste petit et concret qui vous rapproche de ce que vous souhaitez.`,
    daily: (card, keyword) =>
      `Aujourd'hui, **${card}** vous accompagne, une carte placée sous le signe de ${keyword}. Son message vous invite à accueillir la journée avec calme et attention. Prenez un moment tranquille pour vous écouter avant de répondre à ce qui arrive. Comme geste du jour, notez une seule intention et revenez-y dans la soirée.`,
  },
  it: {
    summary: (topic, first, second) =>
      `Le carte guardano con calma ${topic}: ${first} e ${second} ti chiedono di guardare la situazione con pazienza prima di decidere. Non c'è una risposta già scritta, ma una direzione che puoi seguire passo dopo passo.`,
    card: (card, position, topic) =>
      `${card} occupa la posizione «${position}» e illumina ${topic}. Ti invita a guardare con onestà ciò che hai già tra le mani e a riconoscere l'impegno che hai messo finora. Le sue parole chiave indicano un progresso costante più che una svolta improvvisa, e ti incoraggiano a osservare dove va la tua energia ogni giorno. In questo punto della stesa la carta non è una promessa ma uno specchio: riflette la tua capacità di scegliere con cura. Fai un passo piccolo e concreto che rispetti ciò che mostra, e osserva come ti senti prima di decidere altro.`,
    synthesis: (topic) =>
      `Nel loro insieme, le carte disegnano un percorso sereno per affrontare ${topic}: riconoscere ciò che sai già, avere cura delle tue forze e procedere senza fretta. Questa settimana annota su un foglio quale piccolo passo puoi fare e a chi potresti chiedere consiglio; poi concediti di rivedere il piano con calma.`,
    followUp: (first, second, position, topic) =>
      `${first} e ${second}, ciascuna al suo posto, rispondono alla tua domanda, che riguarda ${topic}: invitano alla calma e a uno sguardo onesto prima di agire. Non c'è nessuna carta nuova sul tavolo; sono le stesse carte, lette per questa domanda.\n\n${first}, nella posizione «${position}», ricorda la strada che hai già percorso, e la carta successiva indica dove puoi guardare adesso. Questa settimana scegli un gesto piccolo e concreto che ti avvicini a ciò che desideri.`,
    daily: (card, keyword) =>
      `Oggi ti accompagna **${card}**, una carta di ${keyword}. Il suo messaggio ti invita ad accogliere la giornata con calma e attenzione. Trova un momento tranquillo per ascoltarti prima di rispondere a ciò che arriva. Come gesto per oggi, scrivi una sola intenzione e tornaci la sera.`,
  },
};

export type WrittenReading = {
  locale: Locale;
  spread: Spread<string>;
  cards: readonly CardName[];
  /**
   * What the reading is about, in the reader's language, as a noun phrase the templates can take after their
   * prepositions: English "about"/"for"; Spanish "de"/"sobre"/"para" (a possessive or an infinitive, never "el");
   * Portuguese "sobre"/"para"; German the accusative ("über"/"für"); French "de"/"pour"/"sur" (a possessive);
   * Italian a direct object ("la tua causa").
   */
  topic: string;
  /** The verdict line's answer, for a verdict spread's yes/no question; none otherwise. */
  verdict?: YesNoLeaning | null;
  /** A sentence added to the synthesis. */
  extra?: string;
};

/** A reading wholly in the reader's language: native headings, positions, card names, verdict words and prose. */
export function writtenReading({ locale, spread, cards, topic, verdict = null, extra }: WrittenReading): string {
  const prose = PROSE[locale];
  const [summaryHeading, ...rest] = readingHeadings(spread, cards, locale);
  const cardHeadings = rest.slice(0, cards.length);
  const synthesisHeading = rest[cards.length];
  const first = cardNameInProse(cards[0], locale);
  const second = cardNameInProse(cards[1] ?? cards[0], locale);
  const summary = `${verdict ? `${verdictLine(verdict, locale)} ` : ""}${prose.summary(topic, first, second)}`;
  const sections = cards.map(
    (card, index) => `## ${cardHeadings[index]}\n${prose.card(cardNameInProse(card, locale, { start: true }), positionLabel(spread, index, locale), topic)}`,
  );
  return [`## ${summaryHeading}\n${summary}`, ...sections, `## ${synthesisHeading}\n${prose.synthesis(topic)}${extra ? ` ${extra}` : ""}`].join("\n\n");
}

/** A follow-up's answer in the reader's language, naming two of the reading's cards with a position. */
export function writtenFollowUp({ locale, spread, cards, topic }: Omit<WrittenReading, "verdict" | "extra">): string {
  const first = cardNameInProse(cards[0], locale, { start: true });
  const second = cardNameInProse(cards[1] ?? cards[0], locale);
  return PROSE[locale].followUp(first, second, positionLabel(spread, 0, locale), topic);
}

/** A card of the day's message in the reader's language: its card in bold, four sentences. */
export function writtenDaily(card: CardName, locale: Locale): string {
  const found = cardByName(card) ?? DECK[0];
  const keyword = cardText(found, locale).keywords.upright[0];
  return PROSE[locale].daily(cardNameInProse(card, locale), keyword);
}
