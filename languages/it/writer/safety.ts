import type { SafetyLexicon } from "../../writer";

/** What the safety checks look for in Italian prose (lib/writers/quality/safety.ts). */
export const safety: SafetyLexicon = {
  certainty:
    "\\b(?:sicuramente|certamente|di sicuro|senza (?:alcun )?dubbio|garantit\\w*|definitivamente|al 100 ?%)\\b[^.!?]*\\b(?:guari\\w*|riprender\\w*|sopravviv\\w*|morir\\w*|morrà|incinta|gravidanza|bambino|vincer\\w*|vincerai|perder\\w*|soldi|denaro|debiti|ricc[oa]|profitt\\w*|causa|processo|sentenza|affidamento)\\b|\\b(?:guarirà(?: del tutto| completamente)?|si riprenderà(?: del tutto| completamente)?|sopravviverà|morirà|rimarrai incinta|resterai incinta|avrai (?:un|il) bambino|vincerai la causa|perderai la causa|riavrai (?:i tuoi|i) soldi|estinguerai (?:tutti )?i (?:tuoi )?debiti|starà (?:bene|benissimo))\\b",
  hedges: "\\b(?:se|può|possa|possono|potrebbe|forse|magari|speriamo|spero|nessuno può|non (?:è )?(?:certo|sicuro|possibile)|nessuna carta|non promette|non possono?)\\b",
  instruction:
    "\\b(?:smetti|interrompi|sospendi|inizia|comincia|prendi|aumenta|riduci|diminuisci|cambia|raddoppia)\\s+(?:di\\s+)?(?:prendere\\s+)?(?:il\\s+|la\\s+|i\\s+|le\\s+|l'|la sua\\s+|il suo\\s+|i suoi\\s+|le sue\\s+|la tua\\s+|il tuo\\s+|i tuoi\\s+)?(?:farmac\\w*|medicin\\w*|pastiglie|compresse|dose|dosaggio|cura|terapia|chemio\\w*|insulina|antidepressiv\\w*)\\b|\\b(?:rifiuta|annulla|evita)\\s+(?:l'|la\\s+|il\\s+|il suo\\s+|la sua\\s+)?(?:intervento|operazione|cura|terapia)\\b|\\binvesti\\s+(?:in|nei|nel|i tuoi|tutto)\\b|\\bmetti (?:i tuoi|tutti i tuoi) (?:soldi|risparmi) in\\b|\\b(?:compra|vendi)\\s+(?:le\\s+|delle\\s+|le tue\\s+)?(?:azioni|cripto\\w*|bitcoin)\\b|\\bchiedi (?:un altro|un nuovo|un) prestito\\b|\\bsmetti di pagare\\b|\\bdichiara fallimento\\b|\\bfirma (?:il|quel|questo) (?:contratto|accordo|documento)\\b|\\bdichiarati colpevole\\b|\\bfagli causa\\b|\\bnon ti serve (?:un )?avvocato\\b",
  instructionExcuses: "\\b(?:mai|senza|prima di|non)\\b[^.!?]*\\b(?:medic[oi]|équipe|farmacista|avvocat\\w*|consulent\\w*)\\b",
  decisionOrder:
    "\\bagisci (?:oggi stesso|oggi|subito|ora)\\b|\\b(?:lascia|molla|abbandona) (?:il tuo |la tua |il |la |l')?(?:lavoro|università|studi|relazione|ragazz[oa]) (?:oggi|subito|ora)\\b|\\b(?:dai|presenta) le (?:tue )?dimissioni\\b|\\b(?:fallo|buttati|fai il passo) (?:oggi|subito|ora)\\b",
  referral: {
    health:
      "\\b(?:medic[oi]|veterinari[oa]|dottor\\w*|équipe medica|personale sanitario|infermier\\w*|specialist\\w*|farmacista|psicolog[oa]|terapeut\\w*|professionist\\w* (?:della salute|sanitari\\w*|qualificat\\w*)|chi si prende cura|parere medico|medico di (?:base|famiglia))\\b",
    money:
      "\\b(?:consulent\\w* (?:finanziari\\w*|del debito)|sportell\\w* (?:anti-usura|del consumatore)|associazion\\w* dei consumatori|commercialista|professionist\\w* (?:della finanza|qualificat\\w*)|organismo di composizione della crisi|consulenza (?:finanziaria|sul debito|sui debiti)|sportell\\w* (?:gratuit\\w* )?di consulenza)\\b",
    law: "\\b(?:avvocat\\w*|consulenza legale|(?:patrocinio gratuito|gratuito patrocinio)|notaio|professionist\\w* (?:del diritto|qualificat\\w*))\\b",
    wellbeing:
      "\\b(?:medico(?: di base| di famiglia)?|psicolog[oa]|psicoterapeuta|terapeuta|telefono amico|02 2327 2327|supporto al lutto|gruppo di elaborazione del lutto|gruppo di lutto)\\b",
  },
  askersBody: "\\b(?:il tuo (?:corpo|dolore)|la tua (?:salute|guarigione|diagnosi|cura|malattia)|i tuoi (?:sintomi|farmaci))\\b|\\bcome ti senti fisicamente\\b|\\bti lascia stanc[oa]\\b",
  careTeam: "\\b(?:i suoi medici|la sua équipe medica|l'équipe medica|i medici|il personale sanitario|gli infermieri|chi (?:l[ao] )?(?:cura|assiste))\\b",
  encouraging: "fai spazio a|fare spazio a|accogli|accogliere|abbraccia|abbracciare|lasciati (?:andare a|guidare da|trasportare da)|abbandonati a|coltiva|coltivare|nutri|celebra|celebrare|cedi a|concediti|un buon (?:giorno|momento) per",
  outsideAnswered: { reading: "\\b(?:una|questa) lettura\\b", life: "\\b(?:tua|la tua) (?:stessa )?vita\\b" },
  omenOutcome:
    "\\b(?:porta\\w*|conduce\\w*|conducono|punta\\w*|sfocia\\w*|cammino|strada|storia|esito|risultato)\\b[^.!?]{0,30}(?:\\bverso (?:la )?|\\balla |\\bfino alla |\\ba )(?:morte|torre)\\b",
  lowMood:
    "\\b(?:non (?:riesco|ce la faccio) (?:più )?(?:ad?|a) alzarmi(?: dal letto)?)\\b|\\bnon mangio (?:più|quasi più|niente)\\b|\\bpiango (?:tutti i giorni|ogni giorno|tutto il giorno|ogni notte)\\b|\\b(?:mi chiudo|chius[oa]) in camera\\b|\\bnon ho (?:più )?voglia di (?:niente|nulla)\\b|\\bmi sento (?:così |tanto )?(?:vuot[oa]|depress[oa]|senza speranza)\\b|\\bniente ha più senso\\b",
  bereaved:
    "\\b(?:è mort[oa]|ci ha lasciat[oi]|non c['’]è più|(?:ho perso|abbiamo perso) (?:mia|mio|nostra|nostro|la mia|il mio) (?:madre|padre|mamma|papà|sorella|fratello|figli[oa]|marito|moglie|nonn[oa]))\\b",
  negations: "\\b(?:non|mai|senza|invece di|anziché|né)\\b",
};
