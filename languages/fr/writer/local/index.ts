import type { LocalLanguage } from "../../../local-writer";
import { SELF_CARE, THEMES } from "./cards";
import { DAILY } from "./daily";
import { FOLLOW_UP } from "./follow-up";
import { CARD_FORMS, illnessOf, frFocus, relationOf, type FrCard, type FrFocus } from "./grammar";
import { frMatterPhrase, frFocusPhrase } from "./focus-phrase";
import { SECTION } from "./section";
import { SUMMARY } from "./summary";
import { JOB_AT_RISK, SYNTHESIS } from "./synthesis";

/** Le rédacteur local en français, en vouvoyant (guide : languages/en/writer/local/README.md). */
export const french = {
  locale: "fr",
  cardForms: CARD_FORMS,
  themes: THEMES,
  focus: frFocus,
  focusPhrase: frFocusPhrase,
  matterPhrase: frMatterPhrase,
  relationOf,
  illnessOf,
  quote: (text) => `« ${text} »`,
  afterColon: (sentence) => sentence.charAt(0).toLowerCase() + sentence.slice(1),
  quoteEndsSentence: true,
  // Une espace insécable avant : ; ? ! et à l'intérieur des guillemets ; les phrases des tables s'écrivent avec une espace ordinaire.
  typography: (text) => text.replace(/ ([:;?!»])/g, "\u00a0$1").replace(/« /g, "«\u00a0"),
  text: {
    healthUnsafe:
      /(?<!\p{L})(?:diagnos\p{L}*|traitement\p{L}*|guéri\p{L}*|médicament\p{L}*|médecine\p{L}*|ordonnance\p{L}*|maladie\p{L}*|malade\p{L}*|symptôme\p{L}*|thérapie\p{L}*|remède\p{L}*|dose\p{L}*|posologie|chirurgi\p{L}*|grossesse\p{L}*|enceinte\p{L}*|fertilit\p{L}*)/iu,
    professional: /professionnel/iu,
    shadow:
      /(?<!\p{L})(?:possessi\p{L}*|codépendan\p{L}*|contrôl\p{L}*|dette\p{L}*|compulsi\p{L}*|obsession\p{L}*|jalous\p{L}*|envie\p{L}*|rancœur\p{L}*|addiction\p{L}*|dépendance\p{L}*|piège\p{L}*|chaîne\p{L}*|peur\p{L}*|angoisse\p{L}*|anxiét\p{L}*|illusion\p{L}*|tromp\p{L}*|confusion\p{L}*|bouleversement\p{L}*|effondr\p{L}*|chaos|détrui\p{L}*|destruct\p{L}*|crise\p{L}*|perte\p{L}*|deuil|dogm\p{L}*|ego(?!\p{L})|perfectionnisme|manipul\p{L}*|trahi\p{L}*|ombre\p{L}*|tentation\p{L}*|matérialisme|malsain\p{L}*|substances|menottes|ébranl\p{L}*)/iu,
    dependent:
      /^(?:Il|Elle|Ils|Elles|Son|Sa|Ses|Leur|Leurs|Ceci|Cela|Cette|Ce|Ces|En dessous|Derrière|Au-dessus|Au loin|Ici|Là|Même|Pourtant|Mais|Et|Donc|Puis|Les deux|Un autre|Une autre|Aucun)(?!\p{L})|inversé|à l'envers|position/u,
    leansOnPrevious: /^(?:Il|Elle|Ils|Elles|Son|Sa|Ses|Leur|Leurs|Ceci|Cela|Cette|Ce|Ces|En dessous|Derrière|Au-dessus|Au loin|Ici|Là|Même|Pourtant|Mais|Et|Donc|Puis|Les deux|Un autre|Une autre|Aucun)(?!\p{L})/u,
    urgent: /(?<!\p{L})(?:aujourd'hui|tout de suite|immédiatement|sans attendre)(?!\p{L})/iu,
    moving: /\b(?:déménag\w*|emménag\w*|m['’]installer|s['’]installer|partir vivre|expatri\w*)\b/iu,
    selfCare: SELF_CARE,
    jobAtRisk: JOB_AT_RISK,
  },
  summary: SUMMARY,
  section: SECTION,
  synthesis: SYNTHESIS,
  followUp: FOLLOW_UP,
  daily: DAILY,
} satisfies LocalLanguage<FrCard, FrFocus>;
