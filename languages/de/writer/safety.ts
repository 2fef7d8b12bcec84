import type { SafetyLexicon } from "../../writer";

/** What the safety checks look for in German prose (lib/writers/quality/safety.ts). */
export const safety: SafetyLexicon = {
  certainty:
    "\\b(?:sicher|sicherlich|bestimmt|garantiert|gewiss|ohne (?:jeden )?zweifel|zweifellos|definitiv|hundertprozentig|100 ?%)\\b[^.!?]*\\b(?:gesund\\w*|genes\\w*|erhol\\w*|heil\\w*|überleb\\w*|sterb\\w*|stirbt|tod|schwanger\\w*|baby|gewinn\\w*|verlier\\w*|geld|schulden|reich|prozess|urteil|sorgerecht|freigesprochen)\\b|\\b(?:wird (?:wieder )?(?:ganz )?gesund|wird sich (?:vollständig |ganz )?erholen|wird genesen|wird überleben|wird sterben|wirst schwanger|wirst (?:den|deinen) prozess (?:gewinnen|verlieren)|wirst (?:dein|das) geld zurückbekommen|wirst (?:alle )?(?:deine )?schulden (?:los|abbezahlen)|wird (?:es )?(?:gut|bestens) überstehen)\\b",
  hedges: "\\b(?:ob|wenn|falls|vielleicht|möglicherweise|kann|könnte|können|mag|hoffentlich|niemand kann|nicht (?:sicher|gewiss|vorhersagen)|keine karte|kein versprechen|verspricht nicht|lässt sich nicht)\\b",
  instruction:
    "\\b(?:setz|setze|setzt)\\b[^.!?]{0,30}\\b(?:medikament\\w*|tabletten|behandlung|therapie|insulin|antidepressiv\\w*)\\b[^.!?]{0,10}\\bab\\b|\\b(?:hör|höre|hört)\\b[^.!?]{0,10}\\bmit\\b[^.!?]{0,30}\\b(?:medikament\\w*|tabletten|behandlung|therapie|chemo\\w*)\\b[^.!?]{0,10}\\bauf\\b|\\b(?:nimm|nehmt)\\b[^.!?]{0,30}\\b(?:medikament\\w*|tabletten)\\b[^.!?]{0,15}\\b(?:nicht mehr|weniger|doppelt|mehr)\\b|\\b(?:erhöh|erhöhe|reduzier|reduziere|verdopple|änder|ändere)\\b[^.!?]{0,20}\\b(?:dosis|medikament\\w*)\\b|\\b(?:sag|sage)\\b[^.!?]{0,20}\\b(?:operation|behandlung|therapie)\\b[^.!?]{0,10}\\bab\\b|\\binvestier\\w*\\b[^.!?]{0,20}\\b(?:in|dein|alles)\\b|\\b(?:kauf|kaufe|verkauf|verkaufe)\\b[^.!?]{0,20}\\b(?:aktien|krypto\\w*|bitcoin\\w*)\\b|\\bnimm (?:einen|noch einen) kredit auf\\b|\\b(?:hör|höre) auf,? (?:deine |die )?(?:schulden|raten|miete) zu (?:zahlen|bezahlen)\\b|\\bmelde (?:privat)?insolvenz an\\b|\\bunterschreib\\w*\\b[^.!?]{0,20}\\b(?:vertrag|vereinbarung)\\b|\\bverklag(?:e|t)? (?:ihn|sie|die|den|deinen|deine)\\b|\\bdu brauchst keinen anwalt\\b",
  instructionExcuses: "\\b(?:nie|niemals|ohne|bevor|vorher|nicht)\\b[^.!?]*\\b(?:arzt|ärztin|ärzte|behandlungsteam|apotheke\\w*|anwalt|anwältin|berater\\w*|beratung\\w*)\\b",
  decisionOrder:
    "\\bhandle (?:noch )?(?:heute|jetzt|sofort)\\b|\\b(?:kündige|verlass|verlasse|brich) (?:deinen|deine|dein|das|die) (?:job|stelle|studium|uni|beziehung|partner\\w*)\\b[^.!?]{0,15}\\b(?:heute|jetzt|sofort)\\b|\\breich (?:heute |jetzt )?(?:deine )?kündigung ein\\b|\\b(?:wag|wage|tu|mach) (?:es|den schritt) (?:heute|jetzt|sofort)\\b",
  referral: {
    health:
      "\\b(?:arzt|ärztin|ärzte|ärztinnen|hausarzt|hausärztin|behandlungsteam|ärzteteam|pflegekräfte|pflegepersonal|pfleger\\w*|fachärzt\\w*|apotheke\\w*|psycholog\\w*|therapeut\\w*|fachleute|fachperson\\w*|medizinisch\\w* (?:rat|beratung)|tierarzt\\w*|tierärzt\\w*)\\b",
    money: "\\b(?:schuldnerberatung\\w*|schuldenberatung|finanzberat\\w*|verbraucherzentrale|steuerberat\\w*|beratungsstelle\\w*|unabhängige\\w* beratung)\\b",
    law: "\\b(?:anwalt|anwältin|anwälte|rechtsanwalt|rechtsanwältin|rechtsberatung|rechtlich\\w* beratung|rechtshilfe|beratungshilfe|notar\\w*|fachanwalt\\w*)\\b",
    wellbeing:
      "\\b(?:hausarzt|hausärztin|arzt|ärztin|psycholog\\w*|psychotherapeut\\w*|telefonseelsorge|0800 111 0 111|trauerbegleitung|trauergruppe|trauerberatung)\\b",
  },
  askersBody: "\\bdein\\w* (?:eigene\\w* )?(?:körper|gesundheit|genesung|diagnose|behandlung|krankheit|medikamente|symptome)\\b|\\bwie du dich körperlich fühlst\\b|\\bdich müde macht\\b",
  careTeam: "\\b(?:ihre|seine|die) (?:ärzte|ärztinnen|ärztin|arzt|pflegekräfte|pfleger\\w*|behandlungsteam|ärzteteam)\\b|\\bdas (?:behandlungsteam|ärzteteam|pflegepersonal)\\b|\\bdie menschen, die (?:deine|deinen|dein) \\p{L}+ (?:versorgen|pflegen|behandeln)\\b",
  encouraging: "mach(?:e)? platz für|platz machen für|umarme|umarmen|begrüße|begrüßen|heiß(?:e)? \\w+ willkommen|lass dich (?:auf|von)|gib dich \\w+ hin|pflege|pflegen|nähre|feiere|feiern|gib \\w+ nach|erlaube dir|gönn dir|ein guter (?:tag|moment|zeitpunkt) für",
  outsideAnswered: { reading: "\\b(?:tarotlegung|legung|tarot)\\b", life: "\\b(?:dein\\w* (?:eigen\\w* )?leben\\w*)\\b" },
  omenOutcome:
    "\\b(?:führ\\w*|bieg\\w*|weist|weisen|wegweiser|weg|pfad|geschichte|ergebnis\\w*)\\b[^.!?]{0,40}\\b(?:zum|beim|bis zum|in den|auf den) (?:tod|turm)\\b",
  lowMood:
    "\\b(?:komme|kam) (?:morgens )?(?:kaum |nicht )?(?:mehr )?aus dem bett\\b|\\b(?:ich )?(?:esse|esse ich) (?:kaum|nichts) mehr\\b|\\bweine (?:jeden tag|täglich|jede nacht|den ganzen tag)\\b|\\b(?:schließe mich|verkrieche mich|sitze) (?:\\w+ )?in meinem zimmer\\b|\\b(?:habe|hab) (?:auf nichts|zu nichts) (?:mehr )?lust\\b|\\b(?:fühle mich|bin) (?:so |ganz )?(?:leer|deprimiert|hoffnungslos|niedergeschlagen)\\b|\\bnichts (?:hat|macht) (?:mehr )?sinn\\b",
  bereaved:
    "\\b(?:verstorben\\w*|gestorben|starb|von uns gegangen|nicht mehr (?:bei|unter) uns)\\b",
  negations: "\\b(?:nicht|nie|niemals|kein\\w*|ohne|statt|anstatt|weder|noch)\\b",
};
