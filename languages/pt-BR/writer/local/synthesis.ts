import type { SynthesisLines } from "../../../local-writer";
import { wordPattern } from "../../../writer";
import { oneColon } from "../../../quote-frames";
import { agree, agreeAll, cap, dele, names, namesNo, ordinal, v, type PtCard, type PtFocus } from "./grammar";

/** A síntese: as cartas juntas, o conselho da carta-chave, ajuda de verdade onde for preciso, um passo e a última frase da voz. */

/** "Diga o que disser o Sol", "Digam o que disserem o Sol e a Lua". */
const whatever = (cards: readonly PtCard[], singular: string, plural: string) => `${v(cards, singular, plural)} ${names(cards)}`;

export const SYNTHESIS: SynthesisLines<PtCard, PtFocus> = {
  transition: {
    gentle: [],
    direct: [() => `Agora, o quadro completo.`, ({ f }) => `Isto é o essencial sobre ${f.topic.o}.`],
    practical: [() => `Agora, o plano como um todo.`, ({ f }) => `É assim que tudo se soma para ${f.topic.o}.`],
    mystic: [() => `Agora deixemos que as imagens falem como uma só.`, ({ f }) => `Dê um passo atrás, e sobre ${f.topic.o} os símbolos soltos se tornam uma só tapeçaria.`],
  },
  tie: {
    one_card: [
      ({ cards: [c], f, themes: [t] }) => `No conjunto, ${c.o} ${v(c, "convida", "convidam")} você a encarar ${f.topic.o} com ${t.gift}.`,
      ({ cards: [c], f }) => `Com uma só carta, a leitura é um foco mais do que uma previsão, e para ${f.topic.o} esse foco é ${c.o}.`,
      ({ cards: [c], f }) => `A carta única mantém a mensagem simples: ${c.o} ${v(c, "é", "são")} o fio a seguir ${f.topic.no}.`,
    ],
    yes_no: [
      ({ cards, themes }) => `${cap(agreeAll(cards, "junt"))}, ${names(cards)} descrevem uma pergunta em que entram ${themes[0].gift}, ${themes[1].gift} e ${themes[2].gift}.`,
      ({ cards, f, themes }) => `Lado a lado, ${names(cards)} pedem que você olhe para ${f.topic.o} com ${themes[0].gift} e ${themes[2].gift}.`,
      ({ f, themes }) => `Seja qual for o saldo, estas três cartas trazem ${themes[0].gift}, ${themes[1].gift} e ${themes[2].gift} ${f.topic.ao}.`,
    ],
    three_cards: [
      ({ themes }) => `No conjunto, as cartas traçam uma linha que deixa para trás ${themes[0].weight}, encontra agora ${themes[1].gift} e tem à frente ${themes[2].gift}, e o presente é onde você tem mais influência.`,
      ({ cards: [past, present, future] }) => `Passado, presente e futuro se encadeiam aqui: ${past.o} ${v(past, "preparou", "prepararam")} o terreno, ${present.o} ${v(present, "é", "são")} a tarefa do momento e ${future.o} ${v(future, "é", "são")} a promessa se você seguir em frente.`,
      ({ cards: [past, , future], f }) => `Vistas como um só movimento, as cartas levam ${f.topic.o} ${past.do} até ${future.o}, e hoje é quando essa viagem pode ser orientada.`,
    ],
    tarot: [
      ({ cards }) => `No conjunto, a tiragem mostra ${cards[0].o} ${agree(cards[0], "colocad")} à prova ${cards[1].pelo}, com ${cards[2].o} por baixo; ${cards[3].o} ${v(cards[3], "oferece", "oferecem")} a saída e ${cards[4].o} ${v(cards[4], "mostra", "mostram")} aonde ela pode levar.`,
      ({ cards }) => `As cinco cartas formam uma só imagem: a situação ${cards[0].do} encontra o desafio ${cards[1].do}, ${cards[2].o} ${v(cards[2], "molda", "moldam")} as coisas por baixo e o conselho ${cards[3].do} aponta para ${cards[4].o}.`,
      ({ cards, f }) => `Vista no conjunto, é uma história sobre ${f.topic.o} que vai ${cards[0].do} até ${cards[4].o}, com ${cards[3].o} como saída.`,
    ],
    generic: [
      ({ cards, f }) => `No conjunto, ${names(cards)} ${v(cards, "conta", "contam")} uma só história sobre ${f.topic.o}.`,
      ({ cards, f }) => `Lida em ordem, a tiragem vai ${cards[0].do} até ${cards[cards.length - 1].o}, e cada carta no caminho acrescenta algo próprio ${f.topic.ao}.`,
      ({ cards, f }) => `Vista no conjunto, a tiragem conta uma só história sobre ${f.topic.o} e pende para ${cards[cards.length - 1].o}.`,
    ],
  },
  careTie: [
    ({ cards, f }) => `Aqui ${names(cards)} ${v(cards, "fala", "falam")} menos de resultados do que de como carregar ${f.topic.o}: com paciência, com esperança e dando espaço ao que você sente.`,
    ({ cards }) => `Lidas com cuidado, ${names(cards)} ${v(cards, "descreve", "descrevem")} um tempo para ser vivido com delicadeza, mais do que um resultado a adivinhar.`,
    ({ cards, f }) => `O que ${names(cards)} ${v(cards, "oferece", "oferecem")} não é uma previsão, e sim companhia para ${f.topic.o}.`,
  ],
  counsel: {
    gentle: oneColon([
      ({ c, f, advice }) => `Para ${f.topic.o}, o conselho ${c.do} é o que vale levar com você: ${advice}`,
      ({ c, f, advice }) => `Se você guardar uma só coisa ${c.do} para ${f.topic.o}, que seja esta: ${advice}`,
      ({ c, f, advice }) => `O fio prático para ${f.topic.o} vem ${c.do}: ${advice}`,
      ({ c, f, advice }) => `Enquanto você segue em frente com ${f.topic.o}, mantenha por perto o conselho ${c.do}: ${advice}`,
      ({ c, f, advice }) => `Em tudo o que diz respeito ${f.topic.ao}, lembre o que ${c.o} ${v(c, "pede", "pedem")}: ${advice}`,
      ({ c, advice }) => `O conselho ${c.do} é sereno e claro: ${advice}`,
      ({ c, advice }) => `Há uma lição simples ${c.no}: ${advice}`,
      ({ c, f, advice }) => `Para ${f.topic.o}, vale guardar as palavras ${c.do}: ${advice}`,
      ({ c, f, advice }) => `Para ${f.topic.o}, ${c.o} ${v(c, "deixa", "deixam")} um conselho: ${advice}`,
    ], "advice", "; "),
    direct: oneColon([
      ({ c, f, advice }) => `O conselho claro sobre ${f.topic.o} vem ${c.do}: ${advice}`,
      ({ c, advice }) => `Fique com isto ${c.do}: ${advice}`,
      ({ c, f, advice }) => `Para ${f.topic.o}, siga a regra ${c.do}: ${advice}`,
    ], "advice", "; "),
    practical: oneColon([
      ({ c, f, advice }) => `A regra mais útil para ${f.topic.o} vem ${c.do}: ${advice}`,
      ({ c, advice }) => `Use o conselho ${c.do} como princípio de trabalho: ${advice}`,
      ({ c, advice }) => `Meça cada passo que você der pelo conselho ${c.do}: ${advice}`,
    ], "advice", "; "),
    mystic: oneColon([
      ({ c, advice }) => `Leve a sabedoria ${c.do} como uma lanterna nas próximas semanas: ${advice}`,
      ({ c, f, advice }) => `O conselho mais profundo para ${f.topic.o} nasce ${c.do}: ${advice}`,
      ({ c, advice }) => `Que o ensinamento ${c.do} caminhe ao seu lado: ${advice}`,
    ], "advice", "; "),
  },
  careCounsel: {
    others_health: [
      ({ c, themes }) => `Para você, neste momento, fique com o que ${c.o} ${v(c, "oferece", "oferecem")}: ${themes.gift}.`,
      ({ c }) => `${c.O} ${v(c, "lembra", "lembram")} que o seu próprio descanso e a sua calma também importam enquanto você está ao lado de quem você ama.`,
      ({ c }) => `Nos próximos dias, ${c.o} ${v(c, "pede", "pedem")} que você também se cuide, para poder continuar dando apoio.`,
    ],
    death: [
      ({ c, themes }) => `No meio de tudo isso, fique com o que ${c.o} ${v(c, "oferece", "oferecem")}: ${themes.gift}.`,
      ({ c }) => `${c.O} ${v(c, "pede", "pedem")} que você seja gentil consigo e deixe que as pessoas próximas dividam o peso.`,
    ],
    pregnancy: [
      ({ c, themes }) => `Enquanto você espera, fique com o que ${c.o} ${v(c, "oferece", "oferecem")}: ${themes.gift}.`,
      ({ c }) => `${c.O} ${v(c, "pede", "pedem")} que você se cuide com carinho durante a espera, traga ela o que trouxer.`,
    ],
  },
  referral: {
    doctor: [
      ({ cards }) => `${whatever(cards, "Diga o que disser", "Digam o que disserem")}, um médico é a pessoa certa para qualquer preocupação real com a sua saúde.`,
      ({ cards }) => `Se algo na sua saúde preocupa você, converse com um médico; ${names(cards)} só ${v(cards, "pode", "podem")} ajudar você a refletir.`,
    ],
    medical_team: [
      ({ f }) => `Os médicos e a equipe que cuidam ${f.whoDo} são quem pode dizer como ${f.ela} ${f.pl ? "estão" : "está"}, e também como ajudar melhor.`,
      ({ cards, f }) => `${whatever(cards, "Mostre o que mostrar", "Mostrem o que mostrarem")}, a equipe médica ${f.dela} conhece a situação; pergunte à equipe o que ajudaria.`,
    ],
    vet: [
      ({ cards, f }) => `O seu veterinário é quem pode falar com você sobre ${f.topic.o}; ${names(cards)} só ${v(cards, "pode", "podem")} ajudar você a pensar em como cuidar ${f.dela}.`,
      ({ cards }) => `Para tudo o que tem a ver com a saúde do seu bichinho, confie mais no seu veterinário do que ${namesNo(cards)}.`,
    ],
    midwife: [
      ({ cards }) => `Para tudo o que se relaciona com uma gravidez, o seu médico ou a sua obstetra são quem pode orientar você, ${v(cards, "diga o que disser", "digam o que disserem")} ${names(cards)}.`,
      ({ cards }) => `Um médico ou uma obstetra podem responder o que ${names(cards)} não ${v(cards, "pode", "podem")}, e vale a pena perguntar a eles.`,
    ],
    debt_adviser: [
      ({ cards }) => `Um serviço gratuito de orientação sobre dívidas, como o Procon ou a Defensoria Pública, pode revisar com você o que você deve e explicar as suas opções; essa é uma ajuda real, e ${names(cards)} não ${v(cards, "pode", "podem")} substituí-la.`,
      ({ cards }) => `Antes de decidir qualquer coisa sobre o que você deve, fale com um serviço gratuito de orientação sobre dívidas; ${names(cards)} ${v(cards, "ajuda", "ajudam")} você a pensar, e esse serviço ajuda você a agir.`,
    ],
    financial_adviser: [
      ({ cards }) => `Para decisões de dinheiro, um consultor financeiro qualificado e independente pode ajudar você de um jeito que ${names(cards)} não ${v(cards, "pode", "podem")}.`,
      ({ cards }) => `${whatever(cards, "Diga o que disser", "Digam o que disserem")}, consulte um profissional qualificado antes de qualquer decisão financeira.`,
    ],
    lawyer: [
      ({ cards }) => `Para a parte jurídica, um advogado ou a Defensoria Pública pode dizer em que pé você está; ${names(cards)} só ${v(cards, "pode", "podem")} ajudar você a pensar.`,
      ({ cards }) => `${whatever(cards, "Diga o que disser", "Digam o que disserem")}, deixe que um advogado oriente os passos jurídicos.`,
    ],
    listening_line: [
      () => `Conte a um médico ou a um psicólogo como você tem estado; e se um dia pesar demais, o CVV escuta a qualquer hora, de graça, no 188.`,
      () => `Um médico ou um psicólogo pode ajudar com dias assim, e o CVV está lá para ouvir, dia e noite, no 188.`,
    ],
    grief_support: [
      () => `Um grupo de luto, um psicólogo ou o CVV (188) podem caminhar ao seu lado nisso; você não precisa carregar isso sozinho.`,
      () => `Se a perda pesa nos seus dias, um psicólogo ou o apoio ao luto podem ajudar, e o CVV escuta a qualquer hora no 188.`,
    ],
  },
  step: {
    general: [
      ({ c }) => `Antes do fim da semana, anote um pequeno passo que ${c.o} ${v(c, "sugira", "sugiram")} e dê esse passo.`,
      ({ c }) => `Escolha uma ação concreta que combine com o espírito ${c.do} e marque uma data para ela nos próximos dias.`,
      ({ c }) => `Hoje à noite, escreva a sua pergunta no alto de uma página e, embaixo, a primeira coisa que ${c.o} ${v(c, "incentiva", "incentivam")} você a fazer a respeito.`,
      ({ c }) => `Conte a uma pessoa de confiança o que você está pesando e repare em que parte da mensagem ${c.do} você se pega repetindo.`,
    ],
    love: [
      ({ c }) => `Nos próximos dias, ofereça uma conversa sincera ou um pequeno gesto de carinho, com o espírito ${c.do}, e observe o que isso abre.`,
      ({ c }) => `Escolha algo que você não diz ou não mostra há tempos, e deixe que ${c.o} ${v(c, "ajude", "ajudem")} você a encontrar um bom momento para compartilhar isso esta semana.`,
      ({ c }) => `Esta semana, dedique uma tarde sem pressa à relação que mais importa para você, com a mensagem ${c.do} presente.`,
      ({ c }) => `Escreva o que você mais deseja sentir no amor e escolha uma coisa pequena que ${c.o} ${v(c, "sugira", "sugiram")} para sentir isso mais esta semana.`,
    ],
    career: [
      ({ c }) => `Escolha um passo prático, como um e-mail, uma candidatura ou uma conversa, e dê esse passo esta semana com o conselho ${c.do} em mente.`,
      ({ c }) => `Antes do fim da semana, converse com um colega, um mentor ou um contato sobre aquilo que ${c.o} ${v(c, "aponta", "apontam")}.`,
      ({ c }) => `Esta semana, atualize o seu currículo ou o seu perfil para que ele aponte para onde ${c.o} ${v(c, "sugere", "sugerem")} que você vá.`,
      ({ c }) => `Dedique trinta minutos esta semana a uma habilidade de que o seu próximo passo vai precisar, e deixe que ${c.o} ${v(c, "lembre", "lembrem")} você de por que isso importa.`,
    ],
    health: [
      ({ c }) => `Tome a mensagem ${c.do} como um convite para uma pequena mudança no seu descanso ou no seu ritmo diário, mantida por uma semana.`,
      ({ c }) => `Com ${c.o} em mente, reserve uma tarde esta semana para descansar de verdade e observe como a sua energia responde.`,
      ({ c }) => `Toda noite desta semana, anote em uma ou duas linhas como esteve a sua energia, e veja se o tema ${c.do} aparece no padrão.`,
    ],
    personal_development: [
      ({ c }) => `Anote uma crença ou um hábito que ${c.o} ${v(c, "peça", "peçam")} para você pôr à prova, e experimente outro jeito durante sete dias.`,
      ({ c }) => `Toda noite desta semana, anote um momento em que você agiu com o espírito ${c.do}.`,
      ({ c }) => `Escolha uma pequena promessa a si mesmo que ${c.o} ${v(c, "reconheceria", "reconheceriam")}, e cumpra essa promessa na semana que vem.`,
    ],
    spirituality: [
      ({ c }) => `Reserve dez minutos de calma a cada dia desta semana para contemplar a imagem ${c.do}, e observe o que surge.`,
      ({ c }) => `Escolha um ritual simples, uma caminhada, uma vela ou uma página de diário, e volte toda manhã desta semana à mensagem ${c.do}.`,
      ({ c }) => `Esta semana, feche cada dia anotando um momento em que você sentiu ${c.o} em ação, por menor que fosse.`,
    ],
    projects: [
      ({ c }) => `Faça uma lista das três próximas tarefas concretas, comece pela menor e deixe que ${c.o} ${v(c, "marque", "marquem")} o ritmo.`,
      ({ c }) => `Reserve uma sessão concentrada esta semana para fazer o plano avançar, com o conselho ${c.do} como medida.`,
      ({ c }) => `Escreva o próximo marco em uma só linha com uma data ao lado, e compare-o com o conselho ${c.do}.`,
    ],
    emotions: [
      ({ c }) => `Dedique alguns minutos às suas emoções toda noite desta semana, num diário ou com alguém de confiança, como ${c.o} ${v(c, "faria", "fariam")}: sem pressa de consertá-las.`,
      ({ c }) => `Quando surgir uma emoção forte esta semana, pare só o suficiente para dar um nome a ela antes de agir, como ${c.o} ${v(c, "sugere", "sugerem")}.`,
      ({ c }) => `Escolha uma pessoa de confiança e conte com sinceridade como você tem se sentido, com a mensagem ${c.do} como ponto de partida.`,
    ],
    creativity: [
      ({ c }) => `Reserve uma sessão sem pressa esta semana e crie algo com o espírito ${c.do}, mesmo que fique bruto.`,
      ({ c }) => `Comece uma peça pequena inspirada ${c.no} e permita-se terminá-la imperfeita.`,
      ({ c }) => `Reúna três imagens ou frases que ${c.o} ${v(c, "evoque", "evoquem")} em você, e crie algo a partir de uma delas esta semana.`,
    ],
    others_health: [
      ({ c }) => `Tenha um caderno com o que os médicos dizem e o que você quer perguntar a eles, para não carregar tudo na cabeça, e deixe que ${c.o} ${v(c, "lembre", "lembrem")} você de que também precisa descansar.`,
      ({ c, f }) => `Leve algo pequeno de casa para ${f.ela} ou, simplesmente, fique um pouco ao lado ${f.dela}; com o espírito ${c.do}, estar presente pode importar mais do que qualquer resposta.`,
      ({ c }) => `Divida as visitas e a espera com alguém de confiança esta semana para conseguir seguir em frente, como ${c.o} ${v(c, "aconselharia", "aconselhariam")}.`,
    ],
    pet_health: [
      ({ c, f }) => `Mantenha ${f.who} ${f.pl ? "confortáveis" : "confortável"} e siga o que o seu veterinário indicar; ${c.o} ${v(c, "pede", "pedem")} que você também se cuide no meio da preocupação.`,
      ({ c }) => `Anote as suas perguntas para o veterinário antes da próxima consulta, e deixe que ${c.o} ${v(c, "acalme", "acalmem")} você enquanto espera.`,
    ],
    debt: [
      ({ c }) => `Esta semana, coloque numa só folha tudo o que você deve, a quem e quanto, e leve essa folha a um serviço gratuito de orientação; ${c.o} ${v(c, "convida", "convidam")} você a olhar para isso com calma.`,
      ({ c }) => `Ligue esta semana para um serviço gratuito de orientação sobre dívidas, com o conselho ${c.do} presente: olhar para os números é o primeiro passo.`,
      ({ c }) => `Reserve uma hora esta semana para juntar os seus extratos num só lugar, para que um orientador ajude você a vê-los com clareza, como ${c.o} ${v(c, "aconselharia", "aconselhariam")}.`,
    ],
    money: [
      ({ c }) => `Dedique meia hora esta semana a colocar lado a lado as entradas e as saídas do mês, e anote uma coisa que ${c.o} ${v(c, "incentive", "incentivem")} você a olhar mais de perto.`,
      ({ c }) => `Antes de qualquer decisão importante de dinheiro, escreva o que você sabe, o que não sabe e a quem poderia perguntar, e deixe que ${c.o} ${v(c, "ponha", "ponham")} ordem nas suas ideias.`,
    ],
    law: [
      ({ c }) => `Junte esta semana numa só pasta os papéis e documentos do caso, para que um advogado possa vê-los com clareza; ${c.o} ${v(c, "favorece", "favorecem")} uma postura calma e organizada.`,
      ({ c }) => `Anote as suas perguntas para um advogado ou para a Defensoria Pública antes de falar com eles, com o conselho ${c.do} em mente.`,
    ],
    job_risk: [
      ({ c }) => `Esta semana, anote o que você entregou nos últimos meses e peça ao seu gestor uma conversa curta e clara sobre o seu cargo, com o conselho ${c.do} em mente.`,
      ({ c }) => `Releia esta semana o seu contrato e qualquer comunicado do RH, anote as suas dúvidas e leve-as ao RH ou ao sindicato, com o espírito ${c.do}.`,
      ({ c }) => `Atualize o seu currículo esta semana, não para sair, mas para que a incerteza pese menos, e deixe que ${c.o} ${v(c, "acompanhe", "acompanhem")} você enquanto espera.`,
    ],
    study: [
      ({ c }) => `Planeje três sessões curtas de estudo esta semana, com um objetivo claro para cada uma, e deixe que ${c.o} ${v(c, "dê", "deem")} o tom.`,
      ({ c }) => `Anote a parte dos seus estudos que você vem evitando e dedique vinte minutos a ela amanhã, com o espírito ${c.do}.`,
      ({ c }) => `Faça a um professor ou a um colega aquela pergunta que você vem adiando, com a mensagem ${c.do} presente.`,
    ],
    move: [
      ({ c }) => `Antes de decidir, escreva o que a mudança daria a você e o que custaria, e releia a lista pensando ${c.no}.`,
      ({ c }) => `Dedique uma tarde esta semana a descobrir algo prático sobre a mudança, como aluguéis, escolas ou trabalho, com o espírito ${c.do}.`,
    ],
    decision: [
      ({ c }) => `Escreva o que cada caminho pediria e daria a você, e durma sobre o assunto; ${c.o} ${v(c, "pode", "podem")} ajudar você a pesar, mas a escolha é sua.`,
      ({ c }) => `Converse sobre a decisão com alguém de confiança, e deixe que ${c.o} ${v(c, "mantenha", "mantenham")} a balança honesta.`,
      ({ c }) => `Marque uma data para decidir e, até lá, reúna o que você ainda precisa saber, com o conselho ${c.do} em mente.`,
    ],
    grief: [
      ({ c }) => `Dê a si mesmo espaço esta semana para sentir o que sente e apoie-se em alguém próximo; ${c.o} ${v(c, "pede", "pedem")} que você seja gentil consigo.`,
      ({ c }) => `Passe um tempo sem pressa com as pessoas que você ama esta semana, com o espírito ${c.do}, e diga o que importa.`,
    ],
  },
  closing: {
    gentle: [
      ({ c, f }) => `Aconteça o que acontecer ${f.topic.no}, ${c.o} ${v(c, "lembra", "lembram")} você de que ainda há luz para o caminho.`,
      ({ c, f }) => `Vá com calma ${f.topic.no}; nestas cartas há mais esperança do que parece, e ${c.o} ${v(c, "guarda", "guardam")} uma parte dela.`,
      ({ c, f }) => `Que a esperança ${c.do} acompanhe você e ${f.topic.o} nos próximos dias.`,
      ({ c, f }) => `${cap(f.topic.no)} há espaço para a esperança, e ${c.o} ${v(c, "deixa", "deixam")} uma porta aberta para ela.`,
      ({ c, f }) => `Deixe que ${c.o} ${v(c, "lembre", "lembrem")} você de que ${f.topic.o} ainda pode surpreender para o bem.`,
      ({ c, f }) => `A esperança não é uma certeza, mas ${c.o} ${v(c, "deixa", "deixam")} muita esperança para ${f.topic.o}.`,
    ],
    direct: [
      ({ c }) => `O conselho ${c.do} é a parte a pôr em prática; o resto é contexto.`,
      ({ f }) => `Agora você sabe onde está com ${f.topic.o}. O próximo passo é seu.`,
      ({ c }) => `${c.O} já ${v(c, "disse", "disseram")} o que tinha a dizer; o resto depende de você.`,
    ],
    practical: [
      () => `Anote o passo com uma data e, quando esse dia chegar, veja como as coisas estão.`,
      ({ c }) => `No fim da semana, releia o conselho ${c.do} e veja quanto você avançou.`,
      () => `Um passo de cada vez basta; o próximo fica mais claro depois deste.`,
    ],
    mystic: [
      ({ c }) => `Acenda uma vela ou respire fundo antes de agir, e deixe que a imagem ${c.do} caminhe com você.`,
      ({ c, f }) => `A leitura termina aqui, mas os símbolos ${c.do} vão continuar falando sobre ${f.topic.o} por meio de sonhos e pequenos sinais, se você escutar.`,
      ({ c }) => `Vá com calma sob o céu que gira; o que ${c.o} ${v(c, "abriu", "abriram")}, os seus próprios passos vão completar.`,
    ],
  },
  memory: [
    ({ c, count }) => `${c.O}, pela ${ordinal(count)} vez este mês, ${v(c, "voltou", "voltaram")} às suas leituras, e a mensagem ${dele(c)} continua pedindo a sua atenção.`,
    ({ c, count }) => `É a ${ordinal(count)} vez este mês que ${c.o} ${v(c, "aparece", "aparecem")} nas suas leituras, o que sugere que o tema ${v(c, "dessa carta", "dessas cartas")} ainda não terminou com você.`,
  ],
};

/** Uma pergunta sobre manter o emprego ("perder meu emprego", "demissão", "meu cargo está em risco"): o passo é o do cargo, não um plano de estudo. */
export const JOB_AT_RISK = wordPattern("\\bperder (?:meu|o|este|esse) (?:emprego|trabalho|cargo)\\b|\\bdemiti\\w*|\\bdemiss(?:ão|ões)\\b|\\b(?:emprego|cargo|trabalho) (?:está )?(?:em risco|ameaçado|garantido|por um fio)\\b|\\bmanter (?:meu|o) (?:emprego|trabalho|cargo)\\b|\\bcortes? de (?:pessoal|funcionários)\\b|\\blayoffs?\\b", { flags: "iu" });
