import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Gli Amanti",
  keywords: {
    upright: ["amore", "unione", "armonia", "scelta significativa", "valori in sintonia", "collaborazione"],
    reversed: ["disarmonia", "valori discordanti", "indecisione", "squilibrio", "evitare una scelta", "tentazione"],
  },
  summary:
    "Sotto le braccia aperte di un angelo, due figure si incontrano senza difese: gli Amanti parlano di un legame profondo e delle scelte che rivelano ciò a cui tieni davvero.",
  upright:
    "Gli Amanti mostrano un uomo e una donna in piedi in un giardino, nudi e senza vergogna, benedetti da un angelo alato che si leva da una nuvola davanti a un sole ardente. Dietro la donna cresce l'albero della conoscenza, con un serpente avvolto attorno al tronco; dietro l'uomo si trova un albero che porta fiamme. Tra loro si innalza un'unica montagna. La scena parla di unione, di sincerità e di un legame in cui non c'è nulla da nascondere." +
    "\n\n" +
    "L'amore romantico è solo una parte del significato. Questa carta ti chiede anche di compiere una scelta che rispecchi chi sei, mettendo d'accordo il cuore e i principi. Quando compaiono gli Amanti, l'armonia è a portata di mano, in una relazione, in una collaborazione o dentro di te, ma richiede un impegno consapevole. Scegli con tutto il cuore, guidato da ciò che conta per te e non dall'abitudine o dalla paura.",
  reversed:
    "Capovolte, le due figure sembrano allontanarsi. Una relazione può essere squilibrata, con una persona che dà molto più dell'altra, o con valori che non coincidono più. La comunicazione può vacillare, e vecchi rancori possono offuscare ciò che un tempo sembrava naturale. A volte la frattura è interiore: una divisione tra ciò che vuoi e ciò che credi di dover volere." +
    "\n\n" +
    "Questa posizione compare anche quando stai evitando una decisione, sperando che, se aspetti abbastanza, qualcun altro scelga al posto tuo. Potrebbero entrare in gioco una tentazione, lealtà divise o un'attrazione che va contro i tuoi principi. Torna al cuore della questione: a che cosa tieni, e le tue azioni lo stanno onorando? La riparazione comincia da una conversazione sincera, con gli altri e con te stesso.",
  categories: {
    general:
      "Al centro di tutto c'è una scelta importante o un legame significativo. Decidi in accordo con i tuoi valori più profondi, e con ogni probabilità ne seguirà un senso di armonia.",
    love:
      "È una delle carte più romantiche del mazzo e indica attrazione, intimità emotiva e un'unione fondata sul rispetto reciproco. Per una coppia può segnare un impegno che si fa più profondo; per chi è solo, un incontro che sembra insolitamente sincero. In entrambi i casi, la porta d'ingresso è il mostrarsi vulnerabili.",
    career:
      "Sono in primo piano soci, collaborazioni e alleanze, insieme a una decisione professionale che deve rispecchiare i tuoi valori. Valuta le offerte non solo in base allo stipendio, ma anche in base a quanto il lavoro riflette ciò che ti sta a cuore.",
    health:
      "Qui il benessere dipende dall'equilibrio tra mente e corpo, lavoro e riposo, dare e ricevere. Le persone che ti circondano influenzano come ti senti: nota quali legami ti danno energia e quali ti lasciano svuotato, e scegli abitudini che senti tue invece che imposte.",
    personal_development:
      "La lezione è l'integrazione: mettere d'accordo la testa e il cuore. Chiarisci i tuoi valori fondamentali, poi esercitati a prendere decisioni che potresti spiegare, senza imbarazzo, alla parte più autentica di te.",
    spirituality:
      "Gli Amanti indicano l'unione degli opposti e l'amore stesso come cammino spirituale. La devozione, la vita di coppia e il riconoscere il sacro in un'altra persona possono aprirti a qualcosa di più grande di entrambi.",
    projects:
      "La collaborazione è favorita, soprattutto con qualcuno le cui capacità completano le tue. Prima di impegnarti, assicurati che tutti condividano la stessa visione, perché la sintonia di oggi evita i conflitti di domani.",
    emotions:
      "I sentimenti di vicinanza, tenerezza e apertura sono forti. Se sei diviso tra due strade, concediti di sentirle entrambe fino in fondo prima di decidere.",
    creativity:
      "Fioriscono le collaborazioni creative e i duetti, così come le opere che parlano di amore, di legami e di scelte. Lascia che la tua arte nasca da ciò che ti sta più a cuore, e avrà la forza della convinzione.",
  },
  advice: "Fai la tua scelta con il cuore e lascia che onori i valori secondo cui vuoi davvero vivere.",
  yesNoReason:
    "Gli Amanti tendono al sì, soprattutto quando la domanda riguarda un legame o una scelta fatta in accordo con i tuoi valori.",
  element: "Aria",
  astrology: "Gemelli",
  imageAlt:
    "Un uomo e una donna nudi stanno in piedi, distanti, in un giardino sotto un angelo alato dai capelli color fiamma che si leva da una nuvola davanti a un grande sole dorato, le braccia aperte in segno di benedizione. Dietro la donna un albero da frutto è avvolto da un serpente, dietro l'uomo un albero porta fiamme, e tra loro si innalza una montagna rossa.",
};
