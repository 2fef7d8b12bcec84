import type { QuestionLexicon } from "../../writer";

/** How German questions are read (lib/writers/question). */
export const question: QuestionLexicon = {
  interrogatives: "was warum wie wann wo wer wen wem wessen welche welcher welches welchen welchem weshalb wieso weswegen wohin woher worauf woran womit wofür wozu worüber",
  interrogativePhrases: "(?!)",
  yesNoOpeners:
    "bin bist ist sind seid war waren wäre wären wird wirst werde werden werdet würde würden soll sollte sollten sollst solltest kann kannst können könnte könnten darf darfst dürfen muss musst müssen will willst möchte möchtest hat hast habe haben hatte gibt gab lohnt liebt kommt geht bleibt passt finde findet bekomme bekommt schaffe schaffst schafft",
  yesNoPattern: "(?!)",
  subjectPronouns: "ich du er sie es wir ihr man",
  modalsAfterPronoun: "",
  or: "oder",
  notOption: "nicht nein",
  leadIns: "entweder\\s+|lieber\\s+|besser\\s+",
  yesNoByQuestionMark: false,
  verbFirst: true,
  firstPerson: "ich mich mir mein meine meinen meinem meiner",
  apart: "in der nähe (?:von)?|nahe bei|näher an|näher bei|weit weg von|weg von|neben",
  people: [
    { person: "ex", words: "ex exfreund exfreundin ex-freund ex-freundin exmann exfrau ex-mann ex-frau expartner ex-partner expartnerin ex-partnerin" },
    { person: "partner", words: "partner partnerin freund freundin ehemann ehefrau mann frau verlobter verlobte lebensgefährte lebensgefährtin" },
    { person: "relative", relative: "mother", words: "mutter mama mutti" },
    { person: "relative", relative: "father", words: "vater papa vati" },
    { person: "relative", relative: "parent", words: "eltern" },
    { person: "relative", relative: "sibling", words: "schwester bruder geschwister" },
    { person: "relative", relative: "grandmother", words: "oma omi großmutter grossmutter großmama" },
    { person: "relative", relative: "grandfather", words: "opa opi großvater grossvater großpapa" },
    { person: "relative", relative: "grandparent", words: "großeltern grosseltern" },
    { person: "relative", relative: "relative", words: "tante onkel cousin cousine nichte neffe schwiegermutter schwiegervater schwager schwägerin" },
    { person: "child", words: "sohn tochter kind kinder baby" },
    { person: "friend", words: "freunde freundinnen kumpel" },
    { person: "colleague", words: "chef chefin kollege kollegin kollegen vorgesetzter vorgesetzte" },
    { person: "someone", words: "er ihn ihm jemand" },
  ],
  pets: "hund hunde hündin welpe katze kater kätzchen haustier pferd pferde pony stute kaninchen hase papagei wellensittich nymphensittich kanarienvogel vogel hamster meerschweinchen frettchen schildkröte",
  missing: "verschwunden|weggelaufen|entlaufen|vermisst|nicht (?:mehr )?nach hause gekommen|nicht zurückgekommen",
  domains: {
    health:
      "alzheimer|demen[zt]\\w*|winterschlaf\\w*|winterstarre|(?:frisst|isst|fressen|essen) (?:nicht mehr|nichts mehr|nicht|nichts|kaum)|nicht mehr (?:fressen|essen)|appetitlos|lethargisch|apathisch|antriebslos|schlapp|(?:kommt|kommen) (?:er|sie|es) durch|(?:er|sie|es) (?:das )?(?:durchkommt|durchkommen|übersteht|überstehen|übersteh(?:t)?)|über den berg|wieder auf die beine|parkinson|gesundheit|gesund|krank\\w*|\\w*krankenhaus\\w*|klinik\\w*|operation|diagnose|krebs|tumor|behandlung|therapie|chemo\\w*|medikament\\w*|tabletten|arzt|ärztin|ärzte|genes\\w*|erhol\\w*|heilen|heilt|heilung|schmerz\\w*|symptom\\w*|verletz\\w*|körper|schlaganfall|\\w*befund\\w*|biopsie\\w*|mrt|röntgen\\w*|blutwerte|blutuntersuchung|mammografie|mammographie|laborwerte|ultraschall|angst|depression|schlaf\\w*|tierarzt|tierärztin|intensivstation|sklerose|diagnostiziert",
    death: "sterben|gestorben|starb|von uns gegangen|(?:ist|sind) nicht mehr (?:bei uns|unter uns)|(?:meine|meinen|unsere|unseren) verstorbene[nr]?|stirbt|tod|tot|verstorben|versterben|beerdigung|trauer\\w*|unheilbar|(?:meine|meinen|unsere|unseren) \\w+ verlieren",
    pregnancy: "schwanger\\w*|kinderwunsch|fruchtbar\\w*|künstliche befruchtung|ivf|fehlgeburt|ein (?:kind|baby) bekommen",
    money: "geld|finanz\\w*|ersparnisse|sparen|investieren|investition\\w*|geldanlage|aktien|krypto\\w*|bitcoin|reichtum|budget|hypothek|kredit\\w*|darlehen|bank|lotto|erbe|erbschaft",
    debt: "\\w*schulden|verschuld\\w*|\\w*kredit\\w*|darlehen|dispo|überzogen|insolvenz|pleite|mahnung\\w*|inkasso|zurückzahlen|abbezahlen",
    law: "gericht|prozess|klage|verklag\\w*|anwalt|anwältin|rechtsanwalt|richter\\w*|rechtlich\\w*|sorgerecht|scheidung|visum|aufenthalt\\w*|polizei|vertragsbruch|vertragsstreit|erbe|urteil|berufung einlegen|in (?:die )?berufung gehen|strafe|anzeige|angezeigt|anzeige\\w*|strafanzeige|verklagt|räumungsklage|zwangsräumung|bußgeld\\w*|strafbefehl|gerichtsverfahren|mahnbescheid|gerichtsverhandlung|hauptverhandlung|verhandlung vor gericht",
    work: "job|arbeit|beruf\\w*|karriere|chef\\w*|kolleg\\w*|beförderung|vorstellungsgespräch|büro|firma|unternehmen|geschäft|kunden|gehalt|stelle|gekündigt|kündigung|arbeitslos|selbstständig\\w*|team|startup",
    study: "\\w*prüfung\\w*|\\w*klausur\\w*|examen|abitur|studium|studieren|studiere|universität|uni|hochschule|schule|abschluss|kurs|noten|abschlussarbeit|doktorarbeit|master|bachelor|stipendium",
    love: "liebe|liebt|partner\\w*|freund|freundin|ehemann|ehefrau|beziehung|date|dating|verliebt|ehe|heirat\\w*|ex|seelenverwandt\\w*|gefühle",
    home: "umzug|umziehen|ziehen|wohnung|haus|zuhause|stadt|land|ausland|nachbar\\w*|renovierung",
    family: "familie|mutter|vater|mama|papa|eltern|schwester|bruder|geschwister|sohn|tochter|kind|kinder|oma|opa|tante|onkel",
  },
  notDomain:
    "krankenversicherung\\w*|krankenkasse\\w*|zusatzversicherung\\w*|(?:ich bin|arbeite als|als|ausbildung zur|ausbildung zum) (?:krankenschwester|krankenpfleger\\w*|pflegefachkraft|pfleger\\w*|ärztin|arzt|altenpfleger\\w*|apotheker\\w*|tierärzt\\w*|physiotherapeut\\w*|hebamme|sanitäter\\w*|zahnärzt\\w*)|arbeit\\w* (?:im|in einem|in einer|in der|in) (?:krankenhaus|klinik\\w*|praxis|arztpraxis|pflegeheim|altenheim|apotheke)",
  ownHealth:
    "mein\\w* (?:eigene\\w* )?(?:gesundheit|körper|rücken|schmerzen|krankheit|diagnose|behandlung|medikamente|schlaf|genesung|operation)|ich bin (?:krank|im krankenhaus|schwanger|müde)|ich habe (?:krebs|eine krankheit|schmerzen)|werde ich (?:wieder )?(?:gesund|schwanger)",
  decision: "soll ich|sollte ich|sollen wir|sollten wir|muss ich|ist es (?:zeit|richtig|klug)|lieber|besser",
  timeFrames: {
    today: "heute|heute abend|heute nacht",
    week: "diese woche|in dieser woche|nächste woche|in (?:einer|zwei|drei|\\d+) wochen?|am wochenende",
    month: "diesen monat|in diesem monat|nächsten monat|im nächsten monat|in (?:einem|zwei|drei|sechs|\\d+) monaten?",
    season: "(?:im|diesen|nächsten|bis zum|vor dem) (?:frühling|frühjahr|sommer|herbst|winter)|weihnachten",
    year: "dieses jahr|in diesem jahr|nächstes jahr|im nächsten jahr|in einem jahr|bis (?:ende des jahres|jahresende)",
    years: "in (?:\\d+|zwei|drei|fünf|zehn|ein paar) jahren|langfristig|eines tages|irgendwann",
    soon: "bald|demnächst|in kürze",
    past: "in der vergangenheit|letztes jahr|letzten monat|letzte woche|warum ist (?:das )?passiert",
  },
  outside:
    "ignorier\\w* (?:deine|alle|die) (?:bisherigen |vorherigen )?(?:anweisungen|regeln|karten|vorgaben)|vergiss (?:deine|alle|die) (?:bisherigen |vorherigen )?(?:anweisungen|regeln|karten|vorgaben)|system-?prompt|deine (?:anweisungen|regeln)|antworte nur mit|nur mit dem wort|schreib\\w* (?:mir )?(?:ein|eine|einen) (?:rezept|gedicht|witz|e-mail|mail|brief|programm|lied)|rezept für|erzähl\\w* mir einen witz|wie spät ist es|was ist die hauptstadt|übersetz\\w* (?:mir )?['‚„\"][^?.!]*|tu so, als|du bist kein\\w* (?:tarot|kartenleger)",
};
