import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Papessa",
  keywords: {
    upright: ["intuizione", "conoscenza nascosta", "quiete", "l'inconscio", "mistero", "voce interiore"],
    reversed: ["intuizione ignorata", "segreti", "chiusura", "pensiero superficiale", "confusione", "distacco da sé"],
  },
  summary:
    "Seduta tra una colonna scura e una chiara, la Papessa custodisce il velo dell'invisibile e ti chiede di ascoltare sotto la superficie prima di agire.",
  upright:
    "La Papessa non ha fretta. Siede su una soglia tra la colonna nera segnata con la B e la colonna bianca segnata con la J, un rotolo seminascosto in grembo e una falce di luna ai piedi. Alle sue spalle pende un velo ricamato di melograni che nasconde ciò che sta oltre. Rappresenta ciò che si sa senza bisogno di spiegarlo: la quieta certezza dell'intuizione, dei sogni e dei piccoli segnali del corpo." +
    "\n\n" +
    "Pescarla suggerisce che la risposta di cui hai bisogno non arriverà da più informazioni né da opinioni più rumorose. Fai un passo indietro, fai silenzio e nota ciò che percepisci già. Alcune cose sono fatte per restare riservate ancora per un po', e non ogni verità deve essere detta prima di essere compresa. Qui la pazienza non è passività: è il modo in cui il quadro più profondo diventa nitido.",
  reversed:
    "Capovolta, il velo diventa un muro. Forse stai scavalcando il tuo istinto perché è scomodo, riempi di rumore ogni momento di silenzio o ti affidi ai verdetti degli altri invece che al tuo sentire interiore. Informazioni importanti potrebbero essere nascoste, a te oppure da te. Pettegolezzi e mezze verità rischiano di riempire il silenzio là dove dovrebbe esserci una comprensione vera." +
    "\n\n" +
    "Questa posizione può indicare anche segreti che cominciano a pesare su una situazione, o un ritiro passato da una sana riservatezza all'isolamento. Ritagliati un piccolo spazio per ritrovarti: una passeggiata senza cuffie, una pagina di diario, una serata a schermi spenti, un sogno scritto prima che svanisca. La Papessa non ha lasciato il suo seggio; aspetta soltanto che tu torni ad ascoltare.",
  categories: {
    general:
      "Non tutto è ancora visibile, e forzare una decisione adesso potrebbe voler dire agire conoscendo solo metà della storia. Osserva, aspetta e fidati delle impressioni che continuano a tornare in silenzio.",
    love:
      "Potrebbero esserci sentimenti non detti, un'attrazione più percepita che dichiarata, o una persona amata che ha bisogno di spazio prima di aprirsi. Lascia crescere l'intimità attraverso un ascolto attento, e fidati di ciò che il tuo istinto coglie del carattere di una persona più che di ciò che si limita a dire.",
    career:
      "Sul lavoro, in questo momento, la discrezione ti è utile: tieni riservati i tuoi piani finché non sono pronti e leggi l'atmosfera prima di parlare. Sono favoriti la ricerca, la consulenza, l'insegnamento e ogni ruolo che si basa sull'intuito; una sensazione su un collega o su un affare merita attenzione.",
    health:
      "Questa carta ti invita a sintonizzarti sui segnali sottili, come la stanchezza, l'irrequietezza o i cambiamenti nel sonno e nell'umore. Routine tranquille e un riposo senza fretta ti aiutano a sentirli, e se qualcosa persiste, parlarne con un professionista è un buon modo per dare valore a ciò che noti.",
    personal_development:
      "La crescita passa dall'ascolto interiore: appunti sui sogni, meditazione o semplicemente del tempo in solitudine, senza fretta. Impara a distinguere l'ansia dall'intuizione; la seconda di solito parla con più calma e non urla.",
    spirituality:
      "Poche carte sono apertamente mistiche come questa. La Papessa indica la pratica contemplativa, lo studio esoterico e la conoscenza interiore diretta; il velo sembra sottile, e ciò che ricevi ora potrebbe essere difficile da tradurre in parole.",
    projects:
      "Rimanda il grande annuncio e continua a raccogliere spunti, perché i tempi non sono ancora maturi per un lancio pubblico. Usa questa fase per fare ricerca in silenzio, affinare l'idea e cogliere i dettagli che gli altri trascurano.",
    emotions:
      "I sentimenti possono essere profondi e immobili, come l'acqua sotto una superficie ghiacciata. Lascia loro spazio senza affrettarti a etichettarli o a sistemarli, e concediti un po' di riservatezza se ti sembra giusto.",
    creativity:
      "L'ispirazione arriva dai sogni, dai simboli e dalla mente in dormiveglia. Tieni un quaderno accanto al letto, segui le immagini strane dove ti portano e lascia che un'opera conservi il suo mistero invece di spiegare tutto.",
  },
  advice: "Resta nel silenzio abbastanza a lungo da sentire ciò che la tua intuizione sa già.",
  yesNoReason:
    "Il suo velo nasconde ancora una parte della risposta: è un forse che dovrebbe chiarirsi con il tempo e la riflessione.",
  element: "Acqua",
  astrology: "Luna",
  imageAlt:
    "Una donna in ampie vesti azzurre e bianche, con una corona a corna attorno a un disco lunare e una croce sul petto, siede tra una colonna nera segnata con la B e una colonna bianca segnata con la J, e tiene un rotolo con la scritta TORA. Ai suoi piedi giace una falce di luna, e alle sue spalle pende un velo decorato con melograni e foglie di palma.",
};
