import type { LocalLanguage } from "../../../local-writer";
import { SELF_CARE, THEMES } from "./cards";
import { DAILY } from "./daily";
import { FOLLOW_UP } from "./follow-up";
import { deFocusPhrase, deMatterPhrase } from "./focus-phrase";
import { CARD_FORMS, illnessOf, deFocus, relationOf, type DeCard, type DeFocus } from "./grammar";
import { SECTION } from "./section";
import { SUMMARY } from "./summary";
import { JOB_AT_RISK, SYNTHESIS } from "./synthesis";

/** Der lokale Schreiber auf Deutsch, in der Du-Form (Anleitung: languages/en/writer/local/README.md). */
export const german = {
  locale: "de",
  cardForms: CARD_FORMS,
  themes: THEMES,
  focus: deFocus,
  focusPhrase: deFocusPhrase,
  matterPhrase: deMatterPhrase,
  relationOf,
  illnessOf,
  quote: (text) => `„${text}“`,
  // Nach einem Doppelpunkt beginnt ein ganzer Satz groß: der eigene Satz der Karte bleibt, wie er ist.
  afterColon: (sentence) => sentence,
  quoteEndsSentence: true,
  text: {
    healthUnsafe:
      /(?<!\p{L})(?:diagnos\p{L}*|behandl\p{L}*|therapie\p{L}*|heil(?:en|t|ung)\p{L}*|medikament\p{L}*|medizin\p{L}*|arznei\p{L}*|rezept\p{L}*|krankheit\p{L}*|erkrank\p{L}*|krank(?!\p{L})|symptom\p{L}*|dosis|operation\p{L}*|schwanger\p{L}*|fruchtbar\p{L}*)/iu,
    professional: /Fachperson|Fachleute|Fachmann|Fachfrau|Ärzt|Arzt/u,
    shadow:
      /(?<!\p{L})(?:besitzergreif\p{L}*|abhängig\p{L}*|kontroll\p{L}*|schulden|zwang\p{L}*|besessen\p{L}*|eifersucht\p{L}*|eifersüchtig\p{L}*|gier\p{L}*|groll\p{L}*|sucht\p{L}*|süchtig\p{L}*|falle(?:n)?(?!\p{L})|fessel\p{L}*|kette\p{L}*|angst|ängst\p{L}*|illusion\p{L}*|täusch\p{L}*|verwirr\p{L}*|umbruch\p{L}*|zusammenbruch\p{L}*|chaos|zerstör\p{L}*|krise\p{L}*|verlust\p{L}*|trauer\p{L}*|dogma\p{L}*|ego(?!\p{L})|perfektionismus|manipul\p{L}*|verrat\p{L}*|schatten\p{L}*|versuchung\p{L}*|materialismus|ungesund\p{L}*|substanzen|handschellen|erschütter\p{L}*)/iu,
    dependent:
      /^(?:Er|Sie|Es|Sein|Seine|Ihr|Ihre|Dies|Diese|Dieser|Dieses|Darunter|Dahinter|Darüber|In der Ferne|Hier|Dort|Selbst|Doch|Aber|Und|Also|Dann|Beide|Solche|Keiner)(?!\p{L})|umgekehrt|auf dem Kopf|Position/u,
    leansOnPrevious: /^(?:Er|Sie|Es|Sein|Seine|Ihr|Ihre|Dies|Diese|Dieser|Dieses|Darunter|Dahinter|Darüber|In der Ferne|Hier|Dort|Selbst|Doch|Aber|Und|Also|Dann|Beide|Solche|Keiner)(?!\p{L})/u,
    urgent: /(?<!\p{L})(?:heute|sofort|jetzt gleich)(?!\p{L})/iu,
    moving: /\b(?:umzieh\w*|umzug\w*|ziehe\w*|zieh|umsiedel\w*|auswander\w*|wegzieh\w*)\b/iu,
    selfCare: SELF_CARE,
    jobAtRisk: JOB_AT_RISK,
  },
  summary: SUMMARY,
  section: SECTION,
  synthesis: SYNTHESIS,
  followUp: FOLLOW_UP,
  daily: DAILY,
} satisfies LocalLanguage<DeCard, DeFocus>;
