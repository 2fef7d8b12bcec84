import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Mago",
  keywords: {
    upright: ["forza di volontà", "abilità", "manifestazione", "intraprendenza", "intenzione concentrata", "parola persuasiva"],
    reversed: ["manipolazione", "talento inespresso", "concentrazione dispersa", "inganno", "insicurezza", "promesse vuote"],
  },
  summary:
    "Con la bacchetta alzata e tutti gli strumenti disposti sul tavolo, il Mago trasforma l'intenzione in azione: hai già in mano ciò che ti serve per realizzare qualcosa di concreto.",
  upright:
    "Sopra la testa del Mago fluttua il segno dell'infinito e sul tavolo davanti a lui sono posati gli emblemi dei quattro semi: coppa, pentacolo, spada e bastone. Con una mano solleva una bacchetta bianca verso il cielo mentre con l'altra indica la terra, diventando un ponte vivente tra un'idea e il suo risultato. Quando arriva questa carta, gli ingredienti sono pronti; manca solo la tua decisione concentrata di usarli." +
    "\n\n" +
    "È una carta di abilità messa all'opera. Favorisce la parola chiara, le presentazioni sicure e quel sapere pratico che trasforma i progetti in qualcosa che le persone possono toccare. Dai un nome preciso a ciò che vuoi, raccogli le tue risorse e agisci finché l'energia è calda. Le rose e i gigli che crescono intorno a lui suggeriscono che uno sforzo ben diretto, adesso, può dare frutti veri.",
  reversed:
    "Capovolto, il Mago ha ancora i suoi strumenti sul tavolo, ma vengono trascurati o usati male. Forse dubiti di capacità che possiedi chiaramente, disperdi le energie in troppi progetti lasciati a metà o aspetti un permesso che nessuno ti darà. A volte il trucco sta semplicemente nel parlare così tanto di un progetto che non si comincia mai a realizzarlo." +
    "\n\n" +
    "In questo rovesciamento c'è anche un avvertimento più antico: il prestigiatore che abbaglia con i giochi di mano. Osserva con attenzione le proposte che suonano troppo perfette, comprese le storie che racconti a te stesso. Se ti sorprendi a piegare la verità per fare colpo, o a farti piegare dalla messinscena di qualcun altro, chiamalo con il suo nome. Rimetti in linea intenzione e azione, scegli un solo strumento e un solo obiettivo, e lascia che a parlare per te siano i risultati, non il fascino.",
  categories: {
    general:
      "Il momento premia l'iniziativa: le tue capacità, i tuoi contatti e i tuoi mezzi bastano per andare avanti. Scegli un obiettivo chiaro e dirigi lì la tua energia invece di aspettare condizioni perfette.",
    love:
      "Il Mago porta fascino, conversazioni vivaci e la sicurezza di dire ciò che provi. Se speri di conoscere qualcuno, fai un passo attivo invece di aspettare di essere notato; in una relazione, usa le parole con intenzione per creare la vicinanza che desideri, e assicurati che il fascino sia sostenuto dalla sincerità.",
    career:
      "Qui il talento incontra l'occasione: è una carta forte per proposte, trattative, colloqui e per avviare un'attività. Presenta le tue capacità con convinzione e metti sul tavolo ogni competenza utile, proprio come il Mago mette in mostra i suoi strumenti.",
    health:
      "Rifletti su come l'intenzione modella la tua energia quotidiana, perché piccole scelte consapevoli su sonno, alimentazione e movimento si sommano. Il Mago unisce mente e corpo: nota se una mente sempre su di giri sta lasciando indietro il corpo, e rivolgiti a un professionista quando qualcosa richiede più delle buone abitudini.",
    personal_development:
      "Ti viene chiesto di riconoscere la tua capacità di agire. Esercitati a trasformare un pensiero in azione nello stesso giorno, anche in piccolo, così che la fiducia in te stesso poggi su prove concrete e non sulla speranza.",
    spirituality:
      "Come in alto, così in basso: la bacchetta alzata e il dito puntato descrivono lo spirito che si esprime attraverso gesti quotidiani. Rituali, visualizzazione e meditazione concentrata sono particolarmente potenti ora, purché ti riportino al modo in cui vivi davvero.",
    projects:
      "Tutto ciò che serve per partire con forza è a portata di mano. Scrivi l'obiettivo, elenca le risorse che hai già e comincia dal compito che mette in gioco la tua abilità migliore: lo slancio tende ad attirare ciò che ancora manca.",
    emotions:
      "Potresti sentirti capace, pronto e desideroso di fare, con la sensazione che la vita ti stia rispondendo. Goditi questa scintilla e continua a verificare che la sicurezza nasca da un sentire sincero e non da una recita.",
    creativity:
      "Il tavolo del Mago è un banco da lavoro: parole, colori, suoni e materiali sono pronti per prendere forma. Impegnati in un'unica opera e portala a termine, perché l'abilità cresce più in fretta quando gli strumenti sono davvero nelle tue mani.",
  },
  advice: "Raccogli gli strumenti che hai già, dichiara ad alta voce il tuo obiettivo e agisci oggi stesso.",
  yesNoReason:
    "Qui il sì è favorito: capacità e risorse sono già sul tavolo, a patto che tu agisca con decisione.",
  element: "Aria",
  astrology: "Mercurio",
  imageAlt:
    "Un giovane dai capelli scuri, con una tunica bianca e un mantello rosso, alza verso il cielo una bacchetta bianca con una mano e con l'altra indica il suolo, il segno dell'infinito sopra la testa. Davanti a lui un tavolo con una coppa, un pentacolo, una spada e un bastone; rose rosse e gigli bianchi incorniciano lo sfondo giallo.",
};
