import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Temperanza",
  keywords: {
    upright: ["equilibrio", "moderazione", "pazienza", "fusione", "guarigione", "scopo", "via di mezzo"],
    reversed: ["eccesso", "squilibrio", "impazienza", "discordia", "troppi impegni", "mancanza di armonia"],
  },
  summary:
    "Un angelo alato versa l'acqua da una coppa d'oro all'altra, un piede sulla terra e uno in uno specchio d'acqua. Fondere con pazienza gli opposti crea qualcosa di intero.",
  upright:
    "Un angelo dalle grandi ali rosse sta con un piede su una pietra e l'altro in uno specchio d'acqua, e versa acqua da una coppa d'oro all'altra. Il getto sembra scorrere con un'inclinazione impossibile, segno che sta avvenendo qualcosa di alchemico: due elementi vengono mescolati finché non diventano un terzo. Un sentiero si snoda dall'acqua verso montagne lontane, dove sorge una corona di luce. La Temperanza è l'arte di trovare la giusta misura, ancora e ancora." +
    "\n\n" +
    "Quando compare questa carta, sei incoraggiato a rallentare e a combinare invece di scegliere. Lavoro e riposo, cuore e testa, ambizione e cura: ciascuno ha bisogno dell'altro nella giusta proporzione. Il triangolo sulla veste dell'angelo e il bagliore intorno alla sua testa suggeriscono che questo equilibrio serve uno scopo più grande. I progressi possono essere graduali, ma sono costanti e ben integrati, e la pazienza di oggi ti evita di dover rimediare domani a scelte affrettate.",
  reversed:
    "In posizione capovolta, l'acqua si rovescia. Qualcosa è sproporzionato: troppo lavoro e troppo poco riposo, troppo dare e poco ricevere, oppure un'oscillazione tra gli estremi che ti lascia svuotato. Potresti sentirti impaziente, volere risultati più in fretta di quanto la situazione permetta, o accorgerti che le persone intorno a te tirano in direzioni opposte." +
    "\n\n" +
    "Nota dove la miscela è andata storta invece di dare la colpa a te stesso. Quali abitudini sono scivolate verso l'eccesso, e che cosa hai trascurato? Piccoli aggiustamenti fatti con costanza riallineano le coppe in modo più affidabile delle correzioni drastiche. Il rovesciamento può indicare anche uno scontro di valori in una coppia o in una squadra, dove trovare un terreno comune può richiedere che ciascuna parte ceda un po'. Ricalibra con delicatezza, e lascia che la via di mezzo diventi una pratica più che una regola.",
  categories: {
    general:
      "La Temperanza favorisce un approccio paziente ed equilibrato rispetto alle mosse clamorose. Fondi con attenzione i diversi elementi della tua situazione e fidati del fatto che un progresso costante ti porterà dove vuoi arrivare.",
    love:
      "Nelle relazioni, questa carta mostra un'armonia costruita attraverso il compromesso, l'adattamento reciproco e una comunicazione serena. Due persone diverse stanno imparando a creare qualcosa di condiviso: dai tempo al processo e tieniti lontano dagli estremi, come la gelosia o la chiusura.",
    career:
      "Sul lavoro, la Temperanza sostiene la collaborazione, la mediazione e una gestione accurata delle risorse. Sul piano economico consiglia moderazione: evita spese impulsive o scommesse rischiose e punta a un ritmo sostenibile invece che a picchi di superlavoro.",
    health:
      "Qui l'angelo ti spinge verso la moderazione nei ritmi quotidiani, con sonno, movimento, pasti e tempo davanti agli schermi in proporzioni sensate. Chiediti dove tendi a esagerare o a privarti di qualcosa, e fai piccoli aggiustamenti che riesci davvero a mantenere.",
    personal_development:
      "La crescita nasce dall'integrare le diverse parti di te invece di reprimerne qualcuna. Esercita la pazienza, nota i tuoi estremi e lascia che la conoscenza di te stesso si sviluppi attraverso un impegno costante e ripetuto.",
    spirituality:
      "La Temperanza è una carta di alchimia interiore, in cui la vita quotidiana e la pratica spirituale scorrono l'una nell'altra come l'acqua tra le due coppe. Una pratica costante e moderata ti serve più di rari slanci intensi.",
    projects:
      "I progetti prosperano con un ritmo attento e la giusta combinazione di persone e risorse. Metti alla prova le idee a piccole dosi, correggi la miscela man mano che impari e resisti alla tentazione di correre verso il traguardo.",
    emotions:
      "Potresti ritrovare un centro più calmo dopo un periodo turbolento. Lascia che le emozioni scorrano attraverso di te senza arginarle né lasciarti sommergere; l'equilibrio torna quando dai a ogni sentimento il peso che gli spetta.",
    creativity:
      "In campo creativo, sperimenta fondendo tecniche, generi o influenze che raramente si incontrano. Stratificare e rifinire con pazienza darà un risultato più ricco di un unico gesto audace.",
  },
  advice: "Trova la giusta misura per ogni parte della tua vita e lascia che sia la pazienza a fare la miscela.",
  yesNoReason:
    "La Temperanza tende al sì, anche se di solito attraverso un progresso costante e paziente più che con una svolta improvvisa.",
  element: "Fuoco",
  astrology: "Sagittario",
  imageAlt:
    "Un angelo alato con una veste bianca e un triangolo arancione sul petto versa l'acqua tra due coppe d'oro, con un piede su una roccia e l'altro in uno specchio d'acqua. Accanto all'acqua crescono iris gialli, e un sentiero conduce verso montagne azzurre sotto un sole splendente.",
};
