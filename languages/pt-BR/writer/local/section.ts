import type { Element, SectionLines } from "../../../local-writer";
import { oneColon, quoteFrames } from "../../../quote-frames";
import { agree, cap, ele, ordinal, v, type PtCard, type PtFocus } from "./grammar";

/** A seção de cada carta: como ela se abre no seu lugar, o seu voto numa escolha, o futuro em aberto e os extras. */

export const ELEMENT_QUALITY: Record<Element, string> = {
  Fire: "impulso e calor",
  Water: "sensibilidade e intuição",
  Air: "clareza de pensamento e palavras sinceras",
  Earth: "paciência e senso prático",
};

/** O Sol e a Lua levam artigo; os signos e os planetas, não: "regida pelo Sol", "regida por Vênus". */
const byAstro = (name: string) => (name === "Sol" ? "pelo Sol" : name === "Lua" ? "pela Lua" : `por ${name}`);
const withAstro = (name: string) => (name === "Sol" ? "com o Sol" : name === "Lua" ? "com a Lua" : `com ${name}`);

export const SECTION: SectionLines<PtCard, PtFocus> = {
  lead: {
    heart: [
      ({ c, f, themes }) => `Como única carta da sua pergunta, ${c.o} ${v(c, "ocupa", "ocupam")} o centro ${f.topic.do} e ${v(c, "traz", "trazem")} ${themes.gift}.`,
      ({ c, f, themes }) => `${cap(agree(c, "sozinh"))} na mesa, ${c.o} ${v(c, "fala", "falam")} pela leitura inteira e ${v(c, "traz", "trazem")} ${themes.gift} ${f.topic.ao}.`,
      ({ c, themes }) => `No coração da questão ${v(c, "está", "estão")} ${c.o}, que ${v(c, "oferece", "oferecem")} ${themes.gift}.`,
      ({ c, themes }) => `${c.O} ${v(c, "sustenta", "sustentam")} o centro desta leitura, e o que ${v(c, "oferece", "oferecem")} aqui é ${themes.gift}.`,
      ({ c, f, themes }) => `Com uma só carta na mesa, ${c.o} ${v(c, "tem", "têm")} espaço para falar claro sobre ${f.topic.o}, e o que ${v(c, "oferece", "oferecem")} é ${themes.gift}.`,
    ],
    past: [
      ({ c, themes }) => `Olhando para trás, ${c.o} ${v(c, "descreve", "descrevem")} o terreno de onde você vem, um tempo que trouxe ${themes.weight}.`,
      ({ c, themes }) => `As raízes desta pergunta estão ${c.no}, que no seu tempo ${v(c, "trouxe", "trouxeram")} ${themes.gift}.`,
      ({ c, themes }) => `Na posição do passado, ${c.o} ${v(c, "mostra", "mostram")} o que trouxe você até aqui, uma fase que deixou ${themes.gift}.`,
      ({ c, themes }) => `O que veio antes leva a marca ${c.do}, que deixou para trás ${themes.weight}.`,
    ],
    present: [
      ({ c, f, themes }) => `Neste momento, ${c.o} ${v(c, "ocupa", "ocupam")} o centro ${f.topic.do} e ${v(c, "traz", "trazem")} ${themes.gift}.`,
      ({ c, themes }) => `No presente, ${c.o} ${v(c, "descreve", "descrevem")} onde você está hoje e ${v(c, "pede", "pedem")} que você olhe de frente ${themes.weight}.`,
      ({ c, themes }) => `A energia de hoje pertence ${c.ao}, com ${themes.gift} ao alcance da mão.`,
      ({ c, f, themes }) => `Agora, ${c.o} ${v(c, "leva", "levam")} ${themes.gift} até ${f.topic.o}.`,
    ],
    future: [
      ({ c, themes }) => `Olhando para a frente, ${c.o} ${v(c, "sugere", "sugerem")} para onde as coisas vão se o rumo atual se mantiver, e ali se vê ${themes.gift}.`,
      ({ c, themes }) => `Na posição do futuro, ${c.o} ${v(c, "esboça", "esboçam")} uma direção, não um destino fixo, que traz ${themes.gift}.`,
      ({ c, themes }) => `O que começa a tomar forma leva a assinatura ${c.do}, com ${themes.gift} no horizonte.`,
      ({ c, f, themes }) => `Mais adiante no caminho ${v(c, "espera", "esperam")} ${c.o}, com ${themes.gift} para ${f.topic.o}.`,
    ],
    situation: [
      ({ c, f, themes }) => `A situação em si é descrita ${c.pelo}, com ${themes.weight} no centro ${f.topic.do}.`,
      ({ c, themes }) => `Como carta da situação, ${c.o} ${v(c, "desenha", "desenham")} o cenário com ${themes.weight}.`,
      ({ c, f, themes }) => `${c.O} ${v(c, "mostra", "mostram")} ${f.topic.o} como está, com ${themes.weight} ao fundo.`,
    ],
    challenge: [
      ({ c, themes }) => `No lugar do desafio, ${c.o} ${v(c, "pede", "pedem")} que você encare ${themes.weight} em vez de contornar a questão.`,
      ({ c, themes }) => `O que mais põe você à prova agora ${v(c, "é", "são")} ${c.o}, porque ${v(c, "traz", "trazem")} consigo ${themes.weight}.`,
      ({ c, themes }) => `O obstáculo aqui toma a forma ${c.do}, e aprender a conviver com ${themes.weight} faz parte do trabalho.`,
      ({ c, themes }) => `Cruzando a situação, ${c.o} ${v(c, "nomeia", "nomeiam")} a tensão que você está atravessando: ${themes.weight}.`,
    ],
    hidden_influence: [
      ({ c, themes }) => `Sob a superfície, ${c.o} ${v(c, "trabalha", "trabalham")} em silêncio e ${v(c, "põe", "põem")} em jogo ${themes.weight} de maneiras que talvez você não tenha notado.`,
      ({ c, themes }) => `Como influência oculta, ${c.o} ${v(c, "aponta", "apontam")} uma corrente de fundo: ${themes.weight}.`,
      ({ c, themes }) => `Menos visível, mas igualmente real, é a força ${c.do}, e com ${ele(c)} ${themes.gift}.`,
      ({ c, f, themes }) => `Sem se deixar ver, ${c.o} ${v(c, "molda", "moldam")} ${f.topic.o} mais do que parece, com ${themes.weight} no meio.`,
    ],
    advice: [
      ({ c, themes }) => `A carta do conselho é ${c.o}, que ${v(c, "recomenda", "recomendam")} uma postura que cultive ${themes.gift}.`,
      ({ c, themes }) => `Como guia, a tiragem oferece ${c.o}, que ${v(c, "pede", "pedem")} que você conte com ${themes.gift}.`,
      ({ c, f, themes }) => `Como conselho, ${c.o} ${v(c, "sugere", "sugerem")} encarar ${f.topic.o} com ${themes.gift}.`,
      ({ c, themes }) => `O que mais ajudaria é o espírito ${c.do}: ${themes.gift}.`,
    ],
    outcome: [
      ({ c, themes }) => `Na posição do resultado, ${c.o} ${v(c, "mostra", "mostram")} aonde as coisas provavelmente levam se você seguir como até agora, com ${themes.gift} pela frente.`,
      ({ c, themes }) => `O resultado provável está nas mãos ${c.do}, que ${v(c, "aponta", "apontam")} para ${themes.gift}.`,
      ({ c, themes }) => `Este caminho tende a levar até ${c.o}, e com ${ele(c)} ${themes.gift}.`,
      ({ c, f, themes }) => `Para ${f.topic.o}, o caminho aponta para ${c.o}, e com ${ele(c)} ${themes.gift}.`,
      ({ c, themes }) => `Do jeito que as coisas estão, o caminho se volta para ${c.o} e para ${themes.gift}.`,
    ],
  },
  verdictLead: [
    ({ c, ordinal: n, themes }) => `Como ${ordinal(n)} carta, ${c.o} ${v(c, "traz", "trazem")} à pergunta ${themes.gift}.`,
    ({ c, themes }) => `${c.O} ${v(c, "traz", "trazem")} aqui ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `A ${ordinal(n)} voz da tiragem é a ${c.do}, que ${v(c, "traz", "trazem")} ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `Na ${ordinal(n)} posição, ${c.o} ${v(c, "entra", "entram")} em jogo com ${themes.gift}.`,
    ({ c, f, ordinal: n, themes }) => `Ao passar para a ${ordinal(n)} carta, ${c.o} ${v(c, "soma", "somam")} ${themes.gift} ${f.topic.ao}.`,
    ({ c, f, themes }) => `Aqui ${c.o} ${v(c, "ilumina", "iluminam")} ${f.topic.o} com ${themes.gift}.`,
  ],
  genericLead: [
    ({ c, f, label, themes }) => `No lugar de “${label}”, ${c.o} ${v(c, "traz", "trazem")} ${themes.gift} ${f.topic.ao}.`,
    ({ c, label, themes }) => `Como “${label}”, ${c.o} ${v(c, "aponta", "apontam")} para ${themes.gift}.`,
    ({ c, label, themes }) => `Para “${label}”, as cartas dão ${c.o}, e com ${ele(c)} ${themes.gift}.`,
    ({ c, f, label, themes }) => `Representando “${label}”, ${c.o} ${v(c, "colore", "colorem")} ${f.topic.o} com ${themes.gift}.`,
    ({ c, label, themes }) => `A partir de “${label}”, ${c.o} ${v(c, "convida", "convidam")} você a olhar para ${themes.weight}.`,
    ({ c, label, themes }) => `Ao chegar a “${label}”, ${c.o} ${v(c, "oferece", "oferecem")} ${themes.gift}.`,
    ({ c, label, themes }) => `O que ${c.o} ${v(c, "traz", "trazem")} para “${label}” é ${themes.gift}.`,
    ({ c, label, themes }) => `Sob “${label}” ${v(c, "está", "estão")} ${c.o}, com ${themes.weight}.`,
  ],
  quote: quoteFrames(
    {
      named: [
        ({ c, f, text }) => `Para ${f.topic.o}, ${c.o} ${v(c, "diz", "dizem")} assim: ${text}`,
        ({ c, text }) => `Nas palavras ${c.do}: ${text}`,
        ({ c, f, text }) => `Aqui ${c.o} ${v(c, "tem", "têm")} algo concreto a dizer sobre ${f.topic.o}: ${text}`,
        ({ c, text }) => `A mensagem ${c.do} vai além: ${text}`,
        ({ c, f, text }) => `Olhando para ${f.topic.o}, ${c.o} ${v(c, "acrescenta", "acrescentam")} algo mais: ${text}`,
        ({ c, text }) => `Dito de forma simples, ${c.o} ${v(c, "diz", "dizem")} isto: ${text}`,
        ({ c, f, text }) => `${agree(c, "Aplicad")} ${f.topic.ao}, ${c.o} ${v(c, "aponta", "apontam")} isto: ${text}`,
        ({ c, text }) => `${c.O} ${v(c, "acrescenta", "acrescentam")} mais: ${text}`,
      ],
      namedComma: [
        ({ c, text }) => `Com ${c.o}, ${text}`,
        ({ c, text }) => `Segundo ${c.o}, ${text}`,
        ({ c, f, text }) => `Para ${f.topic.o}, e segundo ${c.o}, ${text}`,
        ({ c, f, text }) => `Segundo ${c.o}, e diante ${f.topic.do}, ${text}`,
        ({ c, f, text }) => `Diante ${f.topic.do}, com ${c.o}, ${text}`,
        ({ c, text }) => `Aos olhos ${c.do}, ${text}`,
        ({ c, f, text }) => `Com ${c.o}, e olhando para ${f.topic.o}, ${text}`,
      ],
      plain: [
        ({ f, text }) => `Para ${f.topic.o}, isto quer dizer: ${text}`,
        ({ text }) => `No seu caso: ${text}`,
        ({ text }) => `Há mais: ${text}`,
        ({ text }) => `Dito de forma simples: ${text}`,
        ({ f, text }) => `Olhando para ${f.topic.o}: ${text}`,
        ({ text }) => `E vai além: ${text}`,
        ({ f, text }) => `No que diz respeito ${f.topic.ao}: ${text}`,
        ({ text }) => `Lido para você: ${text}`,
        ({ f, text }) => `Diante ${f.topic.do}: ${text}`,
        ({ f, text }) => `À luz ${f.topic.do}: ${text}`,
      ],
      plainComma: [
        ({ text }) => `Aqui, ${text}`,
        ({ text }) => `No seu caso, ${text}`,
        ({ f, text }) => `Para ${f.topic.o}, ${text}`,
        ({ text }) => `Além disso, ${text}`,
        ({ text }) => `Olhando de perto, ${text}`,
      ],
    },
    ({ text }) => text,
  ),
  reason: quoteFrames(
    {
      named: [({ c, text }) => `A inclinação ${c.do} tem o seu motivo: ${text}`, ({ c, f, text }) => `Sobre ${f.topic.o}, ${c.o} ${v(c, "responde", "respondem")} assim: ${text}`],
      namedComma: [({ c, text }) => `Com ${c.o}, ${text}`, ({ c, text }) => `Segundo ${c.o}, ${text}`],
      plain: [({ f, text }) => `Sobre ${f.topic.o}, a resposta é esta: ${text}`, ({ text }) => `Quanto à resposta: ${text}`],
      plainComma: [({ f, text }) => `Sobre ${f.topic.o}, ${text}`, ({ text }) => `Quanto à resposta, ${text}`],
    },
    ({ text }) => text,
  ),
  choiceVote: {
    yes: [
      ({ c, hypothesis }) => `Diante ${hypothesis ? "das duas hipóteses" : "da sua escolha"}, ${c.o} ${v(c, "fala", "falam")} a favor da primeira.`,
      ({ c, hypothesis }) => `O ânimo ${c.do} vai na direção da primeira ${hypothesis ? "hipótese" : "opção"} que você citou.`,
      ({ c, hypothesis }) => `${cap(c.o)} ${v(c, "soma", "somam")} peso à primeira ${hypothesis ? "hipótese" : "opção"}.`,
    ],
    no: [
      ({ c, hypothesis }) => (hypothesis ? `Diante das duas hipóteses, ${c.o} ${v(c, "confirma", "confirmam")} a segunda.` : `Diante da sua escolha, ${c.o} ${v(c, "pende", "pendem")} para a segunda, ou ao menos ${v(c, "pede", "pedem")} que você não se precipite na primeira.`),
      ({ c, hypothesis }) => `A cautela ${c.do} aponta para a segunda ${hypothesis ? "hipótese" : "opção"}.`,
      ({ c, hypothesis }) => `${cap(c.o)} ${v(c, "inclina", "inclinam")} a balança para a segunda ${hypothesis ? "hipótese" : "opção"}.`,
    ],
    maybe: [
      ({ c, hypothesis }) => `Diante ${hypothesis ? "das duas hipóteses" : "da sua escolha"}, ${c.o} não ${v(c, "toma", "tomam")} partido.`,
      ({ c, hypothesis }) => `${cap(c.o)} ${v(c, "fica", "ficam")} à margem das duas, o que sugere que ${hypothesis ? "ainda é cedo para saber" : "a escolha pede mais reflexão"}.`,
      ({ c }) => `${cap(c.o)} ${v(c, "deixa", "deixam")} as duas em equilíbrio por enquanto.`,
    ],
  },
  voiceLine: {
    gentle: [],
    direct: [
      ({ c, themes }) => `Resumindo: ${c.o} ${v(c, "traz", "trazem")} ${themes.gift}.`,
      ({ c, themes }) => `Falando claro, ${c.o} ${v(c, "põe", "põem")} diante de você ${themes.weight}.`,
      ({ c, themes }) => `Sem rodeios: aqui ${c.o} ${v(c, "representa", "representam")} ${themes.gift}.`,
      ({ c, themes }) => `Sem enfeites: o que ${c.o} ${v(c, "oferece", "oferecem")} é ${themes.gift}.`,
    ],
    practical: [
      ({ c, themes }) => `Na prática, ${c.o} ${v(c, "deixa", "deixam")} algo para você observar esta semana: ${themes.weight}.`,
      ({ c, themes }) => `Conte com ${themes.weight} ao planejar; ${c.o} ${v(c, "anuncia", "anunciam")} isso para que você possa se preparar.`,
      ({ c, themes }) => `O custo que ${c.o} ${v(c, "pede", "pedem")} que você preveja é ${themes.weight}.`,
      ({ c, themes }) => `Ao fazer planos, deixe espaço para ${themes.weight}: é o aviso prático ${c.do}.`,
    ],
    mystic: [
      ({ c, themes }) => `A imagem ${c.do} permanece e leva ${themes.gift} para além do limiar da leitura.`,
      ({ c, themes }) => `Escute ${c.o} nos momentos de calma; a sua linguagem, mais antiga que as palavras, traz ${themes.gift}.`,
      ({ c, themes }) => `Sob a superfície pintada ${c.do} se move algo mais antigo: ${themes.weight}.`,
      ({ c, themes }) => `Na velha linguagem das cartas, ${c.o} sempre ${v(c, "significou", "significaram")} ${themes.gift}.`,
    ],
  },
  openFuture: [
    ({ c }) => `Tome ${c.o} como uma direção, não como um destino fixo: o que você decidir agora ainda pode mudá-la.`,
    ({ c }) => `O que ${c.o} ${v(c, "mostra", "mostram")} aqui não está escrito em pedra: indica aonde a correnteza leva se você continuar remando do mesmo jeito.`,
    ({ c }) => `O que ${c.o} ${v(c, "anuncia", "anunciam")} é uma tendência, não uma sentença, e o seu jeito de encarar as próximas semanas pode desviá-la.`,
    ({ c }) => `Leia ${c.o} como o caminho em que você está hoje; um passo diferente agora ainda pode levar você a outro lugar.`,
    ({ c }) => `${c.O} ${v(c, "aponta", "apontam")} uma correnteza, não um veredito; para onde ela leva depende também dos seus próximos passos.`,
    ({ c }) => `O que ${c.o} ${v(c, "desenha", "desenham")} continua em aberto: é o caminho mais provável, não o único.`,
    ({ c, f }) => `${c.O} ${v(c, "descreve", "descrevem")} aonde os padrões atuais levam ${f.topic.o}, e um padrão pode ser mudado.`,
  ],
  plainLead: [
    ({ c, where }) => `${cap(where)} ${v(c, "aparece", "aparecem")} ${c.o}.`,
    ({ c, where }) => `${c.O} ${v(c, "saiu", "saíram")} ${where}.`,
    ({ c, where }) => `${cap(where)} ${v(c, "está", "estão")} ${c.o}.`,
  ],
  omenHere: [
    ({ c }) => `Aqui ${c.o} ${v(c, "pode", "podem")} falar de tudo o que mudou desde que isso começou, e da força que é preciso ter para se adaptar.`,
    ({ f }) => `${cap(f.topic.no)}, a carta pode apontar como as rotinas de sempre ficaram de lado, e a necessidade de soltar o que não se pode controlar.`,
    ({ c }) => `Aqui ${c.o} ${v(c, "aponta", "apontam")} a mudança que você está vivendo, não como ela vai terminar.`,
  ],
  notLiteral: [
    ({ c }) => `${c.O} não ${v(c, "é", "são")} nenhuma previsão sobre o corpo ou a vida de ninguém: no tarô, ${v(c, "fala", "falam")} de mudança, não de dano.`,
    ({ c }) => `Ver ${c.o} aqui pode assustar, mas a carta não diz nada sobre quanto tempo alguém vive; ela fala de mudança e de transição.`,
    ({ c }) => `${c.O} não ${v(c, "anuncia", "anunciam")} doença nem perda: a imagem é dramática, mas o significado fala de mudança e do que vem depois.`,
  ],
  advice: oneColon([
    ({ c, advice }) => `O conselho ${c.do} aqui é simples: ${advice}`,
    ({ c, advice }) => `Se ${c.o} ${v(c, "tivesse", "tivessem")} um só conselho para você, seria este: ${advice}`,
    ({ c, advice }) => `Na prática, ${c.o} ${v(c, "sugere", "sugerem")} isto: ${advice}`,
  ], "advice", "; "),
  element: [
    ({ c, element, astrology, key }) => `Como carta de ${element.toLowerCase()} regida ${byAstro(astrology)}, ${c.o} ${v(c, "traz", "trazem")} ${ELEMENT_QUALITY[key]} a esta parte da leitura.`,
    ({ c, element, astrology, key }) => `O seu vínculo ${withAstro(astrology)} e com o elemento ${element.toLowerCase()} dá ${c.ao} ${ELEMENT_QUALITY[key]}.`,
  ],
};
