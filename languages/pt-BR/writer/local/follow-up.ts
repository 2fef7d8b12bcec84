import type { FollowUpLines } from "../../../local-writer";
import { oneColon } from "../../../quote-frames";
import { cap, list, names, namesAo, namesDo, ordinal, v, type PtCard, type PtFocus } from "./grammar";

/** A resposta a uma pergunta de acompanhamento: as mesmas cartas, lidas para as suas próprias palavras e a sua forma. */

const PLACES = {
  heart: "no coração da questão",
  past: "na posição do passado",
  present: "na posição do presente",
  future: "na posição do futuro",
  situation: "na posição da situação",
  challenge: "na posição do desafio",
  hidden_influence: "na posição da influência oculta",
  advice: "na posição do conselho",
  outcome: "na posição do resultado",
} as const;

export const FOLLOW_UP: FollowUpLines<PtCard, PtFocus> = {
  opening: [
    ({ q, cards }) => `Você perguntou ${q}, e as mesmas cartas respondem: ${list(cards.map(({ c, label }) => `${c.o} (${label})`))}.`,
    ({ q, cards }) => `À sua pergunta, ${q}, respondem as cartas que já estão na mesa: ${list(cards.map(({ c, label }) => `${c.o} (${label})`))}.`,
  ],
  about: [
    ({ f, focus }) => `Esta pergunta trata ${f.topic.do}, então a resposta olha primeiro para ${names(focus)}.`,
    ({ f, focus }) => `A sua pergunta se concentra ${f.topic.no}, e ${names(focus)} ${v(focus, "é a carta que mais tem", "são as cartas que mais têm")} a dizer sobre isso.`,
  ],
  noNewCard: [() => `Uma pergunta de acompanhamento lê as cartas que você tirou e nunca acrescenta outra: aqui não se tira uma carta nova, e uma nova leitura, sim, tira cartas novas.`],
  noDates: [
    ({ f }) => `As cartas não dão datas; falam de quando o momento está maduro e do que seria preciso para ${f.topic.o}.`,
    ({ f }) => `Nenhuma carta pode marcar dia ou mês para ${f.topic.o}, mas as cartas podem mostrar do que o momento certo precisaria.`,
  ],
  where: ({ place, ordinal: n, label, verdict }) => (verdict ? `como ${ordinal(n)} carta` : place ? PLACES[place] : `como “${label}”`),
  cardLead: [
    ({ c, f, where, themes }) => `${c.O}, ${where}, ${v(c, "traz", "trazem")} ${themes.gift} ${f.topic.ao}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.o} ${v(c, "orienta", "orientam")} ${f.topic.o} para ${themes.gift}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.o} ${v(c, "coloca", "colocam")} na mesa ${themes.weight} ${f.topic.no}.`,
  ],
  lean: {
    yes: [
      ({ focus }) => `Então, nesta pergunta, ${names(focus)} ${v(focus, "pende", "pendem")} para o sim, e isso é uma tendência, não uma promessa.`,
      ({ focus, decision }) => `Nesta pergunta as cartas tendem ao sim graças ${namesAo(focus)}${decision ? ", e a escolha continua sendo sua" : "; as suas decisões continuam contando"}.`,
    ],
    no: [
      ({ focus }) => `Então, nesta pergunta, ${names(focus)} ${v(focus, "pende", "pendem")} para o não por enquanto, e isso pode mudar se as coisas mudarem.`,
      ({ focus }) => `Nesta pergunta as cartas tendem ao não por causa ${namesDo(focus)}, e um não por enquanto não é um não para sempre.`,
    ],
    maybe: [
      ({ focus }) => `Então, nesta pergunta, ${names(focus)} ${v(focus, "dá", "dão")} um talvez sincero.`,
      ({ focus }) => `Nesta pergunta ${names(focus)} não se ${v(focus, "define", "definem")}, o que deixa espaço para a sua parte.`,
    ],
  },
  choice: [
    ({ favoured, other, focus }) => `Entre ${favoured} e ${other}, ${names(focus)} ${v(focus, "pende", "pendem")} para ${favoured}: uma tendência, não um veredito, e a escolha é sua.`,
    ({ favoured, focus }) => `Entre as duas opções, as cartas preferem ${favoured} por causa ${namesDo(focus)}, embora a decisão continue sendo sua.`,
  ],
  choiceOpen: [
    ({ first, second, focus }) => `Entre ${first} e ${second}, ${names(focus)} não ${v(focus, "escolhe", "escolhem")}: pese as duas opções diante do que mais importa para você.`,
    ({ first, second, focus }) => `${cap(names(focus))} ${v(focus, "deixa", "deixam")} ${first} e ${second} em equilíbrio, então dê a si mesmo um pouco mais de tempo para escolher.`,
  ],
  counsel: oneColon([
    ({ c, f, advice }) => `Para ${f.topic.o}, o conselho vem ${c.do}: ${advice}`,
    ({ c, f, advice }) => `O que fazer com ${f.topic.o} quem diz ${v(c, "é", "são")} ${c.o}: ${advice}`,
    ({ c, f, advice }) => `Leve o conselho ${c.do} ${f.topic.ao}: ${advice}`,
    ({ c, f, advice }) => `${cap(f.topic.no)}, ${c.o} ${v(c, "mostra", "mostram")} o caminho: ${advice}`,
  ], "advice", "; "),
};
