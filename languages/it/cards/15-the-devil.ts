import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Il Diavolo",
  keywords: {
    upright: ["attaccamento", "tentazione", "schemi malsani", "materialismo", "sentirsi in trappola", "il lato ombra", "compulsione"],
    reversed: ["liberarsi", "rilascio", "riprendersi il proprio potere", "vedere lo schema", "distacco", "affrontare l'ombra"],
  },
  summary:
    "Una figura cornuta incombe su una coppia incatenata, con collari così larghi che si potrebbero sfilare. I legami che ti trattengono potrebbero essere più allentati di quanto sembri.",
  upright:
    "Sotto una figura cornuta con ali di pipistrello e un pentagramma rovesciato sulla fronte, un uomo e una donna stanno in piedi, incatenati a un piedistallo nero. Sono spuntati anche a loro piccole corna e una coda, come se avessero cominciato ad assomigliare a ciò che li tiene legati. Eppure, guarda bene: le catene intorno al loro collo pendono così larghe da poter essere sfilate. Il Diavolo parla dei legami che accettiamo, spesso senza accorgercene, e che limitano la nostra libertà." +
    "\n\n" +
    "Questa carta può indicare abitudini, dipendenze, relazioni o ambizioni che hanno preso vita propria. Può anche mettere in luce il materialismo, o l'attrazione del piacere immediato a scapito del benessere a lungo termine. Niente di tutto questo vuole farti vergognare. Il Diavolo ti chiede di guardare con onestà a ciò che ha presa su di te e a ciò che ci guadagni nel mantenerlo. Dare un nome allo schema è il primo allentarsi della catena, e il sostegno degli altri può aiutarti a toglierla del tutto.",
  reversed:
    "Capovolta, questa carta segna spesso il momento del risveglio. Riconosci uno schema per quello che è, e il desiderio di liberarti diventa più forte della comodità di restare. Può essere l'inizio del recupero di tempo, energia o rispetto di te stesso da qualcosa che li stava consumando in silenzio." +
    "\n\n" +
    "La liberazione, però, raramente è un unico gesto clamoroso. Potresti ricadere, o scoprire che le vecchie tentazioni tornano sotto nuovi travestimenti. Sii paziente e sincero con te stesso: ogni piccolo rifiuto rafforza la tua indipendenza. Il rovesciamento può anche chiederti di affrontare il lato ombra della tua personalità, la gelosia, la paura o la fame che preferiresti non vedere, così che perda il suo potere nascosto. In alcune letture avverte invece che un attaccamento si è fatto più profondo, e in quel caso chiedere sostegno è un segno di forza.",
  categories: {
    general:
      "Il Diavolo ti chiede che cosa ti tiene fermo dove sei e se non ci hai acconsentito più di quanto credi. Guarda con onestà gli schemi, i desideri o le paure che hanno il sopravvento, e ricorda che le catene della carta sono allentate.",
    love:
      "In amore, questa carta può rivelare un'attrazione intensa, ma anche possessività, codipendenza o un legame da cui sembra difficile uscire. Chiediti se il rapporto poggia sulla libertà e sul rispetto reciproco, oppure sulla paura, sull'abitudine e sul controllo.",
    career:
      "Sul piano professionale, il Diavolo può descrivere delle manette d'oro: un lavoro mantenuto per il denaro o il prestigio che non sembra più giusto, o un ambiente che premia il superlavoro. Sul piano economico, fai attenzione ai debiti e alle spese dettate dalla compulsione più che dal bisogno.",
    health:
      "Più che in chiave medica, leggi questa carta come uno specchio delle abitudini che hanno preso piede, che riguardino gli schermi, le sostanze, il cibo o il troppo lavoro. Nota a che cosa ti aggrappi quando sei stanco o sotto pressione; se uno schema ti sembra difficile da cambiare da solo, un professionista qualificato o un gruppo di sostegno possono aiutarti.",
    personal_development:
      "Qui crescere significa lavorare sull'ombra: incontrare le parti di te che preferiresti nascondere. Capire perché uno schema si è formato ne allenta la presa e ti restituisce una scelta vera.",
    spirituality:
      "Sul piano spirituale, il Diavolo indica tutto ciò che ti distoglie dai tuoi valori più profondi, comprese le ossessioni materiali e i dogmi rigidi. La consapevolezza senza autocondanna è la strada verso la libertà.",
    projects:
      "Un progetto potrebbe essere guidato dall'ego, dalla paura di perdersi qualcosa o da quanto ci hai già investito, cosa che rende difficile andarsene. Verifica le tue vere motivazioni e chiediti se il progetto è al tuo servizio o se sei tu ad aver cominciato a servire lui.",
    emotions:
      "Potresti sentirti intrappolato da emozioni forti come la gelosia, la brama o il risentimento. Trattale come informazioni e non come ordini: spesso basta dare un nome a ciò che provi per allentarne la presa.",
    creativity:
      "In campo creativo, il Diavolo può sprigionare un'energia cruda e provocatoria, se sei disposto a esplorare temi più oscuri. Assicurati solo che il perfezionismo o la fame di approvazione non ti stiano incatenando all'opera.",
  },
  advice: "Dai un nome a ciò che ha presa su di te e verifica quanto è davvero allentata la catena.",
  yesNoReason:
    "Il Diavolo tende al no perché la domanda potrebbe essere intrecciata con attaccamenti, tentazioni o pressioni che non ti farebbero bene.",
  element: "Terra",
  astrology: "Capricorno",
  imageAlt:
    "Un diavolo cornuto con ali di pipistrello e un pentagramma rovesciato sulla fronte sta accovacciato su un piedistallo nero, una mano alzata e l'altra che regge una torcia accesa rivolta verso il basso. Più in basso, un uomo e una donna nudi, con piccole corna e code, sono legati per il collo al piedistallo con catene allentate.",
};
