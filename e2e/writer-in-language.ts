/**
 * A Messages API answer in the reader's language, built only from what the prompt gives: its language ("write
 * everything in Spanish"), its headings, the verdict line it asks for and the cards in their positions. The
 * journeys' local Messages API server answers with it, so a reading on the screen has native bones only if the
 * prompt carried them (e2e/reader-language.spec.ts).
 */

type Prose = {
  summary: string;
  card: (card: string) => string;
  synthesis: string;
  followUp: (card: string) => string;
  daily: (card: string) => string;
};

/** A few sentences per language, written as that language's readers write them. */
const PROSE: Record<string, Prose> = {
  English: {
    summary: "The cards answer your question calmly, and they ask for patience before you decide.",
    card: (card) => `${card} speaks to your question here: it asks for an honest look at what is already in your hands. Take one small, concrete step this week.`,
    synthesis: "Together, the cards ask you to move forward without hurry. This week, write down one small step you can take.",
    followUp: (card) => `${card} speaks again to what you ask: it calls for calm before you act.\n\nThis week, choose one small, concrete gesture.`,
    daily: (card) => `Today **${card}** keeps you company. Meet the day with calm attention. Listen to yourself before you answer. Write down one intention for today.`,
  },
  Spanish: {
    summary: "Las cartas responden a tu pregunta con calma y te piden paciencia antes de decidir.",
    card: (card) => `${card} habla aquí de tu pregunta: te pide mirar con honestidad lo que ya tienes entre manos. Da un paso pequeño y concreto esta semana.`,
    synthesis: "En conjunto, las cartas te piden avanzar sin prisa. Esta semana, escribe un paso pequeño que puedas dar.",
    followUp: (card) => `${card} vuelve a hablar de lo que preguntas: te pide calma antes de actuar.\n\nEsta semana, elige un gesto pequeño y concreto.`,
    daily: (card) => `Hoy te acompaña **${card}**. Recibe el día con calma y atención. Escúchate antes de responder. Escribe una sola intención para hoy.`,
  },
  "Brazilian Portuguese": {
    summary: "As cartas respondem à sua pergunta com calma e pedem paciência antes de decidir.",
    card: (card) => `${card} fala aqui da sua pergunta: pede um olhar honesto para o que já está em suas mãos. Dê um passo pequeno e concreto nesta semana.`,
    synthesis: "Juntas, as cartas pedem que você avance sem pressa. Nesta semana, anote um pequeno passo que você pode dar.",
    followUp: (card) => `${card} volta a falar do que você pergunta: pede calma antes de agir.\n\nNesta semana, escolha um gesto pequeno e concreto.`,
    daily: (card) => `Hoje quem acompanha você é **${card}**. Receba o dia com calma e atenção. Escute-se antes de responder. Anote uma única intenção para hoje.`,
  },
  German: {
    summary: "Die Karten beantworten deine Frage ruhig und bitten dich um Geduld, bevor du entscheidest.",
    card: (card) => `${card} spricht hier zu deiner Frage: Die Karte bittet dich, ehrlich auf das zu schauen, was du schon in der Hand hast. Geh diese Woche einen kleinen, konkreten Schritt.`,
    synthesis: "Zusammen bitten dich die Karten, ohne Eile weiterzugehen. Schreib dir diese Woche einen kleinen Schritt auf, den du gehen kannst.",
    followUp: (card) => `${card} spricht noch einmal zu deiner Frage: Die Karte bittet um Ruhe, bevor du handelst.\n\nWähle diese Woche eine kleine, konkrete Geste.`,
    daily: (card) => `Heute begleitet dich **${card}**. Begegne dem Tag ruhig und aufmerksam. Hör in dich hinein, bevor du antwortest. Schreib eine Absicht für heute auf.`,
  },
  French: {
    summary: "Les cartes répondent à votre question avec calme et vous demandent de la patience avant de décider.",
    card: (card) => `${card} parle ici de votre question\u00a0: la carte vous invite à regarder honnêtement ce que vous avez déjà entre les mains. Faites un petit pas concret cette semaine.`,
    synthesis: "Ensemble, les cartes vous invitent à avancer sans hâte. Cette semaine, notez un petit pas que vous pouvez faire.",
    followUp: (card) => `${card} reparle de ce que vous demandez\u00a0: la carte appelle au calme avant d'agir.\n\nCette semaine, choisissez un geste petit et concret.`,
    daily: (card) => `Aujourd'hui, **${card}** vous accompagne. Accueillez la journée avec calme. Écoutez-vous avant de répondre. Notez une seule intention pour aujourd'hui.`,
  },
  Italian: {
    summary: "Le carte rispondono alla tua domanda con calma e ti chiedono pazienza prima di decidere.",
    card: (card) => `${card} parla qui della tua domanda: ti chiede di guardare con onestà ciò che hai già tra le mani. Fai un passo piccolo e concreto questa settimana.`,
    synthesis: "Nel loro insieme, le carte ti chiedono di procedere senza fretta. Questa settimana annota un piccolo passo che puoi fare.",
    followUp: (card) => `${card} torna a parlare di ciò che chiedi: invita alla calma prima di agire.\n\nQuesta settimana scegli un gesto piccolo e concreto.`,
    daily: (card) => `Oggi ti accompagna **${card}**. Accogli la giornata con calma. Ascoltati prima di rispondere. Scrivi una sola intenzione per oggi.`,
  },
};

/** The answer to one request of Arcana's to the Messages API, in the language its prompt names. */
export function answerInLanguage({ system, content }: { system: string; content: string }): string {
  const language = /write everything in ([\p{L} ]+?), the reader's language/u.exec(system)?.[1] ?? /^Language: ([\p{L} ]+?)\.$/mu.exec(content)?.[1] ?? "English";
  const prose = PROSE[language] ?? PROSE.English;
  const daily = /^Card of the day: (.+)$/m.exec(content);
  if (daily) return prose.daily(daily[1]);
  const cards = [...content.matchAll(/^\d+\. .+?\s?: (.+)$/gmu)].map((match) => match[1]);
  if (content.includes("<follow_up>")) return prose.followUp(cards[0] ?? "");
  const headings = content.split("Headings, in this order, exactly as written:\n")[1]?.split("\n\n")[0]?.split("\n") ?? [];
  const verdict = /Begin the summary with (\*\*.+?\*\*)/.exec(content)?.[1];
  const [summary, ...rest] = headings;
  const synthesis = rest.pop();
  return [
    `${summary}\n${verdict ? `${verdict} ` : ""}${prose.summary}`,
    ...rest.map((heading, index) => `${heading}\n${prose.card(cards[index] ?? "")}`),
    `${synthesis}\n${prose.synthesis}`,
  ].join("\n\n");
}
