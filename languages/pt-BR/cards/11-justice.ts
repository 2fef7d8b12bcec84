import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Justiça",
  keywords: {
    upright: ["equidade", "verdade", "causa e efeito", "responsabilidade", "decisões claras", "equilíbrio", "questões jurídicas"],
    reversed: ["injustiça", "fuga da responsabilidade", "autoengano", "parcialidade", "desequilíbrio", "desonestidade"],
  },
  summary:
    "Uma figura coroada segura uma espada erguida e uma balança equilibrada: a verdade é pesada, e toda escolha tem a sua consequência. A clareza começa pela honestidade, inclusive consigo.",
  upright:
    "A Justiça está sentada entre duas colunas cinzentas, firme e sem pressa, com uma espada de dois gumes erguida numa das mãos e uma balança dourada na outra. A espada corta a confusão; a balança pesa o que de fato está ali, e não o que você espera ou teme que esteja. Quando esta carta aparece, a situação pede um acerto de contas honesto. As decisões tomadas agora tendem a se sustentar, desde que se apoiem em fatos e na equidade, e não na conveniência." +
    "\n\n" +
    "Há também uma lição discreta sobre causa e efeito. Aquilo com que você convive hoje tem raízes em escolhas anteriores, e o que você escolher agora vai moldar o que vem depois. Isso não é uma ameaça, mas uma espécie de liberdade: você não está simplesmente à mercê do acaso. Assuma a responsabilidade pela sua parte, fale com clareza e espere o mesmo dos outros. Se houver um contrato, um acordo ou um processo formal envolvido, ele tende a favorecer quem agiu de boa-fé.",
  reversed:
    "De cabeça para baixo, a balança pende e a espada vacila. Algo pode parecer injusto, seja uma decisão que foi contra você, um arranjo que beneficia discretamente um dos lados ou uma história que deixa de fora detalhes inconvenientes. Às vezes o desequilíbrio está fora de você; às vezes é aquela vozinha insistindo que a sua própria parte num problema não conta de verdade." +
    "\n\n" +
    "A inversão pede que você olhe para as duas possibilidades sem se esquivar. Se houve injustiça com você, anote o que aconteceu e procure canais justos, em vez de ficar remoendo o ressentimento. Se você vem fugindo da responsabilidade, assumi-la agora custa menos do que vai custar mais tarde. Cuidado também com os julgamentos parciais: decisões tomadas com raiva, ou para agradar alguém, raramente se sustentam com o tempo. Restaurar o equilíbrio pode ser um trabalho lento, mas é pela honestidade que ele começa.",
  categories: {
    general:
      "A Justiça aponta para um momento em que a verdade de uma questão fica clara e os resultados refletem o que de fato foi feito. Pese os fatos com calma antes de agir e deixe que a equidade, e não o impulso, escolha o próximo passo.",
    love:
      "Nos relacionamentos, esta carta pergunta se a troca entre dar e receber parece equilibrada. Conversas honestas sobre expectativas, compromissos e mágoas antigas podem restaurar o equilíbrio; uma parceria construída sobre o respeito mútuo é favorecida, enquanto os arranjos de mão única são postos em questão.",
    career:
      "No trabalho e nas finanças, a Justiça favorece contratos, negociações, avaliações e qualquer processo em que registros claros façam diferença. Leia as letras miúdas, mantenha as suas negociações transparentes e confie que um esforço constante e honesto acaba sendo notado.",
    health:
      "Tome a Justiça como um convite a olhar com equilíbrio para o modo como você gasta a sua energia: trabalho e descanso, esforço e recuperação. Pequenos desequilíbrios se somam, então repare quais hábitos fazem a balança pender e ajuste-os com delicadeza; um profissional pode ajudar se algo merecer um olhar mais atento.",
    personal_development:
      "Aqui o crescimento vem da responsabilidade: dar nome às suas escolhas, aos efeitos delas e ao que você faria diferente da próxima vez. A honestidade consigo, oferecida sem um julgamento severo, torna-se uma base sobre a qual você pode construir.",
    spirituality:
      "A Justiça liga a vida espiritual à ética do dia a dia. Reflita se as suas ações estão de acordo com os valores que você defende, e trate a lei de causa e efeito como uma professora, e não como uma juíza.",
    projects:
      "Para os planos, esta carta favorece critérios claros, uma divisão justa do trabalho e decisões baseadas em evidências. Pese as opções pelos seus méritos, coloque os acordos no papel e abra mão das ideias que não resistem a um exame atento.",
    emotions:
      "Talvez você esteja tentando entender algo que pareceu injusto, ou separando os seus próprios sentimentos entre certos e errados. Reconheça o que é verdadeiro para você sem se fechar a outros pontos de vista; a clareza costuma acalmar a tempestade.",
    creativity:
      "Na criação, a Justiça traz o olhar do editor: estrutura, proporção e crítica honesta. É um bom momento para revisar, cortar o que não serve à obra e equilibrar a ambição com o ofício.",
  },
  advice: "Pese os fatos com honestidade, assuma a sua parte e escolha aquilo que você poderia defender de consciência tranquila.",
  yesNoReason:
    "A Justiça não pende para nenhum lado por si só; a resposta tende a seguir o que é justo e verdadeiro na situação, de modo que o resultado reflete as ações que estão por trás dele.",
  element: "Ar",
  astrology: "Libra",
  imageAlt:
    "Uma figura coroada, de manto vermelho e capa verde, está sentada num trono de pedra entre duas colunas cinzentas, segurando uma espada erguida na mão direita e uma balança dourada equilibrada na esquerda. Um véu roxo pende atrás do trono, contra um céu amarelo.",
};
