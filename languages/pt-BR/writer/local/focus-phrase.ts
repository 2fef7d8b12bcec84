import { focusPhrase, type FocusPhraseWords } from "../../../focus-phrase";

/** Brazilian Portuguese words for a question's focus phrase (languages/focus-phrase.ts): "Minha loja vai dar certo?" → "a sua loja". */
const WORDS: FocusPhraseWords = {
  openers: { no: "o", na: "a", nos: "os", nas: "as", do: "o", da: "a", dos: "os", das: "as", o: "o", a: "a", os: "os", as: "as", meu: "o seu", minha: "a sua", meus: "os seus", minhas: "as suas", nosso: "o seu", nossa: "a sua" },
  inside: { meu: "seu", minha: "sua", meus: "seus", minhas: "suas", nosso: "seu", nossa: "sua" },
  // A time after the matter ("este ano") is the reading's time frame, said on its own.
  stops: new Set(["este", "esta", "estes", "estas", "ou", "e", "mas", "porque", "se", "quando", "que", "para", "com", "sem", "como", "embora", "nem", "onde", "enquanto", "antes", "depois"]),
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

export const ptFocusPhrase = (question: string) => focusPhrase(question, WORDS);
