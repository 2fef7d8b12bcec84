import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Carro",
  keywords: {
    upright: ["determinazione", "forza di volontà", "vittoria", "slancio", "autodisciplina", "direzione chiara"],
    reversed: ["mancanza di direzione", "perdita di controllo", "forze contrapposte", "aggressività", "progressi bloccati", "forzare i risultati"],
  },
  summary:
    "Un giovane vincitore esce dalla città guidando una sfinge nera e una bianca con la sola volontà: una spinta concentrata che trasforma forze in conflitto in movimento in avanti.",
  upright:
    "L'auriga del Carro non tiene redini. Sta ritto in un cocchio di pietra sotto un baldacchino di stelle, con falci di luna sulle spalle e una bacchetta in mano, mentre davanti a lui riposano due sfingi, una nera e una bianca. Ciò che le fa avanzare insieme non è il cuoio né la frusta, ma la sua concentrazione. Alle sue spalle c'è la città cinta di mura che sta lasciando; davanti, il terreno che intende conquistare." +
    "\n\n" +
    "Questa carta annuncia un trionfo ottenuto con la risolutezza. Potresti essere tirato in direzioni opposte dal cuore e dalla testa, o da richieste in competizione tra loro, eppure è tenendo insieme entrambe le forze, invece di abbandonarne una, che arriva il successo. Resta disciplinato, tieni in vista la meta e muoviti. Il legame con il Cancro ricorda che spesso l'armatura protegge un cuore sensibile: la sicurezza, qui, nasce da una stabilità interiore, non dalla spavalderia.",
  reversed:
    "Capovolto, le sfingi tirano l'una contro l'altra e il carro non va da nessuna parte. I progetti possono arenarsi, la motivazione può calare, oppure potresti avere la sensazione che sia la vita a guidare te e non il contrario. La frustrazione può sfociare nell'aggressività, o in una spinta ostinata che brucia soltanto carburante. Forse stai cercando di guidare due veicoli contemporaneamente, promettendo progressi su tutti i fronti senza muoverti su nessuno." +
    "\n\n" +
    "Chiediti dove la tua direzione si è fatta confusa. Forse stai inseguendo un obiettivo che in realtà appartiene a qualcun altro, o cerchi di forzare risultati che non cedono alla pressione. Fermati, fai il punto e riallineati prima di ripartire; lascia riposare gli animali prima di chiedere loro di correre di nuovo. A volte la vera vittoria è riprendere il comando di te stesso, per poi scegliere una sola strada e impegnarti a percorrerla.",
  categories: {
    general:
      "I progressi sono a portata di mano se raccogli le tue energie e resti determinato. Tieni l'obiettivo ben fisso davanti a te e non lasciarti trascinare di lato da spinte contrastanti.",
    love:
      "In amore il Carro chiede intenzioni chiare, che tu stia corteggiando qualcuno o guidando una relazione attraverso un tratto difficile. La chiave è bilanciare l'indipendenza con la vita di coppia, e le cose possono muoversi in fretta quando entrambe le persone vanno nella stessa direzione.",
    career:
      "L'ambizione viene premiata: una promozione, una vittoria in una competizione o un traguardo conquistato a fatica sono favoriti. Gestisci con disciplina le richieste contrastanti e tieni d'occhio il traguardo; potrebbero esserci anche viaggi di lavoro.",
    health:
      "La spinta è una risorsa da tenere d'occhio: la determinazione può alimentare abitudini sane, ma spingere senza sosta può svuotare il serbatoio. Alterna lo sforzo al recupero, e orientati in base a come ti senti davvero più che alla sola forza di volontà.",
    personal_development:
      "Le lezioni sono la concentrazione e l'autodisciplina. Impara a far lavorare insieme, sotto lo stesso giogo, le parti opposte di te, come la prudenza e il coraggio, invece di lasciarle lottare per il volante.",
    spirituality:
      "Qui il compito spirituale è il dominio di sé: guidare l'istinto e le emozioni con una volontà calma e consapevole. Una pratica mantenuta anche nei giorni in cui la motivazione vacilla costruisce una vera autorità interiore.",
    projects:
      "Lo slancio è dalla tua parte. Fissa traguardi precisi, fai in modo che tutta la squadra tiri nella stessa direzione e prendi decisioni nette quando compaiono gli ostacoli, invece di lasciare che blocchino l'intero veicolo.",
    emotions:
      "Potresti sentirti motivato, sicuro di te e pronto ad affrontare una sfida, con sentimenti forti incanalati verso un obiettivo. Proteggi il tuo lato più tenero, ma non lasciare che l'armatura tenga fuori le persone che ti vogliono bene.",
    creativity:
      "Incanala l'energia creativa nel portare a termine: le scadenze e uno sforzo costante accompagnano un'opera fino al traguardo. Combina influenze e idee contrastanti invece di scegliere tra loro; la tensione è il tuo motore.",
  },
  advice: "Mantieni la tua direzione con una concentrazione salda e lascia che la determinazione ti porti oltre le forze che ti tirano da parti opposte.",
  yesNoReason:
    "Uno sforzo costante e una direzione scelta con chiarezza indicano il sì, purché tu continui a tenere la rotta.",
  element: "Acqua",
  astrology: "Cancro",
  imageAlt:
    "Un giovane auriga in armatura, con una corona sormontata da una stella, sta ritto in un carro di pietra sotto un baldacchino azzurro stellato, tiene una bacchetta e porta falci di luna sulle spalle. Davanti al carro riposano due sfingi, una nera e una bianca, e dietro un fiume si innalza una città cinta di mura dai tetti rossi.",
};
