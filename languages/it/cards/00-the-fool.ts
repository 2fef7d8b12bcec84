import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Matto",
  keywords: {
    upright: ["nuovi inizi", "salto nel vuoto", "spontaneità", "innocenza", "strada aperta", "spirito libero"],
    reversed: ["avventatezza", "esitazione paralizzante", "ingenuità", "paura dell'ignoto", "energia dispersa", "avvertimenti ignorati"],
  },
  summary:
    "Un viandante avanza verso l'orlo di un precipizio con una rosa bianca in mano e un cagnolino alle calcagna: inizi affrontati con fiducia, prima che l'esperienza insegni la prudenza.",
  upright:
    "Il Matto si trova all'inizio esatto del viaggio, il viso rivolto verso il sole, così rapito dal cielo aperto da accorgersi appena del vuoto ai suoi piedi. Quando compare, qualcosa nella tua vita ti chiede un primo passo più che un piano già pronto. Il piccolo fagotto appeso al bastone contiene tutto ciò che gli serve per ora, e la rosa bianca che tiene in mano parla di un'intenzione ancora pulita e senza difese." +
    "\n\n" +
    "È un invito ad accogliere ciò che è nuovo con curiosità invece che con una lista di controllo. Non devi sapere dove finisce il sentiero per cominciare a percorrerlo. Il cagnolino che gli saltella accanto viene spesso letto come l'istinto che tiene il passo del sognatore: lascia quindi che sia l'entusiasmo a guidarti, mentre una parte più quieta di te continua a guardare il terreno sotto i tuoi stivali.",
  reversed:
    "Capovolto, il passo leggero del Matto può trasformarsi in un inciampo. O corri verso il bordo senza guardare giù, dicendo sì a tutto perché rallentare ti sembra noioso, oppure resti bloccato sul ciglio del dirupo, con lo zaino pronto, incapace di muoverti perché l'atterraggio non è garantito. Nessuno dei due estremi è libertà: uno ignora il terreno, l'altro rifiuta il cielo." +
    "\n\n" +
    "Entrambe le versioni portano alla stessa domanda: di che cosa ti stai fidando, e merita davvero questa fiducia? Osserva se un nuovo inizio viene rovinato dalla leggerezza con il denaro, con le promesse o con i sentimenti degli altri, oppure se la paura si sta travestendo da buon senso. Il cagnolino continua ad abbaiare il suo avvertimento. Ascoltalo, poi scegli un passo che sia coraggioso senza essere cieco.",
  categories: {
    general:
      "Si apre un nuovo capitolo, che premia la mente del principiante più di una strategia rifinita. Fai il primo passo sincero e lascia che il percorso si riveli strada facendo, controllando soltanto che il terreno ti regga.",
    love:
      "Se non hai una relazione, il Matto ti suggerisce di conoscere persone con leggerezza, senza un copione su come debba andare a finire. In una relazione invita al gioco, a un'avventura condivisa o a un nuovo inizio che scrolli di dosso la routine. Mantieni l'apertura, ma di' chiaramente che cosa stai offrendo, così che nessuno resti nel dubbio.",
    career:
      "Questa carta compare spesso intorno a un cambio di carriera, a un primo impiego, a un salto nella libera professione o a un'idea che non rientra ancora in nessuna qualifica. Il tuo vero capitale qui è l'entusiasmo: affiancalo a un piccolo cuscinetto economico, così che il salto sia emozionante anziché spaventoso.",
    health:
      "L'energia del Matto è vivace e irrequieta: chiediti se le tue giornate lasciano spazio all'aria aperta, a un movimento che ti piace e a un riposo vero. Prova una nuova abitudine con la pazienza del principiante invece che con un piano del tipo tutto o niente, e nota dove l'impulsività tende a prosciugare le tue riserve.",
    personal_development:
      "Qui si cresce attraverso l'esperienza più che lo studio: provando, sbagliando e imparando lungo la strada. Concediti di essere principiante in qualcosa e considera i primi errori il prezzo del biglietto, non la prova che dovresti fermarti.",
    spirituality:
      "Il Matto è l'anima allo zero, che custodisce ogni possibilità prima che cominci il lungo viaggio attraverso gli Arcani Maggiori. La tua vita interiore può sembrare fresca e ancora informe: avvicinati alle pratiche con meraviglia e fidati del fatto che non ti serve la certezza per metterti in cammino.",
    projects:
      "Un'idea rimasta a lungo in un quaderno è pronta a incontrare il mondo. Comincia in piccolo e presto, metti alla prova il progetto in condizioni reali e disegna la mappa solo quando riesci a vedere il terreno; basta individuare quel paio di rischi che potrebbero far precipitare tutto giù dal dirupo.",
    emotions:
      "Potresti sentirti leggero, fiducioso e un po' euforico, oppure irrequieto, con la sensazione che qualcosa stia per cambiare. Lasciati portare da questo slancio, restando onesto con te stesso su qualsiasi ansia nascosta sotto l'entusiasmo.",
    creativity:
      "L'energia creativa è grezza, giocosa e non rifinita, ed è esattamente ciò che serve all'inizio. Abbozza, improvvisa e crea cose di cui non sei sicuro: il dono del Matto è la libertà di creare prima di aver imparato tutte le regole.",
  },
  advice: "Fai il primo passo a occhi aperti, fidandoti della tua curiosità ma tenendo un piede sulla terraferma.",
  yesNoReason:
    "Il Matto dice sì all'avventura ma non può promettere un atterraggio sicuro, quindi la risposta dipende da quanto sei pronto ad accettare l'ignoto.",
  element: "Aria",
  astrology: "Urano",
  imageAlt:
    "Un giovane viandante con una tunica a fiori e un berretto piumato avanza verso l'orlo di un dirupo, con un fagotto legato a un bastone sulla spalla e una rosa bianca nella mano alzata. Un cagnolino bianco gli saltella alle calcagna; dietro di lui, un sole bianco e luminoso in un cielo giallo e vette innevate.",
};
