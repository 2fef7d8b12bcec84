import type { ProseTools, StaticPageWords, AboutWords } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} lettura gratuita", other: "{count} letture gratuite" });

function AboutIt(tools: ProseTools): AboutWords {
  const { appName } = tools;
  return {
    title: "Chi siamo",
    lead: <>{appName} è un luogo tranquillo dove portare una domanda e guardarla da una nuova prospettiva.</>,
    body: (
      <>
        <p>
          Scriviamo letture dei tarocchi con l&apos;IA partendo dai 22 Arcani Maggiori: le carte che parlano delle grandi
          svolte della vita, dai nuovi inizi e dalle scelte difficili fino alle conclusioni e alla rinascita. Tu
          porti la domanda; le carte che peschi danno forma alla storia, e la nostra IA la mette in parole.
        </p>
        <p>
          Per noi i tarocchi sono uno strumento di riflessione, non una profezia. Una lettura non deciderà al posto
          tuo, ma può aiutarti a notare ciò che già senti e a pensare al prossimo passo con la mente più lucida.
        </p>
        <p>
          Qui i tarocchi sono per tutti. Non c&apos;è niente da imparare a memoria, le tue letture restano private e ogni
          account ha {freeReadings(tools)} al mese.
        </p>
      </>
    ),
    featuresTitle: "Cosa troverai qui",
    features: [
      {
        title: "Messaggi divini",
        text: "Ogni lettura è scritta per la tua domanda e per le carte che hai pescato, e collega ogni carta al suo posto nella stesa.",
      },
      {
        title: "Il mistero per tutti",
        text: "Non serve esperienza. Un linguaggio semplice e caloroso rende i tarocchi accoglienti, che sia la tua prima lettura o la centesima.",
      },
      {
        title: "Magia in un istante",
        text: "Pesca le tue carte e ricevi la tua interpretazione in pochi istanti, ogni volta che hai una domanda in mente.",
      },
      {
        title: "Sacro e privato",
        text: "Le tue domande e le tue letture appartengono a te. Non vengono mai condivise e non vendiamo mai i tuoi dati.",
      },
    ],
    startReading: "Inizia una lettura",
    howToUse: "Come si usa",
  };
}

export const about: StaticPageWords<AboutWords> = {
  title: "Chi siamo",
  description: (appName) =>
    `${appName} scrive con l'IA letture dei tarocchi private e curate a partire dai 22 Arcani Maggiori, uno strumento di riflessione alla portata di tutti.`,
  body: AboutIt,
};
