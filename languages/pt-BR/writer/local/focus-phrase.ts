import { firstRulePhrase, focusPhrase, oneWordPhrase, type PhraseRule, type FocusPhraseWords } from "../../../focus-phrase";

/** Brazilian Portuguese words for a question's focus phrase (languages/focus-phrase.ts): "Minha loja vai dar certo?" → "a sua loja". */
const WORDS: FocusPhraseWords = {
  openers: { no: "o", na: "a", nos: "os", nas: "as", do: "o", da: "a", dos: "os", das: "as", o: "o", a: "a", os: "os", as: "as", meu: "o seu", minha: "a sua", meus: "os seus", minhas: "as suas", nosso: "o seu", nossa: "a sua" },
  inside: { meu: "seu", minha: "sua", meus: "seus", minhas: "suas", nosso: "seu", nossa: "sua" },
  // A time after the matter ("este ano") is the reading's time frame, said on its own.
  stops: new Set(["este", "esta", "estes", "estas", "ou", "e", "mas", "porque", "se", "quando", "que", "para", "com", "sem", "como", "embora", "nem", "onde", "enquanto", "antes", "depois"]),
  idioms: ["vale a pena", "valeria a pena", "valer a pena", "valerá a pena"],
  clause: new Set([
    "me", "te", "se", "lhe", "nos", "eu", "você", "ele", "ela", "eles", "elas", "não", "já",
    "é", "são", "está", "estão", "será", "serão", "vai", "vão", "vou", "há", "tem", "têm", "pode", "podem", "deve", "devem",
    "quer", "querem", "dá", "dará", "funciona", "funcionará", "sai", "sairá", "terá", "poderá", "vale", "precisa",
  ]),
  vague: new Set(["vida", "semana", "mês", "ano", "momento", "hora", "forma", "maneira", "coisa", "coisas", "universo", "cartas", "carta", "tarô", "futuro", "verdade", "melhor"]),
  dangling: new Set(["agora", "já", "hoje", "de", "do", "da", "dos", "das", "a", "ao", "em", "no", "na", "por", "sobre", "o", "os", "as", "um", "uma", "seu", "sua"]),
  verbal: /(?:rá|rão|rei|remos|ria|riam)$/,
  subject: "anywhere",
  pronounOpeners: { openers: new Set(["o", "a", "os", "as"]), verb: /(?:ar|er|ir)$/ },
};

/** The words readers ask alone ("Money?"), with the phrase the reading names them by. */
const ONE_WORD: Readonly<Record<string, string>> = {
  futuro: "o seu futuro",
  casamento: "o casamento",
  dinheiro: "o seu dinheiro",
  amor: "o amor",
  "saúde": "a sua saúde",
  trabalho: "o seu trabalho",
  "dívidas": "as suas dívidas",
  "família": "a sua família",
  casa: "a sua casa",
  estudos: "os seus estudos",
  viagem: "a viagem",
  "mudança": "a mudança",
  sorte: "a sua sorte",
  felicidade: "a sua felicidade",
  carreira: "a sua carreira",
  prova: "a prova",
  emprego: "o seu emprego",
  "música": "a música",
  amizade: "a amizade",
};

/** Acts that are the matter: a purchase, a move to a named place. */
const ACTS: readonly PhraseRule[] = [
  { pattern: /\bcomprar (um|uma) (\p{Ll}+)(?=[?.!,]|$)/u, phrase: (match) => `a compra de ${match[1]} ${match[2]}` },
  // "Por que me sinto tão cansada?": the tiredness is the matter.
  { pattern: /\bme sinto (?:tão |muito )?cansad[ao]s?(?!\p{L})/iu, phrase: () => "o seu cansaço" },
];

/** Legal and debt matters, whoever the question is about. */
const MATTERS: readonly PhraseRule[] = [
  { pattern: /\bguarda\b/iu, phrase: () => "o processo na justiça pela guarda" },
  { pattern: /\blocador\b[^?]*\bjustiça|\bjustiça[^?]*\blocador\b/iu, phrase: () => "o processo do seu locador na justiça" },
  { pattern: /\bdespejo\b/iu, phrase: () => "a ação de despejo" },
  { pattern: /(?<!\p{L})processad[oa]s?(?!\p{L})/iu, phrase: () => "o processo contra você" },
  { pattern: /\bmulta\b/iu, phrase: () => "a multa" },
  { pattern: /\bempréstimo\b[^?]*\bparcelas\b/iu, phrase: () => "as parcelas do seu empréstimo" },
  { pattern: /\bempréstimo\b/iu, phrase: () => "o seu empréstimo" },
  { pattern: /\btentando ter um bebê(?!\p{L})/iu, phrase: () => "o bebê que vocês estão tentando ter" },
];

export const ptFocusPhrase = (question: string) => oneWordPhrase(question, ONE_WORD) ?? firstRulePhrase(question, ACTS) ?? focusPhrase(question, WORDS);

export const ptMatterPhrase = (question: string) => firstRulePhrase(question, MATTERS);
