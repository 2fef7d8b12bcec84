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
  intents: {
    how_to_help: /\bcomo\s+(?:eu\s+)?(?:posso|poderia|devo|podemos)\s+(?:ajudar|apoiar|acompanhar|cuidar|me\s+aproximar|chegar|consolar|facilitar)|\bo\s+que\s+(?:eu\s+)?posso\s+fazer\s+(?:por|para\s+ajudar)|\b(?:facilitar|tornar)\s+(?:isso|as\s+coisas|tudo)\s+(?:mais\s+f[aá]cil\s+)?(?:para|pra)\b|\b(?:ajud[aá]-l[oa]s?|apoi[aá]-l[oa]s?)(?!\p{L})/iu,
    what_if: /^(?:e\s+|mas\s+)?(?:o\s+que\s+acontece\s+se|e\s+se|se\s+eu)(?!\p{L})|\bo\s+que\s+vai\s+acontecer\s+se\b/iu,
    why: /^(?:e\s+)?por\s*qu[eê](?!\p{L})|\bo\s+que\s+(?:est[aá]\s+)?(?:me\s+)?(?:bloqueando|bloqueia|impede|travando|trava)(?!\p{L})/iu,
    when: /^(?:e\s+)?(?:quando|quanto\s+tempo)(?!\p{L})/iu,
    should_I: /^(?:e\s+)?(?:devo|deveria|tenho\s+que|preciso|vale\s+a\s+pena|[eé]\s+hora\s+de)(?!\p{L})/iu,
  },
  intent: {
    how_to_help: [
      "Você pergunta como pode ajudar, e as cartas respondem com gestos pequenos e constantes, mais do que com grandes.",
      "A pergunta é como ajudar, e a ajuda mais útil costuma ser a mais simples.",
      "Ajudar aqui começa por estar perto e ser constante, mais do que por achar as palavras certas.",
      "As cartas apontam para uma ajuda prática e discreta: primeiro a presença, depois as soluções.",
    ],
    what_if: [
      "Você pergunta o que acontece se der esse passo: as cartas mostram uma direção, não um resultado fixo, e o passo continua sendo seu.",
      "O que vem depois desse passo não está escrito: as cartas mostram como poderia ir, e o jeito como você o dá também conta.",
      "Dar esse passo mudaria o quadro, embora as cartas não possam fixar onde ele termina.",
      "Antes de dar esse passo, vale saber o que você espera dele.",
    ],
    should_I: [
      "Fazer ou não continua sendo decisão sua; o que as cartas podem acrescentar é como fazer.",
      "A escolha é sua, e há algo prático que ajuda de qualquer jeito.",
      "Nenhuma carta pode tomar essa decisão por você, mas pode deixar o próximo movimento mais claro.",
      "O sim ou o não continuam sendo seus; um passo concreto facilita qualquer uma das respostas.",
    ],
    why: [
      "Você pergunta o que está no caminho; nomear isso com clareza é o primeiro passo para tirá-lo de lá.",
      "O que trava isso costuma ser algo que você pode olhar de frente.",
      "O bloqueio raramente é um mistério depois de dito em voz alta.",
      "Perguntar por quê já é começar a soltar o que está preso.",
    ],
  },
  steps: {
    others_health: [
      "Pergunte na enfermaria ou à equipe que cuida quando você pode visitar, e leve algo pequeno de casa.",
      "Divida a espera com o resto da família, para que ninguém carregue sozinho os dias de hospital.",
    ],
    pet_health: [
      "Anote todo dia o que você vê (se come, se bebe, como se mexe) para mostrar ao veterinário.",
      "Mantenha o bichinho aquecido e tranquilo, e ligue hoje para o veterinário se algo mudar.",
    ],
    child: [
      "Procure um momento juntos sem pressão, uma caminhada ou um trajeto de carro, em que conversar é possível mas não obrigatório.",
      "O orientador da escola ou um psicólogo são boas pessoas a quem recorrer se o isolamento continuar.",
    ],
    work: [
      "Antes de qualquer conversa com o RH, anote as datas e o que foi dito, da forma mais clara possível.",
      "Coloque primeiro seus pontos principais numa única folha, para que a conversa fique nos fatos.",
    ],
    money: [
      "Um serviço gratuito de orientação sobre dívidas, como o Procon ou a Defensoria, pode rever os números com você.",
      "Anote o que entra e o que sai neste mês, e leve isso a uma orientação financeira gratuita.",
    ],
    law: [
      "Reúna as cartas e as datas numa pasta antes de falar com um advogado ou com a Defensoria Pública.",
      "A Defensoria Pública pode dizer onde você está antes de decidir qualquer coisa.",
    ],
    grief: [
      "Deixe alguém próximo saber o quanto isso pesa, e deixe que fique com você um pouco.",
      "O CVV (188) e os grupos de apoio ao luto existem justamente para estas semanas.",
    ],
    love: [
      "Escolha um momento calmo e diga uma frase sincera sobre o que sente; depois, escute.",
      "Pergunte em vez de supor: uma pergunta aberta diz mais do que uma semana de dúvidas.",
    ],
    general: [
      "Anote a única coisa que você pode fazer nesta semana, e faça isso primeiro.",
      "Converse sobre isso com alguém de confiança antes de se mexer.",
      "Escolha uma ação pequena e concreta para os próximos dias e deixe o resto esperar.",
      "Reserve uma hora tranquila para organizar os fatos antes de decidir qualquer coisa.",
    ],
  },
  professionals: [
    [/veterin[aá]ri/iu, "o veterinário"],
    [/\bm[eé]dic[oa]s?\b|\bhospital\b|\bpronto[- ]socorro\b/iu, "um médico"],
    [/\badvogad[oa]s?\b|\bdefensoria\b/iu, "um advogado"],
    [/\bconsultor(?:a|es)?\b|\borientador(?:a)?\s+financeir/iu, "um consultor"],
    [/\bpsic[oó]log[oa]\b|\bterapeuta\b/iu, "um psicólogo"],
  ],
  seeProfessional: [
    ({ who }) => `Sobre procurar ${who}, as cartas não pesam contra: na dúvida, procurar ${who} é sempre o certo, e antes é melhor do que depois.`,
    ({ who }) => `As cartas nunca desaconselham procurar ${who}: se estiver em dúvida, vá agora em vez de esperar.`,
  ],
};
