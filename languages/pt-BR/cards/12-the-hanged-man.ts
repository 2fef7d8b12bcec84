import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Enforcado",
  keywords: {
    upright: ["entrega", "pausa", "nova perspectiva", "desapego", "espera", "sacrifício", "suspensão"],
    reversed: ["estagnação", "resistência", "sacrifício inútil", "indecisão", "martírio", "adiamento sem fim"],
  },
  summary:
    "Pendurado de cabeça para baixo numa árvore viva, com toda a calma, um homem com auréola vê o mundo de um novo ângulo. Às vezes, parar é o jeito de seguir em frente.",
  upright:
    "Um homem está pendurado por um pé numa viga em forma de T feita de madeira viva, com a outra perna cruzada atrás do joelho e as mãos escondidas atrás das costas. Ele não se debate. O seu rosto está sereno, e uma auréola dourada brilha em torno da sua cabeça: esta é uma suspensão escolhida, ou pelo menos aceita, e ela traz compreensão. A carta costuma aparecer quando empurrar com mais força deixou de funcionar e o verdadeiro progresso está em fazer uma pausa." +
    "\n\n" +
    "Talvez lhe peçam para abrir mão de algo, seja um plano fixo, uma necessidade de controle ou uma maneira conhecida de enxergar um problema. O que parece atraso pode ser uma estação de gestação. Vire a situação do avesso, olhe para ela de baixo e perceba o que se torna visível quando você para de insistir no seu ângulo original. A paciência aqui é ativa, e não passiva, e a compreensão tende a chegar quando você deixa a quietude fazer o seu trabalho.",
  reversed:
    "Quando a carta está invertida, a figura pendurada volta a ficar de pé, e a pausa pode ter durado mais do que deveria. A espera virou enrolação, e a reflexão escorregou para a indecisão. Talvez você esteja adiando uma escolha porque todas as opções pedem que você abra mão de alguma coisa, ou sacrificando as suas próprias necessidades de um jeito que gera ressentimento em vez de sentido." +
    "\n\n" +
    "A carta também mostra resistência: contorcer-se na corda, tentando forçar um prazo que se recusa a ser forçado. Pergunte-se o que você está esperando de verdade, e se isso algum dia vai chegar sozinho. Às vezes a resposta é tomar uma decisão, mesmo imperfeita. Às vezes é parar de se fazer de mártir e pedir ajuda. Em qualquer caso, a inversão pede honestidade: essa quietude está alimentando você ou só mantendo tudo empacado?",
  categories: {
    general:
      "O Enforcado sugere que uma pausa, e não um empurrão, é o que mais vai ajudar você agora. Afrouxe a necessidade de respostas imediatas e olhe para a situação de um ângulo completamente diferente.",
    love:
      "No amor, esta carta pode descrever um relacionamento numa fase de espera, ou a necessidade de enxergar o ponto de vista da outra pessoa com novos olhos. Soltar expectativas rígidas sobre como as coisas devem se desenrolar muitas vezes abre espaço para uma proximidade verdadeira, embora valha a pena perceber se você está dando muito mais do que recebe.",
    career:
      "Profissionalmente, o progresso pode parecer suspenso, com decisões adiadas ou projetos parados. Use a calmaria para reavaliar prioridades e habilidades; um movimento que parece um passo para o lado pode se revelar a reorientação mais sábia.",
    health:
      "Esta carta pede que você reflita sobre o descanso e sobre desacelerar, em vez de atropelar o cansaço. Quietude, dias mais calmos e tempo longe da correria constante podem restaurar mais do que outra explosão de esforço; se algo preocupar você, uma conversa com um profissional é um passo sensato.",
    personal_development:
      "O crescimento vem pela entrega: questionar suposições, conviver com a incerteza e deixar que uma identidade antiga afrouxe o seu domínio. A mudança de ponto de vista que você conquista agora pode transformar a forma como você lida com muitas áreas da vida.",
    spirituality:
      "A auréola em torno da cabeça do Enforcado faz desta uma das cartas mais contemplativas do baralho. Meditação, retiro ou simples momentos de silêncio podem trazer compreensões que o esforço não alcança; confie na sabedoria de não saber.",
    projects:
      "Para os planos, a carta aconselha uma pausa deliberada antes de se comprometer ainda mais. Revise a premissa do projeto, convide perspectivas inesperadas e aceite refazer a abordagem, em vez de forçar um plano travado a seguir adiante.",
    emotions:
      "Talvez você se sinta num limbo, entre o que foi e o que será. Em vez de lutar contra essa sensação de suspensão, observe as suas emoções sem pressa de resolvê-las; a clareza muitas vezes vem quando a pressão diminui.",
    creativity:
      "Na criação, vire a obra de cabeça para baixo, literal ou figurativamente. Períodos de incubação, pontos de vista inusitados e restrições deliberadas podem destravar ideias que o esforço comum deixaria escapar.",
  },
  advice: "Pare de forçar o resultado por enquanto e olhe para a situação pelo ângulo que você vem evitando.",
  yesNoReason:
    "O Enforcado descreve uma pausa, e não um veredito, então a resposta ainda não está definida e pode ficar mais clara quando você esperar ou enxergar as coisas de outra forma.",
  element: "Água",
  astrology: "Netuno",
  imageAlt:
    "Um homem de túnica azul e meias vermelhas está pendurado de cabeça para baixo por um pé numa viga de madeira em forma de T da qual brotam folhas verdes, com a perna livre dobrada atrás da outra e as mãos atrás das costas. O seu rosto está calmo, e uma auréola amarela brilha em torno da sua cabeça.",
};
