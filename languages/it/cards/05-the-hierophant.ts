import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Papa",
  keywords: {
    upright: ["tradizione", "insegnamento", "credenze condivise", "istituzioni", "guida di un maestro", "rito"],
    reversed: ["ribellione", "dogmatismo", "strade non convenzionali", "messa in discussione dell'autorità", "conformismo vuoto", "convinzioni personali"],
  },
  summary:
    "Con la mano alzata a benedire due allievi inginocchiati, il Papa rappresenta la saggezza ereditata, il valore dei maestri e delle tradizioni, e le comunità unite da valori comuni.",
  upright:
    "Il Papa siede in un tempio tra due colonne grigie, con una tiara a tre corone e una croce a tre bracci. Davanti a lui sono inginocchiati due seguaci, e ai suoi piedi giacciono due chiavi incrociate, emblemi della conoscenza che gli è stata affidata perché la trasmetta. Mentre la Papessa custodisce i suoi segreti dietro un velo, il Papa insegna apertamente, traducendo il mistero in pratiche che un'intera comunità può condividere." +
    "\n\n" +
    "Questa carta compare spesso quando ti sarà utile imparare da un sistema consolidato: un corso, un mentore, un'istituzione stimata o usanze che hanno superato la prova del tempo. Può indicare anche cerimonie come matrimoni, lauree e riti di passaggio. Seguire una strada collaudata non è una mancanza di fantasia. A volte la mossa più saggia è padroneggiare la forma prima di rimodellarla.",
  reversed:
    "Capovolto, il Papa segnala un attrito con le convenzioni. Regole che un tempo davano senso alla vita possono ora sembrare vuote o soffocanti, e potresti essere pronto a mettere in discussione convinzioni ereditate dalla famiglia, dalla fede o dalla professione. Staccarsene può essere sano e coraggioso, quando nasce da una convinzione e non da semplice spirito di contraddizione. Potresti sentirti il pesce fuor d'acqua in un gruppo i cui riti non ti parlano più." +
    "\n\n" +
    "L'altra faccia di questo rovesciamento è il conformismo cieco: fare ciò che gli altri si aspettano da te perché è più facile che chiederti se ti si addice. Guarda con attenzione ogni autorità che scoraggia le domande. Il tuo compito è scoprire quali tradizioni vuoi davvero conservare e quali sei pronto a lasciare, e poi costruire i tuoi principi con la cura che ci metterebbe un buon maestro. Col tempo, la tua coscienza può diventare una maestra che vale la pena seguire.",
  categories: {
    general:
      "In questo momento i metodi consolidati e i consigli affidabili sono la guida più sicura. Pensa a chi ha percorso questa strada prima di te e impara da loro prima di inventare qualcosa di completamente nuovo.",
    love:
      "Il Papa favorisce l'impegno, i valori condivisi e le relazioni che seguono un percorso riconoscibile, talvolta verso il matrimonio o un'altra promessa formale. Al centro della questione possono esserci la compatibilità delle convinzioni, le aspettative delle famiglie e le tradizioni che ciascuno porta con sé.",
    career:
      "Viene premiato chi lavora all'interno di un'organizzazione, consegue qualifiche o rispetta gli standard professionali. Un mentore o un collega più esperto può aprirti delle porte, e le scelte finanziarie tradizionali e ben collaudate sono da preferire alla speculazione.",
    health:
      "Fai il punto su quanto le tue abitudini e le tue fonti di orientamento sostengano davvero il tuo benessere. Approcci collaudati e confronti regolari con un professionista qualificato si addicono a questa carta più delle mode passeggere o dei rimedi non sperimentati.",
    personal_development:
      "Lo studio, l'apprendistato e una formazione strutturata ti aiutano a crescere ora. Trova un maestro di cui rispetti i valori, e più avanti nota quali delle sue lezioni vuoi davvero fare tue.",
    spirituality:
      "Questa carta indica la pratica organizzata, il rito sacro e la comunità spirituale. Che tu torni a una tradizione familiare o ne esplori una sconosciuta, la pratica condivisa e la guida di qualcuno che conosce la materia possono rendere più profondo il tuo cammino.",
    projects:
      "Segui le buone pratiche consolidate, consulta chi ha esperienza e appoggiati a modelli collaudati. Non è il momento di scorciatoie non verificate: un piano solido e tradizionale porterà il lavoro più lontano.",
    emotions:
      "Potresti trovare conforto nell'appartenenza, nella routine e nella rassicurazione di persone che condividono i tuoi valori. Se le aspettative ti stanno strette, dai un nome a questa tensione con delicatezza invece di metterla da parte.",
    creativity:
      "Impara le tecniche classiche e studia i maestri della tua arte. Lavorare dentro una forma tradizionale, come un sonetto, una fuga o una natura morta, affina l'abilità prima di infrangere le regole di proposito.",
  },
  advice: "Cerca un maestro di fiducia o una tradizione collaudata e imparane le lezioni prima di decidere che cosa cambiare.",
  yesNoReason:
    "La riuscita dipende da quanto il tuo piano si accorda con le regole e le aspettative già in vigore, perciò il Papa risponde forse.",
  element: "Terra",
  astrology: "Toro",
  imageAlt:
    "Una figura religiosa con una veste rossa e una tiara d'oro a tre corone siede tra due colonne di pietra grigia, alzando la mano destra in segno di benedizione e tenendo nella sinistra una croce dorata a tre bracci. Due seguaci tonsurati in vesti decorate sono inginocchiati davanti a lui, e due chiavi incrociate giacciono sul tappeto rosso ai suoi piedi.",
};
