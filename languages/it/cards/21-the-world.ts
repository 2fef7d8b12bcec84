import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Mondo",
  keywords: {
    upright: ["compimento", "realizzazione", "pienezza", "integrazione", "traguardo raggiunto", "viaggi", "appartenenza"],
    reversed: ["incompiutezza", "questioni in sospeso", "mancanza di chiusura", "ritardi", "scorciatoie", "successo vuoto"],
  },
  summary:
    "Una danzatrice avvolta in una fascia viola si muove dentro una ghirlanda d'alloro, osservata da quattro creature negli angoli. Un ciclo è compiuto, e tutto trova il suo posto.",
  upright:
    "Al centro di una ghirlanda ovale d'alloro legata con nastri rossi danza una figura, avvolta appena in una fascia viola, con una bacchetta bianca in ciascuna mano. Nei quattro angoli, tra le nuvole, compaiono una testa umana, un'aquila, un toro e un leone, emblemi tradizionali dei quattro segni fissi e dei quattro elementi. La scena è equilibrata e completa: ogni parte dell'immagine è al suo posto, e la danzatrice si muove libera dentro il cerchio." +
    "\n\n" +
    "Questa carta celebra il compimento di un lungo viaggio. Gli sforzi hanno dato frutto, le lezioni sono state assimilate e puoi provare un senso di pienezza e di appartenenza. Può segnare una laurea, un progetto concluso, un traguardo raggiunto o semplicemente la sensazione di sentirti a casa nel mondo. Prenditi il tempo di onorare ciò che hai realizzato prima di correre oltre. Ogni fine di questo tipo è anche una porta, e il prossimo ciclo comincerà da basi più solide.",
  reversed:
    "Un Mondo capovolto suggerisce che sei vicino al compimento, ma non ci sei ancora del tutto. Potrebbe mancare un ultimo passo, un filo potrebbe essere rimasto in sospeso, oppure esiti a chiudere un capitolo perché non sai bene che cosa verrà dopo. A volte la sensazione di incompiutezza è interiore: hai raggiunto un obiettivo, eppure non ti dà la soddisfazione che ti aspettavi." +
    "\n\n" +
    "Guarda che cosa resta da finire e se ha davvero bisogno di essere finito, o se puoi lasciarlo andare con grazia. Le scorciatoie prese in precedenza potrebbero richiedere di essere riviste. Se aspetti condizioni perfette prima di dichiarare concluso qualcosa, considera che concluso può essere già abbastanza. La ghirlanda della danzatrice non è una gabbia ma una cornice. Chiudi ciò che puoi, riconosci la strada che hai percorso e lascia che il cerchio si chiuda, perché se ne possa aprire uno nuovo.",
  categories: {
    general:
      "Il Mondo segnala compimento, risultati raggiunti e un appagante senso di pienezza. Un capitolo si avvia a una conclusione soddisfacente, e sei pronto per il ciclo più ampio che verrà.",
    love:
      "In amore, questa carta indica una profonda realizzazione, impegno e un senso di appartenenza reciproca. Può segnare una tappa importante come andare a vivere insieme, sposarsi o semplicemente sentirsi completi come coppia, mentre chi è solo può sentirsi abbastanza intero da accogliere liberamente qualcuno accanto a sé.",
    career:
      "Sul piano professionale, il Mondo favorisce conclusioni riuscite, riconoscimenti meritati e occasioni che possono andare oltre i confini. Sul piano economico, gli sforzi a lungo termine stanno dando frutto; chiudi con ordine il lavoro in corso prima di affrontare il prossimo.",
    health:
      "La danzatrice ti invita ad apprezzare i momenti in cui corpo, mente e vita quotidiana sembrano andare allo stesso passo. Rifletti sulle abitudini che ti hanno aiutato a sentirti intero, e continua a dare loro un posto nella tua routine.",
    personal_development:
      "La crescita raggiunge un punto di integrazione, in cui le lezioni di tante esperienze si uniscono in un senso più chiaro di chi sei. Riconosci quanta strada hai fatto prima di fissare la tua prossima intenzione.",
    spirituality:
      "Sul piano spirituale, il Mondo esprime l'unità e la sensazione di far parte di un tutto più grande. I momenti di connessione con la natura, con la comunità o con il sacro sono particolarmente significativi ora.",
    projects:
      "Un progetto sta arrivando a una conclusione riuscita. Chiudi le questioni in sospeso, annota ciò che ha funzionato e festeggia con tutte le persone coinvolte prima di tracciare la prossima impresa.",
    emotions:
      "Potresti sentirti appagato, in equilibrio e in pace con il tuo percorso. Assapora questa completezza invece di metterti subito a cercare ciò che manca.",
    creativity:
      "In campo creativo, è il momento di finire, presentare o pubblicare. La tua visione ha preso forma: condividila con il mondo e sii fiero dell'insieme.",
  },
  advice: "Porta a termine ciò che hai iniziato, celebra il cerchio che si chiude ed entra nel prossimo ciclo da un luogo di pienezza.",
  yesNoReason: "Il Mondo tende al sì e indica un compimento riuscito e un esito soddisfacente per la tua domanda.",
  element: "Terra",
  astrology: "Saturno",
  imageAlt:
    "Una figura danzante avvolta in una fascia viola tiene una bacchetta bianca in ciascuna mano, dentro una ghirlanda ovale d'alloro verde legata con nastri rossi. Le teste di un uomo, di un'aquila, di un toro e di un leone si affacciano dalle nuvole nei quattro angoli, contro un cielo azzurro.",
};
