import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Força",
  keywords: {
    upright: ["força interior", "coragem", "compaixão", "paciência", "influência suave", "autocontrole"],
    reversed: ["dúvida de si", "insegurança", "emoção à flor da pele", "baixa autoconfiança", "impaciência", "perda de coragem"],
  },
  summary:
    "Uma mulher fecha com calma as mandíbulas de um leão usando apenas as mãos: a Força é a coragem silenciosa e a paciência que domam uma energia feroz sem violência.",
  upright:
    "Nesta carta, uma mulher de branco, enfeitada com guirlandas de flores e coroada pelo símbolo do infinito, apoia as mãos na boca de um leão. Não há luta nem arma. O leão, animal do signo de Leão e da paixão em estado bruto, se curva ao seu toque porque ela o encara com firmeza, e não com medo. A suavidade se torna uma forma de poder. A força, nesse sentido, não é dominação, mas a confiança serena que vem de conhecer e aceitar quem você é." +
    "\n\n" +
    "A carta pede que você enfrente os desafios com paciência, gentileza e resiliência. Raiva, desejo ou medo não são inimigos a serem esmagados; são energias poderosas que podem ser acolhidas e guiadas. A compaixão, por você e pelos outros, vai conseguir mais do que o esforço bruto. Confie que uma persistência gentil, repetida dia após dia, pode mover o que nenhum empurrão moveria.",
  reversed:
    "Na posição invertida, o leão parece levar a melhor. Talvez a dúvida tenha tomado conta, com a convicção de que falta coragem para o que vem pela frente, ou talvez sentimentos intensos estejam levando você de roldão e explodindo em acessos. Os seus recursos interiores parecem fora de alcance, embora não tenham ido a lugar nenhum. Talvez você venha encenando dureza há tanto tempo que o tipo mais silencioso de coragem ficou sem uso, ou a impaciência esteja empurrando você a forçar um resultado que só o tempo pode trazer." +
    "\n\n" +
    "Esta posição pede que você reconstrua a confiança com delicadeza, porque a autocrítica severa só deixa o leão mais selvagem. Lembre-se de outros momentos em que você deu conta de mais do que esperava e apoie-se nessa evidência. Pequenos atos de coragem, um descanso honesto e uma conversa interior gentil restauram o vínculo entre você e a sua força, para que você possa encarar a situação com a mão mais firme.",
  categories: {
    general:
      "Você tem mais resiliência do que talvez imagine. Encare a situação com paciência e uma confiança tranquila, e ela tende a ceder a um esforço constante e gentil, e não à força bruta.",
    love:
      "A Força favorece um amor construído sobre paciência, compaixão e maturidade emocional. A paixão está presente, mas temperada com ternura, de modo que os momentos difíceis podem ser resolvidos com compreensão, e não com disputas de poder.",
    career:
      "No trabalho, a persistência serena e a inteligência emocional levam a melhor. Você pode estar lidando com pessoas exigentes ou com muita pressão; manter a elegância sob tensão conquista respeito, e o esforço constante constrói segurança financeira com o tempo.",
    health:
      "Esta carta convida a refletir sobre resiliência e disciplina gentil: descanso regular, rotinas que nutrem e o jeito como você fala consigo nos dias difíceis. A energia costuma voltar pela paciência, e não pelos extremos, e pedir apoio já é, em si, um ato de força.",
    personal_development:
      "A lição é a coragem equilibrada pela compaixão. Procure fazer amizade com os seus instintos em vez de reprimi-los, e trate cada revés como uma chance de praticar a paciência.",
    spirituality:
      "A força espiritual está na união do instinto com a vontade superior, mostrada pelo símbolo do infinito acima da cabeça da mulher. Práticas que cultivam a bondade amorosa e uma presença estável aprofundam essa união.",
    projects:
      "O progresso pode parecer lento, mas a perseverança vai levar o projeto até o fim. Mantenha a calma sob pressão, lidere pelo encorajamento em vez do comando e deixe que a constância faça o trabalho pesado.",
    emotions:
      "Você está aprendendo a acolher sentimentos fortes sem deixar que eles governem você. Ofereça-se carinho e paciência, e uma confiança firme e discreta virá em seguida.",
    creativity:
      "A paixão criativa está fervendo agora, então canalize-a com cuidado. Deixe o sentimento bruto alimentar o primeiro rascunho e depois dê forma a ele com a mesma mão gentil e firme que a mulher oferece ao seu leão.",
  },
  advice: "Encare o que há de selvagem em você e ao seu redor com paciência e gentileza, e não com força bruta.",
  yesNoReason:
    "Uma coragem serena e a perseverança tornam provável um bom desfecho, por isso a Força responde sim.",
  element: "Fogo",
  astrology: "Leão",
  imageAlt:
    "Uma mulher de vestido branco, com flores entrelaçadas nos cabelos e enroladas na cintura e o símbolo do infinito sobre a cabeça, fecha com delicadeza as mandíbulas de um grande leão vermelho-alaranjado. Os dois estão sobre um chão verde, sob um céu amarelo, com uma montanha azul ao longe.",
};
