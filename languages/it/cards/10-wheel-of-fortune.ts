import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Ruota della Fortuna",
  keywords: {
    upright: ["cicli", "cambiamento", "svolta", "buona sorte", "destino", "tempismo"],
    reversed: ["battute d'arresto", "resistenza al cambiamento", "sfortuna", "schemi che si ripetono", "ritardi", "senso di impotenza"],
  },
  summary:
    "Una grande ruota gira tra le nuvole, sollevando alcune cose e abbassandone altre: un punto di svolta, e il ricordo che ogni situazione si muove per cicli.",
  upright:
    "La Ruota della Fortuna fluttua in un cielo di nuvole, segnata da lettere e simboli alchemici. In cima siede tranquilla una sfinge con una spada, da un lato scivola giù un serpente e dall'altro sale una figura con la testa di sciacallo. Nei quattro angoli, un angelo, un'aquila, un toro e un leone leggono libri aperti, testimoni imperturbabili di tutto questo girare. La vita si muove per cicli, e in questo momento la ruota è in movimento." +
    "\n\n" +
    "Questa carta annuncia spesso un cambiamento di sorte, di frequente in meglio, o un momento in cui le circostanze si spostano in modi che non avevi previsto. Il suo legame con Giove, pianeta dell'espansione e della fortuna, promette occasioni a chi resta vigile. Non puoi controllare ogni raggio, ma puoi scegliere come rispondere. Accogli la svolta con flessibilità e tieniti pronto ad agire quando arriva il momento giusto.",
  reversed:
    "Capovolta, la ruota può sembrare girare contro di te. Ritardi, battute d'arresto inattese o una serie di sfortune possono lasciarti con un senso di impotenza, oppure potresti notare la stessa situazione ripresentarsi di continuo, come uno schema che non hai ancora spezzato. È allettante dare tutta la colpa al destino, ma questa visione può nascondere le scelte che restano ancora aperte per te." +
    "\n\n" +
    "Spesso è la resistenza a rendere tutto più difficile: aggrapparsi a com'erano le cose, o pretendere che la ruota si fermi dove ti piaceva. Ricorda che anche le discese fanno parte del ciclo e non dureranno per sempre. Guarda quali parti dello schema sono alla tua portata, impara ciò che questa fase ti sta insegnando e preparati senza clamore. La ruota continua a girare, e tu puoi risalire con lei.",
  categories: {
    general:
      "Le circostanze stanno cambiando, e un punto di svolta potrebbe essere più vicino di quanto sembri. Resta flessibile, tieni d'occhio le occasioni che arrivano senza preavviso e ricorda che nessuna fase, bella o difficile, resta ferma a lungo.",
    love:
      "La Ruota può coincidere con un incontro casuale, con un cambiamento improvviso negli equilibri di una relazione o con il ritorno di qualcuno dal passato. Asseconda il giro invece di aggrapparti, e nota se uno schema sentimentale che conosci bene chiede, finalmente, di essere spezzato.",
    career:
      "Nel lavoro o nel denaro potrebbe esserci aria di cambiamento: un'apertura inattesa, una presentazione fortunata o un ciclo che si chiude. Mettiti in posizione per cogliere la risalita tenendo aggiornate competenze e contatti, ed evita di puntare tutto sulla sola fortuna.",
    health:
      "Rifletti sui ritmi naturali della tua energia, le ore e le stagioni in cui ti senti più forte o più stanco. Assecondare questi cicli, e lasciare che le abitudini si adattino quando la vita cambia, di solito sostiene l'equilibrio meglio che combatterli.",
    personal_development:
      "La lezione è fare pace con il cambiamento imparando a riconoscere i tuoi schemi ricorrenti. Ripensa alle svolte del passato per vedere che cosa hai imparato, e che cosa continui a ripetere.",
    spirituality:
      "La Ruota parla di karma, di cicli e di un ordine più grande dietro gli eventi. Fai attenzione alle coincidenze significative e coltiva un centro calmo, come il mozzo immobile della ruota, che resta saldo mentre il cerchio gira.",
    projects:
      "In questo momento il tempismo conta moltissimo. Un'occasione potrebbe presentarsi all'improvviso: tieni il progetto pronto a muoversi e lascia margini per gli sviluppi che nessuno può prevedere.",
    emotions:
      "L'umore può salire e scendere come il cerchio della ruota, con circostanze che cambiano più in fretta di quanto i sentimenti riescano ad assestarsi. Ancorati alle cose e alle persone che restano costanti mentre tutto il resto si sposta.",
    creativity:
      "L'ispirazione può arrivare a ondate inattese, oppure un'idea abbandonata può ripresentarsi, finalmente matura. Segui le stagioni creative: lavora sodo nelle fasi di slancio e concediti di restare a riposo, come un campo a maggese, nei periodi di calma.",
  },
  advice: "Resta sciolto e attento mentre la ruota gira, pronto ad agire quando l'occasione torna da te.",
  yesNoReason:
    "Gli esiti sono ancora in movimento, plasmati dal tempismo e da come rispondi al cambiamento, perciò la Ruota risponde forse.",
  element: "Fuoco",
  astrology: "Giove",
  imageAlt:
    "Una grande ruota arancione, incisa con lettere e simboli alchemici, gira tra le nuvole; in cima è appollaiata una sfinge azzurra con una spada, un serpente giallo scivola lungo il lato sinistro e una figura rossa con la testa di sciacallo sale sul lato destro. Nei quattro angoli, figure alate di un angelo, un'aquila, un toro e un leone leggono libri aperti.",
};
