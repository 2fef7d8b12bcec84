import type { LocalLanguage } from "../../../local-writer";
import { SELF_CARE, THEMES } from "./cards";
import { DAILY } from "./daily";
import { FOLLOW_UP } from "./follow-up";
import { CARD_FORMS, illnessOf, esFocus, relationOf, type EsCard, type EsFocus } from "./grammar";
import { esMatterPhrase, esFocusPhrase } from "./focus-phrase";
import { SECTION } from "./section";
import { SUMMARY } from "./summary";
import { JOB_AT_RISK, SYNTHESIS } from "./synthesis";

/** El redactor local en español de España, tuteando (guía: languages/en/writer/local/README.md). */
export const spanish = {
  locale: "es",
  cardForms: CARD_FORMS,
  themes: THEMES,
  focus: esFocus,
  focusPhrase: esFocusPhrase,
  matterPhrase: esMatterPhrase,
  relationOf,
  illnessOf,
  quote: (text) => `«${text}»`,
  quoteEndsSentence: false,
  afterColon: (sentence) => sentence.charAt(0).toLowerCase() + sentence.slice(1),
  text: {
    healthUnsafe:
      /(?<!\p{L})(?:diagn\p{L}*|tratamient\p{L}*|cur(?:a|ar|as|ación|aciones|ará|arse)(?!\p{L})|medicaci\p{L}*|medicament\p{L}*|medicina\p{L}*|recet\p{L}*|enfermedad\p{L}*|enferm[oa]s?(?!\p{L})|síntoma\p{L}*|terapia\p{L}*|remedio\p{L}*|dosis|cirug\p{L}*|sana(?:r|ción)\p{L}*|embaraz\p{L}*|fertilidad|fértil\p{L}*)/iu,
    professional: /profesional/iu,
    shadow:
      /(?<!\p{L})(?:posesiv\p{L}*|codependen\p{L}*|control\p{L}*|deuda\p{L}*|compulsi\p{L}*|obsesi\p{L}*|celos\p{L}*|ansia\p{L}*|rencor\p{L}*|adicci\p{L}*|atrap\p{L}*|cadena\p{L}*|miedo\p{L}*|ansiedad\p{L}*|ilusi[oó]n\p{L}*|engañ\p{L}*|confusi\p{L}*|conmoci\p{L}*|derrumb\p{L}*|caos|destru\p{L}*|crisis|pérdida\p{L}*|duelo|dogma\p{L}*|ego(?!\p{L})|perfeccionismo|manipul\p{L}*|traici\p{L}*|sombra\p{L}*|tentaci\p{L}*|materialismo|sustancias|esposas|sacud\p{L}*|brusc\p{L}*)/iu,
    dependent:
      /^(?:Él|Ella|Ellos|Ellas|Su|Sus|Esto|Esta|Este|Estos|Estas|Eso|Esa|Ese|Debajo|Detrás|Arriba|A lo lejos|Aquí|Allí|Incluso|Aun así|Sin embargo|Pero|Y|Así que|Luego|Ambos|Otra|Otro|Tal|Ninguno)(?!\p{L})|invertid|del revés|posición/u,
    leansOnPrevious: /^(?:Él|Ella|Ellos|Ellas|Su|Sus|Esto|Esta|Este|Estos|Estas|Eso|Esa|Ese|Debajo|Detrás|Arriba|A lo lejos|Aquí|Allí|Incluso|Aun así|Sin embargo|Pero|Y|Así que|Luego|Ambos|Otra|Otro|Tal|Ninguno)(?!\p{L})/u,
    urgent: /(?<!\p{L})(?:hoy|ahora mismo|de inmediato)(?!\p{L})/iu,
    moving: /\b(?:mud(?:ar|arme|arnos|arse|o|amos|anza)|traslad\w*|emigr\w*|irme a vivir)\b/iu,
    selfCare: SELF_CARE,
    jobAtRisk: JOB_AT_RISK,
  },
  summary: SUMMARY,
  section: SECTION,
  synthesis: SYNTHESIS,
  followUp: FOLLOW_UP,
  daily: DAILY,
} satisfies LocalLanguage<EsCard, EsFocus>;
