import type { ProseTools, StaticPageWords, AboutWords } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} kostenlose Legung", other: "{count} kostenlose Legungen" });

function AboutDe(tools: ProseTools): AboutWords {
  const { appName } = tools;
  return {
    title: "Über uns",
    lead: <>{appName} ist ein ruhiger Ort, an den du mit einer Frage kommen und sie aus einem neuen Blickwinkel betrachten kannst.</>,
    body: (
      <>
        <p>
          Wir schreiben Tarot-Deutungen mit KI und schöpfen dabei aus den 22 Großen Arkana: den Karten, die von den
          großen Wendungen des Lebens erzählen, von Neuanfängen und schweren Entscheidungen bis zu Abschieden und
          Erneuerung. Du bringst die Frage mit; die Karten, die du ziehst, formen die Geschichte, und unsere KI
          bringt sie in Worte.
        </p>
        <p>
          Für uns ist Tarot ein Werkzeug zur Reflexion, keine Prophezeiung. Eine Legung nimmt dir keine Entscheidung
          ab, aber sie kann dir helfen zu bemerken, was du längst fühlst, und mit klarerem Kopf über deinen nächsten
          Schritt nachzudenken.
        </p>
        <p>
          Tarot ist hier für alle da. Du musst nichts auswendig lernen, deine Legungen bleiben privat, und jedes
          Konto bekommt {freeReadings(tools)} im Monat.
        </p>
      </>
    ),
    featuresTitle: "Was dich hier erwartet",
    features: [
      {
        title: "Göttliche Botschaften",
        text: "Jede Deutung wird für deine Frage und die Karten geschrieben, die du gezogen hast, und verbindet jede Karte mit ihrem Platz in der Legung.",
      },
      {
        title: "Mystik für alle",
        text: "Keine Vorkenntnisse nötig. Klare, warme Worte machen Tarot zugänglich, ob es deine erste Legung ist oder deine hundertste.",
      },
      {
        title: "Magie im Augenblick",
        text: "Zieh deine Karten und erhalte deine Deutung in wenigen Augenblicken, wann immer dich eine Frage beschäftigt.",
      },
      {
        title: "Heilig & privat",
        text: "Deine Fragen und Legungen gehören dir. Sie werden nie weitergegeben, und wir verkaufen niemals deine Daten.",
      },
    ],
    startReading: "Legung starten",
    howToUse: "So funktioniert es",
  };
}

export const about: StaticPageWords<AboutWords> = {
  title: "Über uns",
  description: (appName) =>
    `${appName} schreibt mit KI private, durchdachte Tarot-Deutungen aus den 22 Großen Arkana – als Werkzeug zur Reflexion, das alle nutzen können.`,
  body: AboutDe,
};
