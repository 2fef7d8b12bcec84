import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Imperatore",
  keywords: {
    upright: ["struttura", "autorità", "stabilità", "capacità di guida", "disciplina", "protezione"],
    reversed: ["rigidità", "comportamento controllante", "dominio", "mancanza di disciplina", "lotte di potere", "ostinazione"],
  },
  summary:
    "Sul suo trono di pietra ornato di teste d'ariete, l'Imperatore rappresenta un ordine costruito per durare: regole chiare, una guida salda e la disciplina per proteggere ciò che conta.",
  upright:
    "Il trono dell'Imperatore è tagliato nella pietra grigia e scolpito con gli arieti del segno dell'Ariete, segno di slancio e di prima iniziativa. Sotto il mantello rosso indossa un'armatura, e stringe in una mano uno scettro sormontato da un ankh e nell'altra un globo. Alle sue spalle si innalzano montagne arancioni e spoglie: lì non cresce nulla di morbido, ma nemmeno nulla si sposta facilmente. Porta con sé l'energia della struttura, della responsabilità e della calma sicurezza di chi ha preso in mano la situazione." +
    "\n\n" +
    "Quando lo peschi, la situazione chiede ordine. Stabilisci dei confini, prepara un piano con passi chiari e accetta che guidare a volte significhi prendere la decisione che gli altri continuano a evitare. Può rappresentare anche una figura protettiva o un mentore esperto che offre stabilità. L'autorità usata bene crea una cornice sicura dentro la quale anche gli altri possono prosperare.",
  reversed:
    "Capovolto, la forza dell'Imperatore si indurisce fino a diventare fragile. Le regole potrebbero essere diventate più importanti delle persone che dovevano servire, oppure un capo, un genitore o chi ti sta accanto potrebbe essere controllante, inflessibile o incline all'ira. Potresti anche essere tu a stringere troppo, scambiando il controllo per sicurezza. Nota dove la paura del caos sta guidando decisioni che dovrebbero nascere dalla cura." +
    "\n\n" +
    "La lettura opposta è altrettanto frequente: una mancanza di struttura, con scadenze che slittano, finanze che vanno alla deriva e nessuno disposto a farsi carico del risultato. Chiediti con onestà se questo momento richiede più fermezza o meno. In entrambi i casi il rimedio è un'autorità giusta, trasparente e aperta al confronto, compreso quello con la parte di te che è stanca di dover sempre comandare.",
  categories: {
    general:
      "La stabilità nasce dall'assumersi le proprie responsabilità e dal mettere in piedi strutture sensate. Guida con chiarezza e coerenza, e con ogni probabilità la situazione si assesterà intorno alla cornice che costruisci.",
    love:
      "L'Imperatore favorisce l'impegno, l'affidabilità e confini chiari. Può descrivere una persona amata protettiva e stabile, oppure chiederti di diventare tu stesso quella presenza salda; assicurati solo che la sicurezza non scivoli mai nel controllo e che entrambe le voci abbiano lo stesso peso.",
    career:
      "Capacità di guida, promozioni e riconoscimento delle tue competenze sono temi forti. Metti ordine nelle finanze, metti gli accordi per iscritto e affronta le ambizioni con una strategia; istituzioni consolidate e figure di rilievo possono rivelarsi alleati preziosi.",
    health:
      "Pensa all'architettura delle tue giornate: un sonno regolare, un movimento costante e pasti a orari fissi possono restituirti la sensazione di avere i piedi per terra. Bilancia la disciplina con la flessibilità, perché regole rigide seguite fino allo sfinimento non servono a nessuno.",
    personal_development:
      "La lezione è il dominio di sé: mantenere le promesse fatte a te stesso, fissare obiettivi e costruire abitudini che sopravvivano al buonumore del momento. Vale anche la pena esplorare il tuo rapporto con l'autorità, sia la tua sia quella degli altri.",
    spirituality:
      "L'Imperatore suggerisce una pratica regolare e strutturata, più che affidata all'ispirazione. Rifletti su dove trovi ordine e significato, e su come i tuoi valori possano diventare fondamenta abbastanza solide da poterci stare in piedi.",
    projects:
      "È il momento di tabelle di marcia, ruoli chiari e un piano deciso. Definisci chi è responsabile di cosa, fissa traguardi misurabili e difendi il progetto dalle distrazioni e da un perimetro che si allarga senza controllo.",
    emotions:
      "Potresti sentirti saldo, padrone della situazione e pronto a prendere l'iniziativa, oppure stai tenendo i tuoi sentimenti dietro un'armatura. La vera forza comprende anche lasciar vedere alle persone di fiducia ciò che c'è sotto la corazza.",
    creativity:
      "La struttura può liberare la creatività: un programma quotidiano, una forma definita o una scadenza precisa offrono alle idee una cornice in cui crescere. Tratta la tua arte come un mestiere da padroneggiare e costruiscila mattone dopo mattone.",
  },
  advice: "Costruisci una struttura chiara intorno a ciò che conta di più e guidala con un'autorità salda e giusta.",
  yesNoReason:
    "Un piano solido e la disponibilità ad assumersene la responsabilità fanno pendere l'Imperatore verso il sì.",
  element: "Fuoco",
  astrology: "Ariete",
  imageAlt:
    "Un sovrano dalla barba bianca, con corona d'oro, mantello rosso e armatura d'acciaio, siede su un trono di pietra grigia scolpito con teste d'ariete, e tiene in una mano uno scettro a forma di ankh e nell'altra un globo dorato. Alle sue spalle si ergono montagne brulle contro un cielo di un arancione rossastro intenso.",
};
