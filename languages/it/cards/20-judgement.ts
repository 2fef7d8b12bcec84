import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Giudizio",
  keywords: {
    upright: ["risveglio", "vocazione", "resa dei conti", "rinnovamento", "assoluzione", "autovalutazione", "rinascita"],
    reversed: ["dubbi su di sé", "giudizio severo su di sé", "ignorare una chiamata", "paura del cambiamento", "rimpianto", "decisioni rimandate"],
  },
  summary:
    "Un angelo suona la tromba tra le nuvole e alcune figure si alzano dalle bare a braccia aperte. Una chiamata a svegliarti, fare il punto e rispondere al tuo scopo.",
  upright:
    "Un angelo dalle ali rosse si sporge dalle nuvole e suona una tromba d'oro da cui pende una bandiera bianca con una croce rossa. Sotto, uomini, donne e bambini si alzano da bare aperte che galleggiano sull'acqua, le braccia levate verso il suono, con montagne innevate alle spalle. Non è un verdetto spaventoso ma una convocazione: un invito a svegliarti e a entrare in una vita più piena." +
    "\n\n" +
    "Il Giudizio compare spesso quando sei pronto a fare il punto con onestà, a perdonarti gli errori del passato e a rispondere a una chiamata che si è fatta sempre più forte. Può essere una vocazione, una decisione che hai rimandato o la consapevolezza che un vecchio capitolo è davvero concluso. Ripercorri il tuo cammino con occhi limpidi, tieni le lezioni e lascia andare il senso di colpa. Qualcosa in te si sta risollevando, e la carta ti esorta a rispondere con tutto il cuore invece di restare immobile nella cassa di chi eri un tempo.",
  reversed:
    "In posizione capovolta la tromba suona ancora, ma forse ti stai tappando le orecchie. Forse senti che serve un cambiamento, ma dubiti di meritarlo, o temi quanto ti costerebbe rispondere alla chiamata. In questa posizione anche l'autocritica può farsi intensa, trasformando una sana riflessione in un severo tribunale interiore." +
    "\n\n" +
    "Chiediti di chi temi davvero il giudizio. Spesso è proprio la nostra voce a tenerci distesi. Questo rovesciamento ti incoraggia a rivedere il passato con compassione: riconosci ciò che è andato storto, rimedia dove puoi e poi lascialo riposare. Può anche suggerire che una decisione importante viene rimandata mentre aspetti una certezza che non arriverà mai. Ascolta la chiamata sotto il rumore e fai un passo verso di essa. Il rinnovamento non richiede perfezione, solo disponibilità.",
  categories: {
    general:
      "Il Giudizio segnala un momento di risveglio e di bilancio onesto. Rifletti su dove sei stato, fai pace con il tuo percorso e rispondi alla chiamata verso ciò che viene dopo.",
    love:
      "Nelle relazioni, questa carta può portare un punto di svolta in cui entrambe le persone rivalutano ciò che desiderano. Vecchie ferite possono essere perdonate e un legame rinnovato, oppure si può prendere una decisione lucida sul futuro; in entrambi i casi, la chiave è la sincerità.",
    career:
      "Sul piano professionale, potresti sentirti chiamato verso una strada diversa o un nuovo livello di responsabilità. Valuta con onestà il tuo lavoro, riconosci ciò che hai imparato e tieniti pronto ad agire quando un'occasione importante farà sentire la sua voce.",
    health:
      "Prendi questa carta come uno spunto per fare un inventario onesto e gentile delle tue abitudini, della tua energia e del tuo riposo. Può essere il momento adatto per ripartire con abitudini che ti sostengono, con la guida di un professionista se lo desideri.",
    personal_development:
      "La crescita passa da un'autovalutazione che porta al perdono e al rinnovamento. Integra le lezioni del passato perché diventino saggezza invece che peso.",
    spirituality:
      "Sul piano spirituale, il Giudizio segna un risveglio, la sensazione di essere chiamati a uno scopo più alto o a una pratica più profonda. Ascolta con attenzione ciò che smuove la tua anima e rispondi con coraggio.",
    projects:
      "È il momento di rivedere a fondo un progetto, decidere che cosa tenere e che cosa scartare, e rilanciarlo con uno scopo rinnovato. Anche un progetto messo da parte potrebbe meritare una seconda vita.",
    emotions:
      "Potresti lasciar andare vecchi sensi di colpa o rimpianti e sentirti più leggero per questo. Concediti di essere perdonato, anche da te stesso, e nota l'energia nuova che ne segue.",
    creativity:
      "Una vecchia idea potrebbe tornare chiedendo di rinascere, oppure potresti sentire una chiamata chiara a lavorare a qualcosa che conta davvero per te. Rispondi, e rivisita i lavori passati con occhi nuovi.",
  },
  advice: "Rispondi alla chiamata che senti da tempo e lasciati alle spalle il senso di colpa che ti impedisce di rialzarti.",
  yesNoReason:
    "Il Giudizio tende al sì, soprattutto quando la domanda riguarda un nuovo inizio o una decisione che in cuor tuo sai già essere giusta.",
  element: "Fuoco",
  astrology: "Plutone",
  imageAlt:
    "Un angelo dalle ali rosse emerge da nuvole grigie suonando una tromba d'oro a cui è appesa una bandiera bianca con una croce rossa. Sotto, uomini, donne e bambini nudi e pallidi si alzano da bare aperte con le braccia levate, sullo sfondo di un mare e di montagne innevate.",
};
