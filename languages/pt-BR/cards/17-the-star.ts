import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Estrela",
  keywords: {
    upright: ["esperança", "cura", "renovação", "inspiração", "serenidade", "fé no futuro", "generosidade"],
    reversed: ["desânimo", "perda da fé", "desconexão", "dúvida de si", "reservas esgotadas", "falta de direção"],
  },
  summary:
    "Sob uma grande estrela de oito pontas, uma mulher ajoelhada derrama água sobre a terra e sobre o lago. Depois da tempestade vêm a calma, a esperança e uma renovação silenciosa.",
  upright:
    "Depois do abalo da Torre, a Estrela chega como o ar limpo de uma noite clara. Uma mulher se ajoelha à beira de um lago, com um pé sobre a água e um joelho na terra. De duas jarras ela derrama água livremente, um fio de volta para o lago e outro sobre a terra, onde se divide em pequenos regatos. Acima dela brilha uma grande estrela de oito pontas, cercada por sete menores, e um pássaro pousa numa árvore atrás dela." +
    "\n\n" +
    "Esta carta traz uma esperança silenciosa, e não barulhenta. As suas forças estão sendo repostas, devagar e com constância, depois de um período de tensão. A abertura da mulher sugere que você pode baixar um pouco a guarda e confiar que a renovação já está em curso. A inspiração flui quando você para de racioná-la. Compartilhe o que tem, cuide das suas feridas com paciência e deixe que um senso de propósito guie você, como uma estrela brilhante guia um viajante à noite.",
  reversed:
    "Quando a Estrela está invertida, a sua luz parece mais fraca. Talvez você esteja com cansaço, desânimo ou dúvidas sobre se as coisas podem melhorar. Talvez venha derramando a água das suas jarras para os outros sem reabastecê-las, ou tenha perdido o contato com aquilo que costuma dar sentido à sua vida e levar você adiante." +
    "\n\n" +
    "Mas as estrelas não desaparecem quando as nuvens as cobrem. Esta inversão pede que você se reconecte com pequenas fontes de esperança, em vez de esperar por um grande sinal: uma conversa com alguém que entende, um tempo ao ar livre, uma meta modesta que você consiga de fato alcançar. Repare nas histórias que você se conta sobre o futuro e questione as que não deixam espaço para mudança. Se o peso persistir, buscar apoio é uma atitude sábia. A fé costuma voltar aos poucos, muitas vezes por meio de simples gestos de cuidado.",
  categories: {
    general:
      "A Estrela traz uma esperança renovada e a sensação de que as coisas estão melhorando em silêncio. Confie na direção em que você está seguindo e deixe-se guiar por aquilo que inspira você de verdade.",
    love:
      "Nos relacionamentos, esta carta sugere cura, abertura e uma renovação suave da confiança. Quem está solteiro pode descobrir que ser autenticamente quem é atrai a atenção certa, e os casais podem redescobrir uma visão em comum depois de um trecho difícil.",
    career:
      "Profissionalmente, a Estrela favorece um trabalho alinhado aos seus ideais e às suas esperanças de longo prazo. O reconhecimento pode vir aos poucos, então continue mostrando os seus verdadeiros talentos e pense em como o seu trabalho pode servir a algo além de você.",
    health:
      "Pense em reabastecimento: descanso, ar fresco, água e tudo o que de fato restaura a sua energia. Qualquer recuperação é um processo suave e contínuo, e apoiar-se na orientação de um profissional quando precisar faz parte de cuidar bem de si.",
    personal_development:
      "O crescimento vem de se reconectar com as suas esperanças mais profundas e deixar que elas moldem as suas escolhas. A autocompaixão e uma visão de longo prazo vão levar você mais longe do que a pressão ou a comparação.",
    spirituality:
      "No plano espiritual, a Estrela é uma carta de graça e de fé serena. A contemplação sob o céu aberto, a oração ou a meditação podem ajudar você a sentir uma ligação com algo maior e benevolente.",
    projects:
      "Planos guiados por uma visão clara são favorecidos. Mantenha o objetivo de longo prazo à vista, compartilhe as suas ideias abertamente e deixe que os primeiros sinais promissores animem você, sem pressa de terminar.",
    emotions:
      "Talvez você sinta mais calma e esperança depois de um período difícil. Deixe essa suavidade entrar; as suas reservas emocionais estão sendo restauradas, mesmo que o processo pareça lento.",
    creativity:
      "Na criação, a inspiração flui tão livremente quanto a água das jarras da Estrela. Siga as ideias que parecem luminosas, crie pela alegria de criar e deixe que o seu trabalho leve esperança aos outros.",
  },
  advice: "Deixe que a esperança encha você de novo, com delicadeza, e compartilhe a sua luz sem racioná-la.",
  yesNoReason:
    "A Estrela pende para o sim, prometendo um desfecho esperançoso que costuma se desenrolar aos poucos, e não de uma vez.",
  element: "Ar",
  astrology: "Aquário",
  imageAlt:
    "Uma mulher nua se ajoelha à beira de um lago, com um pé sobre a água, derramando água de duas jarras vermelhas: um fio no lago e outro na terra verde. Uma grande estrela amarela de oito pontas brilha no céu azul entre sete estrelas brancas menores, e um pássaro pousa numa árvore atrás dela.",
};
