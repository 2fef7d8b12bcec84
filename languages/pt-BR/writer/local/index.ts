import type { LocalLanguage } from "../../../local-writer";
import { SELF_CARE, THEMES } from "./cards";
import { DAILY } from "./daily";
import { FOLLOW_UP } from "./follow-up";
import { CARD_FORMS, ptFocus, relationOf, type PtCard, type PtFocus } from "./grammar";
import { ptMatterPhrase, ptFocusPhrase } from "./focus-phrase";
import { SECTION } from "./section";
import { SUMMARY } from "./summary";
import { JOB_AT_RISK, SYNTHESIS } from "./synthesis";

/** O redator local em português do Brasil, tratando o leitor por "você" (guia: languages/en/writer/local/README.md). */
export const portuguese = {
  locale: "pt-BR",
  cardForms: CARD_FORMS,
  themes: THEMES,
  focus: ptFocus,
  focusPhrase: ptFocusPhrase,
  matterPhrase: ptMatterPhrase,
  relationOf,
  quote: (text) => `“${text}”`,
  quoteEndsSentence: true,
  afterColon: (sentence) => sentence.charAt(0).toLowerCase() + sentence.slice(1),
  text: {
    healthUnsafe:
      /(?<!\p{L})(?:diagn\p{L}*|tratament\p{L}*|cur(?:a|ar|as|ou|ará|ado|ada|ados|adas|a-se)(?!\p{L})|medica\p{L}*|remédio\p{L}*|medicina\p{L}*|receit\p{L}*|doen[çc]\p{L}*|doente\p{L}*|sintoma\p{L}*|terapia\p{L}*|dose\p{L}*|cirurgi\p{L}*|gravidez|grávida\p{L}*|gesta\p{L}*|fertilidade|fértil|férteis|enferm\p{L}*)/iu,
    professional: /profissional/iu,
    shadow:
      /(?<!\p{L})(?:possessiv\p{L}*|codependên\p{L}*|control\p{L}*|dívida\p{L}*|compuls\p{L}*|obsess\p{L}*|ciúme\p{L}*|ganância|rancor\p{L}*|vício\p{L}*|vicia\p{L}*|aprisiona\p{L}*|pres[oa]s?(?!\p{L})|corrent\p{L}*|medo\p{L}*|ansiedade\p{L}*|ilus\p{L}*|engan\p{L}*|confus\p{L}*|choque\p{L}*|desmorona\p{L}*|caos|destru\p{L}*|crise\p{L}*|perda\p{L}*|luto|dogma\p{L}*|ego(?!\p{L})|perfeccionismo|manipula\p{L}*|trai\p{L}*|sombra\p{L}*|tenta[çc]\p{L}*|materialismo|subst[âa]ncia\p{L}*|algema\p{L}*|abal\p{L}*|brusc\p{L}*)/iu,
    dependent:
      /^(?:Ele|Ela|Eles|Elas|Seu|Sua|Seus|Suas|Isto|Isso|Esta|Este|Estes|Estas|Essa|Esse|Esses|Essas|Abaixo|Atrás|Acima|Ao longe|Aqui|Ali|Lá|Até|Mesmo assim|Ainda assim|No entanto|Mas|E|Então|Depois|Ambos|Ambas|Outra|Outro|Tal|Nenhum)(?!\p{L})|invertid|posição/u,
    leansOnPrevious: /^(?:Ele|Ela|Eles|Elas|Seu|Sua|Seus|Suas|Isto|Isso|Esta|Este|Estes|Estas|Essa|Esse|Esses|Essas|Abaixo|Atrás|Acima|Ao longe|Aqui|Ali|Lá|Até|Mesmo assim|Ainda assim|No entanto|Mas|E|Então|Depois|Ambos|Ambas|Outra|Outro|Tal|Nenhum)(?!\p{L})/u,
    urgent: /(?<!\p{L})(?:hoje|agora mesmo|imediatamente|de imediato|já)(?!\p{L})/iu,
    moving: /(?<!\p{L})(?:mud(?:ar|ar-me|ar-se|o|amos|ança|ando)|me mudar|nos mudar|se mudar|emigr\p{L}*|imigr\p{L}*|ir morar)(?!\p{L})/iu,
    selfCare: SELF_CARE,
    jobAtRisk: JOB_AT_RISK,
  },
  summary: SUMMARY,
  section: SECTION,
  synthesis: SYNTHESIS,
  followUp: FOLLOW_UP,
  daily: DAILY,
} satisfies LocalLanguage<PtCard, PtFocus>;
