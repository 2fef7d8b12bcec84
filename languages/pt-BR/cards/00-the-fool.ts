import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Louco",
  keywords: {
    upright: ["novos começos", "salto de fé", "espontaneidade", "inocência", "estrada aberta", "espírito livre"],
    reversed: ["imprudência", "hesitação paralisante", "ingenuidade", "medo do desconhecido", "energia dispersa", "alertas ignorados"],
  },
  summary:
    "Um viajante caminha rumo à beira de um penhasco com uma rosa branca na mão e um cãozinho nos calcanhares: começos feitos na confiança, antes que a experiência ensine a cautela.",
  upright:
    "O Louco está bem no início da jornada, com o rosto voltado para o sol, tão absorto no céu aberto que mal percebe o abismo a seus pés. Quando ele aparece, algo na sua vida está pedindo um primeiro passo, e não um plano acabado. A pequena trouxa presa ao bastão guarda tudo de que ele precisa por enquanto, e a rosa branca em sua mão fala de uma intenção ainda limpa e desarmada." +
    "\n\n" +
    "É um convite para receber o que é novo com curiosidade, e não com uma lista de tarefas. Você não precisa saber onde o caminho termina para começar a percorrê-lo. O cãozinho que salta ao lado dele costuma ser lido como o instinto acompanhando o passo do sonhador; então deixe o entusiasmo guiar, enquanto uma parte mais quieta de você continua de olho no chão sob as suas botas.",
  reversed:
    "Na posição invertida, o passo leve do Louco pode virar um tropeço. Ou você está correndo para a beira sem olhar para baixo, dizendo sim a tudo porque desacelerar parece sem graça, ou parou na borda do penhasco, de mala pronta, sem conseguir se mexer porque a aterrissagem não está garantida. Nenhum dos extremos é liberdade: um ignora o chão, o outro recusa o céu." +
    "\n\n" +
    "As duas versões apontam para a mesma pergunta: em que você está confiando, e isso merece mesmo essa confiança? Observe se um recomeço está sendo estragado pelo descuido com dinheiro, promessas ou os sentimentos dos outros, ou se o medo está se fantasiando de bom senso. O cãozinho continua latindo o seu aviso. Escute-o e então escolha um passo que seja corajoso sem ser cego.",
  categories: {
    general:
      "Um novo capítulo está se abrindo, e ele favorece a mente de iniciante mais do que uma estratégia bem polida. Dê o primeiro passo honesto e deixe que o caminho se revele à medida que você avança, verificando apenas se o chão vai aguentar o seu peso.",
    love:
      "Para quem está solteiro, o Louco sugere conhecer pessoas com leveza, sem um roteiro de como tudo deve terminar. Num relacionamento, ele convida à brincadeira, a uma aventura a dois ou a um recomeço que sacuda a rotina. Mantenha a abertura, mas diga com clareza o que você está oferecendo, para que ninguém fique na dúvida.",
    career:
      "Esta carta costuma aparecer perto de uma mudança de carreira, de um primeiro emprego, de um salto para o trabalho autônomo ou de uma ideia que ainda não cabe em nenhum cargo. O entusiasmo é o seu verdadeiro trunfo aqui; some a ele uma modesta reserva financeira, para que o salto pareça empolgante, e não assustador.",
    health:
      "A energia do Louco é animada e inquieta, então reflita se os seus dias deixam espaço para ar fresco, para um movimento de que você goste e para um descanso de verdade. Experimente um hábito novo com a paciência de quem está começando, em vez de um plano de tudo ou nada, e perceba onde a impulsividade costuma esgotar as suas reservas.",
    personal_development:
      "Aqui o crescimento vem da experiência, e não do estudo: tentar, errar e aprender pelo caminho. Permita-se ser iniciante em alguma coisa e encare os primeiros erros como o preço do ingresso, não como prova de que você deveria parar.",
    spirituality:
      "O Louco é a alma no ponto zero, carregando todas as possibilidades antes que comece a longa jornada pelos Arcanos Maiores. Sua vida interior pode parecer nova e ainda sem forma agora; aproxime-se das práticas com encantamento e confie que você não precisa de certezas para partir.",
    projects:
      "Uma ideia que vivia num caderno está pronta para encontrar o mundo. Comece pequeno e logo, teste o conceito em condições reais e desenhe o mapa quando já puder ver o terreno; apenas identifique o risco ou os dois riscos que poderiam jogar tudo penhasco abaixo.",
    emotions:
      "Talvez você sinta leveza, esperança e uma pontinha de euforia, ou uma inquietação, com a sensação de que algo está prestes a mudar. Deixe esse impulso levar você, sem deixar de admitir qualquer ansiedade escondida por baixo da empolgação.",
    creativity:
      "A energia criativa está crua, brincalhona e sem polimento, e é exatamente assim que deve ser no começo. Rabisque, improvise e faça coisas das quais você não tem certeza; o dom do Louco é a liberdade de criar antes de ter aprendido todas as regras.",
  },
  advice: "Dê o primeiro passo de olhos abertos, confiando na sua curiosidade e mantendo um pé em terra firme.",
  yesNoReason:
    "O Louco diz sim à aventura, mas não pode prometer uma aterrissagem segura; por isso, a resposta depende da sua disposição para aceitar o desconhecido.",
  element: "Ar",
  astrology: "Urano",
  imageAlt:
    "Um jovem viajante de túnica florida e gorro com pena caminha a passos largos rumo à beira de um penhasco, com uma trouxa num bastão apoiado no ombro e uma rosa branca na mão erguida. Um cãozinho branco salta a seus pés, sob um sol branco e brilhante num céu amarelo, com picos nevados ao fundo.",
};
