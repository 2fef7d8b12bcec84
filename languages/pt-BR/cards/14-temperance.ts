import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Temperança",
  keywords: {
    upright: ["equilíbrio", "moderação", "paciência", "mistura", "cura", "propósito", "caminho do meio"],
    reversed: ["excesso", "desequilíbrio", "impaciência", "discórdia", "compromissos demais", "falta de harmonia"],
  },
  summary:
    "Um anjo alado verte água entre duas taças douradas, com um pé na terra e outro num lago. A mistura paciente dos opostos cria algo inteiro.",
  upright:
    "Um anjo de grandes asas vermelhas está com um pé sobre uma pedra e o outro num lago, vertendo água de uma taça dourada para outra. O fluxo parece correr num ângulo impossível, sinal de que algo alquímico está acontecendo: duas coisas estão sendo misturadas até se tornarem uma terceira. Um caminho serpenteia da água até montanhas distantes, onde se ergue uma coroa de luz. A Temperança é a arte de encontrar a medida certa, de novo e de novo." +
    "\n\n" +
    "Quando esta carta aparece, o convite é para desacelerar e combinar, em vez de escolher. Trabalho e descanso, coração e cabeça, ambição e cuidado: cada um precisa do outro na proporção certa. O triângulo na veste do anjo e o brilho em torno da sua cabeça sugerem que esse equilíbrio serve a um propósito maior. O progresso pode ser gradual, mas é constante e bem integrado, e a paciência agora poupa você de ter de desfazer escolhas apressadas mais tarde.",
  reversed:
    "Na posição invertida, a água transborda. Algo está fora de proporção: trabalho demais e descanso de menos, dar demais e receber de menos, ou uma oscilação entre extremos que deixa você sem energia. Talvez você sinta impaciência, querendo resultados mais rápido do que a situação permite, ou perceba que as pessoas ao seu redor estão puxando em direções opostas." +
    "\n\n" +
    "Repare onde a mistura desandou, em vez de se culpar. Quais hábitos foram escorregando para o excesso, e o que você deixou de lado? Pequenos ajustes feitos com constância realinham as taças de forma mais confiável do que correções drásticas. A inversão também pode apontar para um choque de valores numa parceria ou numa equipe, em que encontrar um terreno comum pode exigir que cada lado ceda um pouco. Recalibre com delicadeza e deixe que o caminho do meio se torne uma prática, e não uma regra.",
  categories: {
    general:
      "A Temperança favorece uma abordagem paciente e equilibrada, em vez de gestos dramáticos. Combine com cuidado os diferentes elementos da sua situação e confie que um progresso constante vai levar você aonde quer chegar.",
    love:
      "Nos relacionamentos, esta carta mostra uma harmonia construída com concessões, ajustes mútuos e uma comunicação tranquila. Duas pessoas diferentes estão aprendendo a criar algo em comum, então dê tempo ao processo e fuja de extremos como o ciúme ou o afastamento.",
    career:
      "No trabalho, a Temperança apoia a colaboração, a mediação e a gestão cuidadosa dos recursos. Nas finanças, ela aconselha moderação: evite gastos impulsivos ou apostas arriscadas e busque um ritmo sustentável, em vez de picos de excesso de trabalho.",
    health:
      "Aqui o anjo empurra você de leve rumo à moderação nos ritmos do dia a dia, com sono, movimento, refeições e tempo de tela em proporções sensatas. Pense em onde você costuma exagerar ou passar vontade, e faça pequenos ajustes que consiga de fato manter.",
    personal_development:
      "O crescimento vem de integrar as diferentes partes de você, em vez de reprimir qualquer uma delas. Pratique a paciência, repare nos seus extremos e deixe o autoconhecimento se desenvolver com um esforço constante e repetido.",
    spirituality:
      "A Temperança é uma carta de alquimia interior, em que a vida diária e a prática espiritual fluem uma para a outra como a água entre as duas taças. Uma prática constante e moderada serve melhor do que rompantes intensos de vez em quando.",
    projects:
      "Os planos prosperam com um ritmo cuidadoso e a combinação certa de pessoas e recursos. Teste as ideias em pequenas doses, ajuste a mistura à medida que aprende e resista à tentação de correr para a linha de chegada.",
    emotions:
      "Talvez você esteja encontrando um centro mais calmo depois de um período turbulento. Deixe as emoções fluírem por você sem represá-las nem deixar que transbordem; o equilíbrio volta à medida que você dá a cada sentimento o peso que lhe cabe.",
    creativity:
      "Na criação, experimente misturar meios, gêneros ou influências que raramente se encontram. Sobrepor camadas e refinar com paciência vai render um resultado mais rico do que uma única pincelada ousada.",
  },
  advice: "Encontre a medida certa para cada parte da sua vida e deixe que a paciência faça a mistura.",
  yesNoReason:
    "A Temperança pende para o sim, embora geralmente por meio de um progresso constante e paciente, e não de uma virada repentina.",
  element: "Fogo",
  astrology: "Sagitário",
  imageAlt:
    "Um anjo alado de veste branca, com um triângulo laranja no peito, verte água entre duas taças douradas, com um pé sobre uma rocha e o outro num lago. Íris amarelas crescem junto à água, e um caminho leva a montanhas azuis sob um sol radiante.",
};
