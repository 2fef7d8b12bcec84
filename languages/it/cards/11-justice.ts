import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Giustizia",
  keywords: {
    upright: ["equità", "verità", "causa ed effetto", "responsabilità", "decisioni chiare", "equilibrio", "questioni legali"],
    reversed: ["ingiustizia", "sottrarsi alle responsabilità", "autoinganno", "parzialità", "squilibrio", "disonestà"],
  },
  summary:
    "Una figura coronata regge una spada sollevata e una bilancia in equilibrio: ciò che è vero viene pesato, e ogni scelta ha la sua conseguenza. La chiarezza nasce dall'onestà, anche con te stesso.",
  upright:
    "La Giustizia siede tra due colonne grigie, salda e senza fretta, con una spada a doppio taglio tenuta dritta in una mano e una bilancia d'oro nell'altra. La spada taglia la confusione; la bilancia pesa ciò che c'è davvero, non ciò che speri o temi che ci sia. Quando compare questa carta, la situazione chiede un bilancio onesto. Le decisioni prese ora tendono a reggere, a patto che poggino sui fatti e sull'equità e non sulla convenienza." +
    "\n\n" +
    "C'è anche una lezione silenziosa sul rapporto tra causa ed effetto. Ciò con cui convivi oggi affonda le radici in scelte passate, e ciò che scegli ora darà forma a ciò che verrà. Non è una minaccia ma una forma di libertà: non sei semplicemente in balia del caso. Assumiti la responsabilità della tua parte, parla chiaro e aspettati lo stesso dagli altri. Se sono in gioco un contratto, un accordo o una procedura formale, di solito favoriscono chi ha agito in buona fede.",
  reversed:
    "Capovolta, la bilancia pende e la spada vacilla. Qualcosa può sembrarti ingiusto: una decisione che ti ha penalizzato, un accordo che avvantaggia in silenzio una sola parte, o una versione dei fatti che tralascia i dettagli scomodi. A volte lo squilibrio sta fuori di te; a volte è la vocina che insiste che la tua parte in un problema non conti poi molto." +
    "\n\n" +
    "Il rovesciamento ti chiede di guardare entrambe le possibilità senza distogliere lo sguardo. Se sei stato trattato ingiustamente, metti per iscritto ciò che è successo e cerca canali equi invece di rimuginare nel risentimento. Se hai evitato le tue responsabilità, assumertele ora costa meno di quanto costerà in seguito. Fai attenzione anche ai giudizi di parte: le decisioni prese nella rabbia, o per compiacere qualcuno, raramente reggono nel tempo. Ristabilire l'equilibrio può essere un lavoro lento, ma comincia dall'onestà.",
  categories: {
    general:
      "La Giustizia indica un momento in cui la verità di una questione diventa chiara e i risultati riflettono ciò che è stato fatto davvero. Soppesa i fatti con calma prima di agire, e lascia che sia l'equità, non l'impulso, a scegliere il passo successivo.",
    love:
      "Nelle relazioni, questa carta ti chiede se il dare e l'avere ti sembrano in equilibrio. Conversazioni sincere su aspettative, impegni e vecchie ferite possono ristabilire l'armonia; è favorito un legame fondato sul rispetto reciproco, mentre gli accordi a senso unico vengono messi in discussione.",
    career:
      "Nel lavoro e con il denaro, la Giustizia favorisce contratti, trattative, valutazioni e ogni procedura in cui contano documenti chiari. Leggi le clausole scritte in piccolo, mantieni trasparenti i tuoi rapporti e fidati del fatto che un impegno costante e onesto viene notato.",
    health:
      "Prendi la Giustizia come uno spunto per guardare con equilibrio a come spendi la tua energia: lavoro e riposo, sforzo e recupero. I piccoli squilibri si sommano, quindi nota quali abitudini fanno pendere la bilancia e correggile con dolcezza; un professionista può aiutarti se qualcosa merita uno sguardo più attento.",
    personal_development:
      "Qui si cresce assumendosi le proprie responsabilità: dare un nome alle tue scelte, ai loro effetti e a ciò che faresti diversamente la prossima volta. L'onestà con te stesso, offerta senza un giudizio severo, diventa una base su cui costruire.",
    spirituality:
      "La Giustizia lega la vita spirituale all'etica di tutti i giorni. Chiediti se le tue azioni corrispondono ai valori in cui credi, e considera la legge di causa ed effetto una maestra più che un giudice.",
    projects:
      "Per i progetti, questa carta favorisce criteri chiari, un'equa divisione del lavoro e decisioni basate sui fatti. Valuta le opzioni per i loro meriti, metti gli accordi per iscritto e lascia andare le idee che non reggono a un esame attento.",
    emotions:
      "Potresti cercare di dare un senso a qualcosa che ti è sembrato ingiusto, o di separare i tuoi sentimenti in giusti e sbagliati. Riconosci ciò che è vero per te restando aperto ad altri punti di vista; la chiarezza tende a placare la tempesta.",
    creativity:
      "In campo creativo, la Giustizia porta lo sguardo del curatore: struttura, proporzioni e critica onesta. È un buon momento per rivedere, tagliare ciò che non serve all'opera e bilanciare l'ambizione con il mestiere.",
  },
  advice: "Soppesa i fatti con onestà, assumiti la tua parte e scegli ciò che potresti difendere con la coscienza pulita.",
  yesNoReason:
    "La Giustizia da sola non pende da nessuna parte: la risposta tende a seguire ciò che è giusto e vero nella situazione, così l'esito rispecchia le azioni che lo hanno preceduto.",
  element: "Aria",
  astrology: "Bilancia",
  imageAlt:
    "Una figura coronata con una veste rossa e un mantello verde siede su un trono di pietra tra due colonne grigie, tenendo una spada dritta nella mano destra e una bilancia d'oro in equilibrio nella sinistra. Dietro il trono pende un velo viola contro un cielo giallo.",
};
