import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Imperatrice",
  keywords: {
    upright: ["abbondanza", "cura", "fertilità", "sensualità", "crescita naturale", "benessere"],
    reversed: ["blocco creativo", "cure soffocanti", "trascuratezza di sé", "dipendenza", "ristagno", "eccessi"],
  },
  summary:
    "Tra il grano che matura e un ruscello che scorre, l'Imperatrice incarna la crescita che nasce dalla cura: creatività, benessere e abbondanza che fioriscono se coltivati con pazienza.",
  upright:
    "Tutto intorno all'Imperatrice è vivo e sta maturando. Il grano cresce fitto ai suoi piedi, una cascata scende dal bosco alle sue spalle e lo scudo a forma di cuore accanto a lei porta il simbolo di Venere, pianeta dell'amore e del piacere. È la grande nutrice del mazzo, e la sua presenza annuncia una stagione in cui ciò che hai seminato, che si tratti di relazioni, di idee o di un vero orto, è pronto a fiorire." +
    "\n\n" +
    "Ti chiede di vivere pienamente attraverso i sensi: il buon cibo, il contatto, la bellezza, il tempo all'aria aperta. Nel suo mondo l'abbondanza non arriva spingendo di più, ma creando le condizioni perché la crescita avvenga da sola. Prenditi cura degli altri con generosità, e ricorda che anche tu meriti di essere accudito. Qui il benessere non è pigrizia: è terreno fertile.",
  reversed:
    "Capovolta, la cascata dell'Imperatrice si riduce a un filo d'acqua. La creatività può sembrare bloccata, oppure le cure che dai sono diventate un dare troppo, che ti lascia svuotato mentre tutti gli altri si appoggiano a te. A volte lo schema va nel verso opposto, e l'affetto diventa soffocante, con un aiuto imposto a persone che non l'hanno mai chiesto." +
    "\n\n" +
    "Possono comparire anche gli eccessi, un conforto cercato oltre misura perché qualcosa di più profondo resta senza nutrimento. Un'altra versione è la trascuratezza del corpo e dei sensi: vivere nella propria testa, saltare i pasti, dimenticare che cosa si prova nel piacere. Il rimedio è dolce e concreto, e il riposo non è una ricompensa da guadagnarsi. Ritrova il contatto con la natura, ricostituisci prima le tue riserve e lascia che le cose crescano al loro ritmo, invece di pretendere frutti da un seme piantato ieri.",
  categories: {
    general:
      "È una carta fertile e generosa: qualcosa nella tua vita sta crescendo bene e merita di essere curato ancora. Abbandonati al benessere, alla bellezza e alla pazienza, e lascia che i risultati maturino nella loro stagione.",
    love:
      "L'Imperatrice porta calore, affetto e un'intesa sensuale, e spesso descrive una relazione che si approfondisce fino a diventare accogliente e sicura. Esprimi l'amore con attenzioni premurose e presenza fisica; per alcune persone tocca anche i temi della famiglia, della casa o di una gravidanza.",
    career:
      "Sono possibili crescita e abbondanza materiale, soprattutto nei lavori che nutrono, abbelliscono o creano. Tratta la tua carriera come un giardino: investi con costanza, sii generoso con i colleghi e lascia che la prosperità si accumuli invece di inseguire guadagni rapidi.",
    health:
      "Osserva quanto bene ti nutri, in ogni senso: pasti che ti piacciono, tempo tra gli alberi o vicino all'acqua, un sonno ristoratore e il semplice piacere di abitare il tuo corpo. L'Imperatrice preferisce l'equilibrio ai regimi rigidi, quindi fai attenzione ai punti in cui occuparti degli altri ha tolto spazio all'occuparti di te.",
    personal_development:
      "L'autostima cresce quando ti tratti con la stessa gentilezza che riservi volentieri agli altri. Esercitati a ricevere, che si tratti di complimenti, di aiuto o di riposo: è un'abilità preziosa quanto il dare.",
    spirituality:
      "Qui la spiritualità è terrena e incarnata: il sacro si trova nelle stagioni, nella terra, nel fare con le mani e nel corpo stesso. Fare giardinaggio, camminare piano, cucinare con attenzione o celebrare i cicli della natura può diventare una vera pratica.",
    projects:
      "Un progetto già avviato sta prendendo forza e presto potrebbe essere pronto per il raccolto. Continua a curarlo con costanza, rendi piacevole l'ambiente di lavoro e resisti alla tentazione di scavare fino alle radici solo per controllare che stiano crescendo.",
    emotions:
      "Potresti sentirti appagato, amorevole e pieno di emozioni, o semplicemente più a tuo agio nella tua pelle. Se invece ti senti prosciugato, prendilo come un segnale: riempi la tua tazza prima di versarne ancora agli altri.",
    creativity:
      "L'Imperatrice è tra le forze più creative del mazzo, fertile di idee che vogliono venire al mondo. Lavora con le consistenze, i colori e i sensi, e lascia che il fare stesso sia un piacere piuttosto che un esame da superare.",
  },
  advice: "Nutri ciò che ami, a cominciare da te, e dagli il tempo di cui ha bisogno per crescere.",
  yesNoReason:
    "L'Imperatrice tende al sì perché la sua energia è fertile e generosa, e favorisce la crescita e un esito caloroso.",
  element: "Terra",
  astrology: "Venere",
  imageAlt:
    "Una donna dai capelli biondi, con una corona di stelle e un abito bianco decorato con melograni, siede su cuscini rossi reggendo uno scettro, con accanto uno scudo a forma di cuore che porta il simbolo di Venere. Ai suoi piedi cresce il grano dorato, e una cascata scende da un bosco verde scuro sotto un cielo giallo.",
};
