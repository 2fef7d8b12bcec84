import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Torre",
  keywords: {
    upright: ["cambiamento improvviso", "sconvolgimento", "rivelazione", "crollo delle illusioni", "risveglio", "svolta decisiva", "rottura"],
    reversed: ["disastro evitato", "paura del cambiamento", "sconvolgimento rimandato", "tumulto interiore", "aggrapparsi alle strutture", "ricostruzione"],
  },
  summary:
    "Un fulmine colpisce un'alta torre, ne fa saltare la corona e fa precipitare due figure. Ciò che era costruito su un terreno instabile cede, e la verità viene allo scoperto.",
  upright:
    "Un fulmine squarcia la cima di una torre grigia arroccata su un picco roccioso. La sua corona d'oro cade, le fiamme escono dalle finestre e due figure precipitano a capofitto nel cielo buio, circondate da gocce di fuoco. La Torre è la carta dello sconvolgimento improvviso: una struttura che sembrava solida si rivela fondata su una premessa falsa, e non può più restare in piedi." +
    "\n\n" +
    "Sul momento il colpo può essere durissimo. Un progetto salta, un segreto viene alla luce, o una convinzione su cui contavi si rivela falsa. Eppure il fulmine è anche illuminazione. Ciò che crolla è ciò che non era solido, e lo spazio che si apre dopo ti offre la possibilità di costruire su fondamenta oneste. Non devi accogliere lo sconvolgimento a braccia aperte per imparare qualcosa da esso. Concentrati su ciò che è reale adesso, prenditi cura dell'essenziale e lascia che la polvere si posi prima di decidere che cosa ricostruire.",
  reversed:
    "Una Torre capovolta può indicare uno sconvolgimento evitato per un soffio, o uno che sta avvenendo dentro di te più che intorno a te. Forse senti che si stanno formando delle crepe e ti stai impegnando a fondo per tenere in piedi i muri. A volte questo sforzo è saggio; a volte rimanda soltanto una resa dei conti che sarebbe più dolce se affrontata prima." +
    "\n\n" +
    "Questa posizione descrive anche ciò che resta dopo uno scossone, quando stai frugando tra le macerie per decidere che cosa tenere. La paura del cambiamento può essere più forte del cambiamento stesso. Chiediti se ti stai aggrappando a una struttura perché ti offre ancora riparo o solo perché ti è familiare. Una ristrutturazione controllata, scelta alle tue condizioni, può risparmiarti il fulmine. E se la tempesta è già passata, riconosciti il merito di averla attraversata prima di posare la prima pietra nuova.",
  categories: {
    general:
      "La Torre indica un cambiamento improvviso che mette a nudo ciò che era instabile. È destabilizzante, ma spazza via le illusioni e ti dà la possibilità di ricostruire su un terreno più solido.",
    love:
      "Nelle relazioni, una verità potrebbe emergere all'improvviso, o una lite potrebbe portare allo scoperto questioni sepolte da tempo. Per quanto doloroso, questo può spezzare uno schema ormai logoro; la sincerità, ora, permette un rinnovamento oppure una separazione chiara e necessaria.",
    career:
      "Sul lavoro, fai attenzione a riorganizzazioni, a un cambio di programma improvviso o a una rivelazione che cambia il modo in cui vedi il tuo impiego. Mantieni l'equilibrio concentrandoti sulle tue competenze e sull'essenziale, e considera lo scossone un'occasione per ripensare la tua direzione.",
    health:
      "Usa questa carta per riflettere su che cosa succede alla tua energia nei momenti di tensione improvvisa. Concediti più riposo, abitudini regolari e una compagnia che ti sostiene finché le acque sono agitate, e rivolgiti a un professionista se il peso ti sembra eccessivo.",
    personal_development:
      "Una convinzione su te stesso o sul mondo potrebbe sgretolarsi, lasciandoti per un po' disorientato. Per quanto scomoda, questa svolta fa spazio a un senso di te più autentico, costruito su ciò che ora sai essere vero.",
    spirituality:
      "Sul piano spirituale, la Torre è un lampo di intuizione improvvisa, di quelli che mandano in frantumi le vecchie certezze. Lascia che il fulmine ti mostri ciò che era falso, e resta aperto alla visione più ampia che rivela.",
    projects:
      "Un progetto potrebbe incontrare un ostacolo inatteso o rivelare un difetto di fondo. Invece di tappare le crepe, valuta con onestà se ricostruire da zero o reindirizzare i tuoi sforzi.",
    emotions:
      "I sentimenti possono essere intensi e caotici mentre qualcosa su cui contavi si sposta. Sii gentile con te stesso: un colpo del genere ha bisogno di tempo per essere assorbito, e la stabilità ritorna un passo alla volta.",
    creativity:
      "In campo creativo, la Torre porta una scintilla dirompente che può sfondare blocchi e formule logore. Accogli il caos come materia prima, poi dai forma a ciò che sopravvive per farne qualcosa di più audace.",
  },
  advice: "Quando qualcosa crolla, radicati in ciò che è vero e ricostruisci su fondamenta più solide.",
  yesNoReason:
    "La Torre tende al no perché l'assetto attuale verrà probabilmente scosso, anche se ciò che segue lo sconvolgimento potrebbe rivelarsi migliore.",
  element: "Fuoco",
  astrology: "Marte",
  imageAlt:
    "Un fulmine colpisce la cima di un'alta torre grigia su uno sperone roccioso e ne fa saltare la corona d'oro, mentre le fiamme escono dalle finestre. Due figure, una delle quali coronata, cadono a testa in giù in un cielo nero punteggiato di nuvole grigie e gocce di fuoco gialle.",
};
