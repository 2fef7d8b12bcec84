import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Roda da Fortuna",
  keywords: {
    upright: ["ciclos", "mudança", "ponto de virada", "boa sorte", "destino", "momento certo"],
    reversed: ["reveses", "resistência à mudança", "má sorte", "padrões repetidos", "atrasos", "sensação de impotência"],
  },
  summary:
    "Uma grande roda gira entre as nuvens, erguendo algumas coisas e baixando outras: um ponto de virada e um lembrete de que toda situação se move em ciclos.",
  upright:
    "A Roda da Fortuna flutua num céu de nuvens, marcada com letras e símbolos alquímicos. Uma esfinge com uma espada está sentada tranquilamente no topo, uma serpente desliza por um dos lados e uma figura com cabeça de chacal sobe pelo outro. Nos quatro cantos, um anjo, uma águia, um touro e um leão leem livros abertos, testemunhas serenas de todo esse girar. A vida se move em ciclos, e neste momento a roda está em movimento." +
    "\n\n" +
    "Esta carta costuma anunciar uma mudança de sorte, muitas vezes para melhor, ou um momento em que as circunstâncias mudam de um jeito que você não planejou. A ligação com Júpiter, planeta da expansão e da sorte, sugere oportunidades para quem se mantém atento. Você não consegue controlar cada raio da roda, mas pode escolher como responder. Receba a virada com flexibilidade e prepare-se para agir quando a hora chegar.",
  reversed:
    "Na posição invertida, a roda pode parecer girar contra você. Atrasos, reveses inesperados ou uma maré de azar podem trazer uma sensação de impotência, ou talvez você perceba a mesma situação voltando de novo e de novo, como um padrão que ainda não foi rompido. É tentador pôr toda a culpa no destino, mas essa visão pode esconder as escolhas que continuam ao seu alcance." +
    "\n\n" +
    "A resistência muitas vezes torna tudo mais difícil: agarrar-se a como as coisas eram, ou insistir que a roda pare onde você gostava. Lembre-se de que as descidas também fazem parte do ciclo e não duram para sempre. Veja quais partes do padrão estão sob a sua influência, aprenda o que esta fase está ensinando e prepare-se em silêncio. A roda continua girando, e você pode subir com ela.",
  categories: {
    general:
      "As circunstâncias estão mudando, e um ponto de virada pode estar mais perto do que parece. Mantenha a flexibilidade, repare nas aberturas que chegam sem aviso e lembre-se de que nenhuma fase, boa ou difícil, fica parada por muito tempo.",
    love:
      "A Roda pode coincidir com um encontro casual, uma mudança repentina nas bases de um relacionamento ou alguém do passado que volta a aparecer. Acompanhe o movimento em vez de se agarrar com força, e repare se um velho padrão amoroso está pedindo, enfim, para ser rompido.",
    career:
      "Uma mudança no trabalho ou nas finanças pode estar no ar: uma vaga inesperada, uma apresentação de sorte ou um ciclo chegando ao fim. Posicione-se para aproveitar a subida mantendo as suas habilidades e os seus contatos em dia, e evite apostar tudo apenas na sorte.",
    health:
      "Reflita sobre os ritmos naturais da sua energia, as horas e as estações em que ela está mais alta ou mais baixa. Trabalhar com esses ciclos, e deixar que as rotinas se ajustem conforme a vida muda, tende a favorecer o equilíbrio mais do que lutar contra eles.",
    personal_development:
      "A lição é fazer as pazes com a mudança enquanto aprende a reconhecer os seus próprios padrões recorrentes. Olhe para pontos de virada anteriores para ver o que você aprendeu, e o que continua repetindo.",
    spirituality:
      "A Roda fala de carma, de ciclos e de uma ordem maior por trás dos acontecimentos. Preste atenção às coincidências significativas e cultive um centro calmo, como o eixo imóvel da roda, que se mantém firme enquanto o aro gira.",
    projects:
      "O momento certo importa muito agora. Uma oportunidade pode surgir de repente, então mantenha o projeto pronto para andar e reserve uma folga para acontecimentos que ninguém consegue prever.",
    emotions:
      "O humor pode subir e descer como o aro da roda, com as circunstâncias mudando mais depressa do que os sentimentos conseguem se assentar. Ancore-se nas coisas e nas pessoas que permanecem constantes enquanto o resto se move.",
    creativity:
      "A inspiração pode chegar em rajadas inesperadas, ou uma ideia abandonada pode voltar, enfim madura. Acompanhe as estações criativas: trabalhe duro nas fases de alta e permita-se descansar, como a terra em pousio, nas calmarias.",
  },
  advice: "Mantenha a leveza e a atenção enquanto a roda gira, e aja quando a oportunidade der a volta até você.",
  yesNoReason:
    "Os resultados ainda estão em movimento, moldados pelo momento e pela forma como você responde à mudança, por isso a Roda responde talvez.",
  element: "Fogo",
  astrology: "Júpiter",
  imageAlt:
    "Uma grande roda laranja, inscrita com letras e símbolos alquímicos, gira entre as nuvens, com uma esfinge azul segurando uma espada no topo, uma serpente amarela descendo pelo lado esquerdo e uma figura vermelha com cabeça de chacal subindo pelo lado direito. Nos quatro cantos, figuras aladas de um anjo, uma águia, um touro e um leão leem livros abertos.",
};
