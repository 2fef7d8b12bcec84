import type { SummaryLines, TimeFrame } from "../../../local-writer";
import { agree, agreeAll, cap, Names, names, namesDo, namesNo, v, type PtCard, type PtFocus } from "./grammar";

/** O resumo: a pergunta e as cartas, o cuidado que ela pede e a resposta na forma da pergunta. */

const LEANS = { yes: ["pende para o sim", "pendem para o sim"], no: ["pende para o não", "pendem para o não"], maybe: ["não se define", "não se definem"] } as const;
const FOR = { yes: "a favor do sim", no: "a favor do não", maybe: "sem se definir" } as const;
const COUNT = ["nenhuma", "uma", "duas", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez"];

const FRAMES: Record<TimeFrame, string> = {
  today: "hoje",
  week: "a próxima semana",
  month: "o próximo mês",
  season: "a temporada que você menciona",
  year: "este ano",
  years: "os próximos anos",
  soon: "o futuro próximo",
};

export const SUMMARY: SummaryLines<PtCard, PtFocus> = {
  opening: {
    gentle: [
      ({ q, cards }) => `Você perguntou ${q}, e as cartas responderam com ${names(cards)}.`,
      ({ q, cards }) => `Com ${q} em mente, você tirou ${names(cards)}.`,
      ({ q, cards }) => `Para a sua pergunta, ${q}, o baralho mostrou ${names(cards)}.`,
      ({ q, cards }) => `${Names(cards)} ${v(cards, "apareceu", "apareceram")} quando você perguntou ${q}.`,
      ({ q, cards, f }) => `A sua pergunta foi ${q}, e ${names(cards)} ${v(cards, "tem", "têm")} algo a dizer sobre ${f.topic.o}.`,
    ],
    direct: [
      ({ q, cards }) => `Você perguntou ${q}. ${cards.length > 1 ? "As cartas" : "A carta"}: ${names(cards)}.`,
      ({ q, cards }) => `À sua pergunta, ${q}, ${names(cards)} ${v(cards, "responde", "respondem")} sem rodeios.`,
      ({ q, cards }) => `Direto ao ponto com ${q}: você tirou ${names(cards)}.`,
    ],
    practical: [
      ({ q, cards, f }) => `A sua pergunta foi ${q}, então vamos ler ${names(cards)} como um guia prático para ${f.topic.o}.`,
      ({ q, cards }) => `Para encarar ${q}, veja o que ${names(cards)} ${v(cards, "convida", "convidam")} você a revisar.`,
      ({ q, cards }) => `Sobre ${q}, ${names(cards)} ${v(cards, "oferece", "oferecem")} um ponto de partida que você pode usar esta semana.`,
    ],
    mystic: [
      ({ q, cards }) => `Você levou ${q} até o baralho, e do silêncio dele ${v(cards, "surgiu", "surgiram")} ${names(cards)}.`,
      ({ q, cards }) => `Sob a sua pergunta, ${q}, as cartas responderam com ${names(cards)}.`,
      ({ q, cards }) => `Como um sino ao entardecer, ${q} chamou ${names(cards)} para fora da escuridão.`,
    ],
  },
  openingUnquoted: [
    ({ cards, f }) => `Você descreveu a sua situação em detalhes, e ${names(cards)} ${v(cards, "fala", "falam")} ${f.topic.do}.`,
    ({ cards, f }) => `Para tudo o que você escreveu sobre ${f.topic.o}, o baralho mostrou ${names(cards)}.`,
    ({ cards, f }) => `De tudo o que você pergunta, ${names(cards)} ${v(cards, "olha", "olham")} primeiro para ${f.topic.o}.`,
  ],
  outside: [
    ({ cards }) => `Uma leitura de tarô não segue instruções, não responde a perguntas de conhecimentos gerais nem escreve por encomenda, então ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui para aquilo de que as cartas podem falar: a sua própria vida.`,
    ({ cards }) => `O que você escreveu não é algo que esta leitura possa fazer ou responder; ${names(cards)} ${v(cards, "fala", "falam")} da sua própria vida.`,
    ({ cards }) => `Esta leitura não deixa de lado o seu jeito de ler nem assume outra tarefa: ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")}, como sempre, para uma pergunta sobre a sua vida.`,
  ],
  oneWord: [
    ({ word, cards }) => `Você perguntou com uma só palavra, ${word}, e ${names(cards)} ${v(cards, "lê", "leem")} essa palavra como uma área inteira da sua vida.`,
    ({ word, cards }) => `${word} é tudo o que você perguntou, então ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui em sentido amplo, e não como um sim ou um não.`,
    ({ word, cards, f }) => `Uma palavra, ${word}, e como resposta ${names(cards)}: esta leitura toma essa palavra como uma porta para ${f.topic.o}.`,
  ],
  mood: {
    gentle: {
      bright: [
        ({ cards }) => `No conjunto, a tiragem anima, e ${names(cards)} ${v(cards, "dá", "dão")} a ela um calor verdadeiro.`,
        ({ cards, f }) => `Aqui há mais luz do que sombra, e ${names(cards)} ${v(cards, "marca", "marcam")} um tom esperançoso para ${f.topic.o}.`,
      ],
      hard: [
        ({ cards }) => `As cartas falam com franqueza do que é difícil, e ${names(cards)} ${v(cards, "pede", "pedem")} uma atenção sincera, mas nada disso está escrito em pedra.`,
        ({ cards, f }) => `${Names(cards)} ${v(cards, "traz", "trazem")} certo peso ${f.topic.ao}, e isso é um convite para olhar com calma, não um motivo para ter medo.`,
      ],
      mixed: [
        ({ cards }) => `Luz e sombra se equilibram no que ${names(cards)} ${v(cards, "mostra", "mostram")} a você, então a forma como você responde importa mais do que qualquer previsão.`,
        ({ cards, f }) => `Nenhum tom domina ${namesNo(cards)}, e essa abertura deixa espaço real para as suas próprias decisões sobre ${f.topic.o}.`,
      ],
    },
    direct: {
      bright: [
        ({ cards }) => `${Names(cards)} ${v(cards, "dá", "dão")} a você o que há de mais útil para trabalhar aqui.`,
        ({ cards, f }) => `Para ${f.topic.o}, o apoio mais claro vem ${namesDo(cards)}.`,
      ],
      hard: [
        ({ cards }) => `${Names(cards)} ${v(cards, "nomeia", "nomeiam")} o atrito sem rodeios, e nada disso é definitivo.`,
        ({ cards, f }) => `Há um problema ${f.topic.no}, e ${names(cards)} ${v(cards, "aponta", "apontam")} para ele; dá para trabalhar nisso.`,
      ],
      mixed: [
        ({ cards }) => `Sinais divididos ${namesNo(cards)}; as suas decisões farão o resto.`,
        ({ cards }) => `O bom e o difícil em partes iguais ${namesNo(cards)}, e o que você fizer agora vai pesar na balança.`,
      ],
    },
    practical: {
      bright: [
        ({ cards }) => `${Names(cards)} ${v(cards, "dá", "dão")} a você a melhor base.`,
        ({ cards, f }) => `Para ${f.topic.o}, ${cards.length > 1 ? "os seus maiores trunfos" : "o seu maior trunfo"}: ${names(cards)}.`,
      ],
      hard: [
        ({ cards }) => `A tiragem mostra obstáculos reais, com ${names(cards)} como o ponto principal a administrar, e obstáculos podem ser planejados.`,
        ({ cards, f }) => `Conte com algum atrito ${f.topic.no}: ${names(cards)} ${v(cards, "marca", "marcam")} a parte que pede mais esforço.`,
      ],
      mixed: [
        ({ cards }) => `${Names(cards)} ${v(cards, "equilibra", "equilibram")} recursos e obstáculos, então planejamento e constância vão fazer a diferença.`,
        ({ cards }) => `O panorama ${namesDo(cards)} é misto, e isso é útil: mostra o que aproveitar e o que corrigir.`,
      ],
    },
    mystic: {
      bright: [
        ({ cards }) => `A tiragem brilha como a aurora sobre a água parada, e ${names(cards)} ${v(cards, "derrama", "derramam")} a sua luz sobre ela.`,
        ({ cards }) => `Um vento morno atravessa estas cartas, levado pelas asas ${namesDo(cards)}.`,
      ],
      hard: [
        ({ cards }) => `As sombras se reúnem em torno ${namesDo(cards)}, mas toda sombra nasce de uma luz, e nada aqui está selado.`,
        ({ cards }) => `A terra treme sob ${names(cards)}, como antes de cada volta da roda.`,
      ],
      mixed: [
        ({ cards }) => `Luz e sombra dançam juntas ${namesNo(cards)} como a lua e a maré, e o próximo passo da dança é seu.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "segura", "seguram")} o dia e a noite na mesma mão, e o equilíbrio espera o seu próprio gesto.`,
      ],
    },
  },
  verdict: {
    gentle: {
      yes: [
        ({ cards, f }) => `A balança pende para o sim, pelas mãos ${namesDo(cards)}, embora nenhuma carta possa prometer como vai ficar ${f.topic.o}.`,
        ({ cards, decision }) => `${Names(cards)} ${v(cards, "inclina", "inclinam")} a resposta para o sim: uma tendência, não uma promessa${decision ? ", e a decisão continua sendo sua" : ""}.`,
        ({ cards }) => `Então a resposta tende ao sim, com ${names(cards)} a favor, e as cartas seguintes mostram o que a favorece.`,
      ],
      no: [
        ({ cards }) => `O peso cai do lado do não por enquanto, com ${names(cards)} segurando o passo, e vale ler isso como uma questão de abordagem ou de momento, mais do que como uma porta fechada.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "inclina", "inclinam")} a resposta para o não, pelo menos do jeito que a pergunta se apresenta hoje.`,
        ({ cards }) => `Então a resposta tende ao não, e ${names(cards)} ${v(cards, "explica", "explicam")} mais abaixo o que está no caminho e o que poderia mudar.`,
      ],
      maybe: [
        ({ cards }) => `As inclinações ${namesDo(cards)} se compensam, então a resposta ainda está se formando e depende do que acontecer.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "deixa", "deixam")} a resposta num talvez sincero: o desfecho continua em aberto.`,
        ({ cards, decision }) => `Fica um talvez por enquanto, com ${names(cards)} deixando espaço para que as circunstâncias${decision ? " e o seu próprio critério" : " e o que você fizer"} decidam.`,
      ],
    },
    direct: {
      yes: [
        ({ cards, decision }) => `É um sim ${namesDo(cards)}${decision ? ", e a decisão continua sendo sua" : ", não uma garantia"}.`,
        ({ cards }) => `${Names(cards)} ${v(cards, "diz", "dizem")} que sim, no conjunto, e isso é uma tendência, não uma promessa.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "diz", "dizem")} que não por enquanto, e outra abordagem ou outro momento poderiam mudar isso.`,
        ({ cards }) => `É um não ${namesDo(cards)} do jeito que as coisas estão, e isso pode mudar.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "deixa", "deixam")} tudo em aberto: um talvez, e o que acontecer agora importa.`,
        ({ cards }) => `Ainda não há uma resposta clara ${namesDo(cards)}.`,
      ],
    },
    practical: {
      yes: [
        ({ cards }) => `No conjunto é um sim ${namesDo(cards)}, desde que o trabalho de preparação seja feito.`,
        ({ cards, decision }) => `A resposta tende ao sim com ${names(cards)}; ${decision ? "se você escolher esse caminho, um plano lhe dá boas chances" : "com um plano por trás, há boas chances"}.`,
      ],
      no: [
        ({ cards }) => `No conjunto, ${names(cards)} ${v(cards, "diz", "dizem")} não ao plano atual, então talvez seja preciso rever a abordagem ou o momento.`,
        ({ cards }) => `A resposta tende ao não com ${names(cards)} do jeito que as coisas estão, então vale ver o que precisaria mudar.`,
      ],
      maybe: [
        ({ cards }) => `É um talvez: ${names(cards)} ${v(cards, "deixa", "deixam")} o resultado nas mãos do próximo passo concreto.`,
        ({ cards }) => `A resposta fica em aberto com ${names(cards)}, então mais informação ajudaria antes de decidir.`,
      ],
    },
    mystic: {
      yes: [
        ({ cards }) => `A balança pende para o sim com ${names(cards)}, como uma porta que se abre para uma sala iluminada.`,
        ({ cards }) => `O oráculo se inclina para o sim por meio ${namesDo(cards)}, uma bênção silenciosa que ainda pede os seus próprios passos.`,
      ],
      no: [
        ({ cards }) => `${Names(cards)} ${v(cards, "sussurra", "sussurram")} que não, por enquanto: não é uma porta selada, e sim uma maré que ainda não virou.`,
        ({ cards }) => `Sob esta lua a resposta tende ao não, como ${v(cards, "mostra", "mostram")} ${names(cards)}, e as estações mudam.`,
      ],
      maybe: [
        ({ cards }) => `${Names(cards)} ${v(cards, "flutua", "flutuam")} entre o sim e o não como o crepúsculo entre o dia e a noite.`,
        ({ cards }) => `Com ${names(cards)}, a resposta segue por escrever, como uma semente na terra escura.`,
      ],
    },
  },
  tally: [
    ({ groups }) => {
      if (groups.length === 1) return groups[0].lean === "maybe" ? `Nenhuma das ${COUNT[groups[0].cards.length]} cartas se define.` : `As ${COUNT[groups[0].cards.length]} cartas ${LEANS[groups[0].lean][1]}.`;
      const clauses = groups.map(({ lean, cards }) => `${names(cards)} ${v(cards, LEANS[lean][0], LEANS[lean][1])}`);
      return `${cap(clauses.length === 2 ? `${clauses[0]}, enquanto ${clauses[1]}` : `${clauses[0]}, ${clauses[1]} e ${clauses[2]}`)}.`;
    },
    ({ groups }) => {
      if (groups.length === 1) return groups[0].lean === "maybe" ? `${Names(groups[0].cards)} ficam em suspenso: nenhuma se define.` : `Todas as cartas ${LEANS[groups[0].lean][1]}: ${names(groups[0].cards)}.`;
      return `Contando as cartas: ${groups.map(({ lean, cards }) => `${names(cards)} ${FOR[lean]}`).join("; ")}.`;
    },
  ],
  choiceList: [
    ({ first, second, hypothesis }) => (hypothesis ? `As duas hipóteses que você pesa: ${first}; ou ${second}.` : `Seus dois caminhos: ${first}; ou ${second}.`),
    ({ first, second, hypothesis }) => (hypothesis ? `Você põe duas hipóteses lado a lado: a primeira, ${first}; a segunda, ${second}.` : `Você cita duas opções: a primeira, ${first}; a segunda, ${second}.`),
  ],
  choice: [
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `${hypothesis ? "Das duas, as cartas confirmam" : "Vista como uma escolha, a tiragem pende para"} a ${favoursFirst ? "primeira" : "segunda"}: ${names(pro)} ${v(pro, "fala", "falam")} a favor dela${against.length > 0 ? `, enquanto ${names(against)} ${v(against, "fica", "ficam")} com a ${favoursFirst ? "segunda" : "primeira"}` : ""}.`,
    ({ favoursFirst, hypothesis, for: pro, against }) =>
      `Entre as duas, as cartas preferem a ${favoursFirst ? "primeira" : "segunda"}${hypothesis ? " como a leitura mais provável" : ""}, porque ${names(pro)} ${v(pro, "pende", "pendem")} nessa direção${against.length > 0 ? ` e só ${names(against)} ${v(against, "puxa", "puxam")} para a outra` : ""}.`,
  ],
  choiceOne: [
    ({ c, lean, hypothesis }) =>
      lean === "maybe"
        ? `Com uma carta só, ${c.o} não ${v(c, "pende", "pendem")} para nenhuma das duas ${hypothesis ? "hipóteses" : "opções"}: uma inclinação lida em uma carta, não uma contagem.`
        : `Com uma carta só, ${c.o} ${v(c, "pende", "pendem")} para a ${lean === "yes" ? "primeira" : "segunda"} ${hypothesis ? "hipótese" : "opção"}: uma inclinação lida em uma carta, não uma contagem.`,
    ({ c, lean }) =>
      lean === "maybe"
        ? `${c.O}, ${agree(c, "sozinh")}, não ${v(c, "marca", "marcam")} inclinação nenhuma; uma carta é um indício, não uma contagem.`
        : `${c.O}, ${agree(c, "sozinh")}, ${v(c, "inclina", "inclinam")} a balança para a ${lean === "yes" ? "primeira" : "segunda"}; uma carta é um indício, não uma contagem.`,
  ],
  choiceOpen: [
    ({ forFirst, forSecond, hypothesis }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `${hypothesis ? "As cartas não esclarecem qual das duas é verdade" : "Vista como uma escolha, a tiragem não decide"}: ${names(forFirst)} ${v(forFirst, "fala", "falam")} a favor da primeira, enquanto ${names(forSecond)} ${v(forSecond, "fala", "falam")} a favor da segunda.`
        : hypothesis
          ? `Nenhuma das duas convence as cartas.`
          : `As cartas não tomam partido aqui.`,
    ({ forFirst, forSecond }) =>
      forFirst.length > 0 && forSecond.length > 0
        ? `As cartas se dividem: ${names(forFirst)} a favor da primeira, ${names(forSecond)} a favor da segunda.`
        : `Nenhuma convence as cartas.`,
  ],
  choiceMeaning: [
    ({ hypothesis }) => (hypothesis ? `É uma inclinação, não um fato.` : `É uma inclinação, não um veredito.`),
    ({ hypothesis }) => (hypothesis ? `Uma inclinação, não uma certeza.` : `A escolha continua sendo sua.`),
    ({ hypothesis }) => (hypothesis ? `O tempo dirá mais que as cartas.` : `A decisão continua nas suas mãos.`),
  ],
  thread: {
    three_cards: [
      ({ cards: [past, present, future] }) => `A história vai ${past.do}, atrás de você, passando ${present.pelo} no presente, até ${future.o} à frente.`,
      ({ cards: [past, present, future] }) => `O que começou com ${past.o} está se resolvendo por meio ${present.do}, e ${future.o} ${v(future, "mostra", "mostram")} aonde esse trabalho pode levar.`,
    ],
    tarot: [
      ({ cards: [situation, challenge, hidden, advice, outcome] }) =>
        `No centro ${v(situation, "está", "estão")} ${situation.o}, ${agree(situation, "cruzad")} ${challenge.pelo}, com ${hidden.o} agindo por baixo e ${advice.o} apontando o caminho até ${outcome.o}.`,
      ({ cards: [situation, challenge, , advice, outcome] }) => `A situação ${situation.do} encontra o desafio ${challenge.do}, e o conselho ${advice.do} é o que leva até ${outcome.o}.`,
    ],
    generic: [
      ({ cards }) => `Lida em ordem, a tiragem vai ${cards[0].do} até ${cards[cards.length - 1].o}.`,
      ({ cards }) => `A tiragem se abre com ${cards[0].o} e se fecha com ${cards[cards.length - 1].o}, e cada carta no meio acrescenta a sua própria nota.`,
    ],
  },
  noRuling: {
    others_health: [
      ({ cards, f }) => `Nenhuma carta pode dizer se ${f.ela} ${f.pl ? "vão se recuperar" : "vai se recuperar"}: isso cabe a quem cuida ${f.dela}, e o que ${names(cards)} ${v(cards, "pode", "podem")} iluminar é como você vive este momento ao lado ${f.dela}.`,
      ({ cards, f }) => `As cartas não podem julgar como ${f.ela} ${f.pl ? "vão evoluir" : "vai evoluir"}, e a equipe médica que cuida ${f.dela} é quem pode responder a isso; ${names(cards)} ${v(cards, "fala", "falam")} da sua parte: a sua preocupação, a sua força e como estar ao lado ${f.dela}.`,
      ({ cards, f }) => `Como ${f.who} ${f.pl ? "vão" : "vai"} ficar é uma pergunta para quem cuida ${f.dela}, não para as cartas, então ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui pensando em você.`,
    ],
    own_health: [
      ({ cards }) => `Nenhuma carta pode dizer como a sua saúde vai evoluir; o seu médico pode, e ${names(cards)} ${v(cards, "fala", "falam")} da sua energia, do seu descanso e dos seus hábitos.`,
      ({ cards }) => `Se as coisas vão melhorar é uma pergunta para o seu médico mais do que para as cartas, então ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui para ver como você pode se cuidar enquanto isso.`,
    ],
    death: [
      ({ cards, f }) => `Nenhuma carta anuncia quando ou se alguém vai morrer, e ${names(cards)} também não; o que as cartas podem iluminar é como você carrega ${f.topic.o}.`,
      ({ cards }) => `As cartas não dizem nada sobre quanto tempo alguém vai viver; ${names(cards)} ${v(cards, "fala", "falam")} do amor e da preocupação que existem na sua pergunta.`,
    ],
    pregnancy: [
      ({ cards }) => `Nenhuma carta pode dizer se uma gravidez virá nem quando, e o seu médico ou a sua obstetra são quem pode orientar você; ${names(cards)} ${v(cards, "fala", "falam")} das suas esperanças e de como se cuidar.`,
      ({ cards }) => `Se um filho vai chegar não é algo que ${names(cards)} ${v(cards, "possa", "possam")} dizer, então as cartas são lidas aqui pensando no que você sente enquanto espera.`,
    ],
    law: [
      ({ cards }) => `Nenhuma carta pode dizer como um tribunal ou um órgão público vai decidir; um advogado pode dizer em que pé você está, e ${names(cards)} ${v(cards, "fala", "falam")} de como enfrentar isso.`,
      ({ cards, f }) => `Como vai terminar ${f.topic.o} não é algo que as cartas possam ditar, então ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui pensando em como você está lidando com isso.`,
    ],
  },
  care: {
    others_health: [
      ({ f }) => `Esperar enquanto ${f.who} não ${f.pl ? "estão" : "está"} bem é duro, e é natural querer uma resposta clara.`,
      ({ f }) => `Perguntar pela saúde ${f.whoDo} pesa muito, e esta leitura trata essa pergunta com cuidado.`,
      ({ f }) => `Na sua pergunta se nota a preocupação com ${f.who}, e ela merece uma resposta delicada.`,
    ],
    own_health: [
      ({ cards }) => `Perguntas sobre o seu corpo merecem uma resposta cuidadosa, e ${names(cards)} ${v(cards, "oferece", "oferecem")} reflexão, nunca um diagnóstico.`,
      ({ cards }) => `No que toca à sua saúde, ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} para refletir, nunca para diagnosticar.`,
    ],
    death: [
      ({ cards }) => `Uma pergunta que toca na morte é das mais difíceis de fazer, e ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui com cuidado.`,
      ({ cards }) => `O medo de perder alguém, ou de morrer, merece delicadeza, e é assim que ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui.`,
    ],
    pregnancy: [
      ({ cards }) => `Desejar um filho, ou se preocupar com uma gravidez, toca algo muito profundo, e ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui com delicadeza.`,
      ({ cards }) => `Uma pergunta sobre gravidez carrega muita esperança, e ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} com isso em mente.`,
    ],
    money: [
      ({ cards }) => `As preocupações com dinheiro pesam em tudo, e ${names(cards)} ${v(cards, "pode", "podem")} ajudar você a pensar, não prever a sua situação financeira.`,
      ({ cards, f }) => `Nenhuma carta pode prometer como vai ficar ${f.topic.o}, e ${names(cards)} não ${v(cards, "tenta", "tentam")} fazer isso.`,
    ],
    debt: [
      ({ cards }) => `Dívidas geram muito estresse, e você não precisa carregar esse peso sem ajuda; ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui para ajudar você a pensar com clareza, não para dizer o que pagar.`,
      ({ cards }) => `Dever dinheiro pode ser sufocante, mas existe ajuda de verdade, e ${names(cards)} ${v(cards, "pode", "podem")} ajudar você a encarar isso com calma.`,
    ],
    law: [
      ({ cards }) => `Um problema jurídico pesa muito, e ${names(cards)} não ${v(cards, "pode", "podem")} dizer como ele vai terminar.`,
      ({ cards }) => `Uma questão jurídica tem consequências reais, e ${names(cards)} ${v(cards, "é", "são")} ${agreeAll(cards, "lid")} aqui só para reflexão.`,
    ],
    wellbeing: [
      () => `O que você conta pesa muito, e importa mais do que qualquer carta: você merece um apoio de verdade, não só uma leitura.`,
      () => `Os dias que você descreve são difíceis, e esta leitura é feita com cuidado, ao lado da ajuda que uma pessoa pode dar.`,
    ],
  },
  when: [
    ({ f, frame }) => `As cartas não dão datas; leia-as como o clima em torno ${f.topic.do} durante ${FRAMES[frame]}, não como um prazo.`,
    ({ frame }) => `Você perguntou sobre ${FRAMES[frame]}, e as cartas falam do momento certo mais do que de um calendário.`,
  ],
};
