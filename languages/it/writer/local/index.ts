import type { LocalLanguage } from "../../../local-writer";
import { SELF_CARE, THEMES } from "./cards";
import { DAILY } from "./daily";
import { FOLLOW_UP } from "./follow-up";
import { CARD_FORMS, itFocus, relationOf, type ItCard, type ItFocus } from "./grammar";
import { itMatterPhrase, itFocusPhrase } from "./focus-phrase";
import { SECTION } from "./section";
import { SUMMARY } from "./summary";
import { JOB_AT_RISK, SYNTHESIS } from "./synthesis";

/** Il redattore locale in italiano, dando del tu (guida: languages/en/writer/local/README.md). */
export const italian = {
  locale: "it",
  cardForms: CARD_FORMS,
  themes: THEMES,
  focus: itFocus,
  focusPhrase: itFocusPhrase,
  matterPhrase: itMatterPhrase,
  relationOf,
  quote: (text) => `«${text}»`,
  afterColon: (sentence) => sentence.charAt(0).toLowerCase() + sentence.slice(1),
  quoteEndsSentence: true,
  text: {
    healthUnsafe:
      /(?<!\p{L})(?:diagnos\p{L}*|trattament\p{L}*|terapi\p{L}*|guari\p{L}*|farmac\p{L}*|medicin\p{L}*|ricett\p{L}*|malatti\p{L}*|malat[oaie](?!\p{L})|sintom\p{L}*|rimedi\p{L}*|dos[ei](?!\p{L})|dosaggi\p{L}*|chirurg\p{L}*|gravidanz\p{L}*|incinta|fertil\p{L}*)/iu,
    professional: /professionist/iu,
    shadow:
      /(?<!\p{L})(?:possessiv\p{L}*|codipenden\p{L}*|controll\p{L}*|debit\p{L}*|compulsi\p{L}*|ossessi\p{L}*|gelosi\p{L}*|brama|rancor\p{L}*|dipendenz\p{L}*|trappol\p{L}*|intrappol\p{L}*|caten\p{L}*|paur\p{L}*|ansi\p{L}*|illusion\p{L}*|ingann\p{L}*|confusion\p{L}*|croll\p{L}*|caos|distru\p{L}*|crisi|perdit\p{L}*|lutto|dogm\p{L}*|ego(?!\p{L})|perfezionismo|manipol\p{L}*|tradi\p{L}*|ombr\p{L}*|tentazion\p{L}*|materialismo|sostanze|manette|sconvolg\p{L}*|scoss\p{L}*)/iu,
    dependent:
      /^(?:Lui|Lei|Loro|Il suo|La sua|I suoi|Le sue|Suo|Sua|Questo|Questa|Questi|Queste|Ciò|Sotto|Dietro|Sopra|In lontananza|Qui|Lì|Là|Persino|Eppure|Tuttavia|Ma|E|Quindi|Poi|Entrambi|Entrambe|Un altro|Un'altra|Nessuno)(?!\p{L})|rovesciat|capovolt|posizion/u,
    leansOnPrevious: /^(?:Lui|Lei|Loro|Il suo|La sua|I suoi|Le sue|Suo|Sua|Questo|Questa|Questi|Queste|Ciò|Sotto|Dietro|Sopra|In lontananza|Qui|Lì|Là|Persino|Eppure|Tuttavia|Ma|E|Quindi|Poi|Entrambi|Entrambe|Un altro|Un'altra|Nessuno)(?!\p{L})/u,
    urgent: /(?<!\p{L})(?:oggi|subito|immediatamente|senza aspettare|senza indugi)(?!\p{L})/iu,
    moving: /(?<!\p{L})(?:traslo\p{L}*|trasferi\p{L}*|emigr\p{L}*|andare a vivere|cambiare casa|cambiare città)(?!\p{L})/iu,
    selfCare: SELF_CARE,
    jobAtRisk: JOB_AT_RISK,
  },
  summary: SUMMARY,
  section: SECTION,
  synthesis: SYNTHESIS,
  followUp: FOLLOW_UP,
  daily: DAILY,
} satisfies LocalLanguage<ItCard, ItFocus>;
