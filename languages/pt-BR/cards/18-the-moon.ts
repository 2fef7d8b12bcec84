import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Lua",
  keywords: {
    upright: ["intuição", "ilusão", "incerteza", "sonhos", "o subconsciente", "ansiedade", "coisas ocultas"],
    reversed: ["clareza que volta", "soltar o medo", "segredos vindo à tona", "autoengano", "emoções reprimidas", "julgamento equivocado"],
  },
  summary:
    "Uma lua sonhadora ilumina um caminho entre duas torres enquanto um cão e um lobo uivam e um lagostim sai da água. À noite, nem tudo é o que parece.",
  upright:
    "Uma lua cheia, com um perfil de lua crescente, olha para baixo de olhos fechados enquanto gotas de luz caem em direção à terra. Lá embaixo, um cão e um lobo uivam para o céu, um domesticado e o outro selvagem, enquanto um lagostim sai de um lago para um caminho que serpenteia entre duas torres rumo a colinas distantes. A cena é estranha, onírica e só meio iluminada. Este é o reino da intuição, da imaginação e de tudo o que se agita sob a superfície." +
    "\n\n" +
    "Quando a Lua aparece, pode ser difícil encontrar clareza. As informações estão incompletas, os sentimentos ficam ampliados e os medos podem ganhar formas maiores do que os fatos justificam. Em vez de forçar uma certeza, avance devagar e confie nos seus instintos, conferindo-os com a realidade. Preste atenção aos sonhos, às imagens recorrentes e às reações viscerais; elas podem trazer mensagens que a sua mente racional deixou passar. O caminho está ali, mesmo que você só consiga ver alguns passos dele.",
  reversed:
    "Na posição invertida, a Lua costuma indicar que a névoa começa a se dissipar. A confusão dá lugar à compreensão, um engano vem à tona ou um medo que você carregava se revela menor do que parecia. Você pode sentir um alívio real ao começar a ver a situação à luz do dia." +
    "\n\n" +
    "A inversão também pode apontar para dentro: emoções que você empurrou para baixo, ansiedades que ainda não nomeou ou o hábito de se contar uma história mais confortável do que a verdadeira. Se for o caso, traga essas coisas à vista com delicadeza. Escrever um diário, conversar com alguém de confiança ou simplesmente observar as suas reações pode ajudar. Tenha cuidado com decisões tomadas enquanto a desorientação ainda não passou, e deixe a nova clareza assentar antes de agir com base nela. Como o lagostim que sobe do lago, aquilo que emerge das profundezas pode ser encarado e compreendido.",
  categories: {
    general:
      "A Lua sugere que a situação ainda não está totalmente visível e que emoções ou suposições podem estar tingindo a sua visão. Avance com cuidado, confie na sua intuição e espere por mais luz antes de tirar conclusões firmes.",
    love:
      "Nos relacionamentos, pode haver sentimentos não ditos, sinais confusos ou projeções que embaçam o quadro. Evite tirar conclusões precipitadas; conversas gentis e honestas ajudam a separar as preocupações reais das imaginadas.",
    career:
      "No trabalho, as informações podem estar incompletas ou as intenções pouco claras. Confira os detalhes duas vezes, tenha cautela com contratos ou promessas financeiras que pareçam vagos e escute os seus instintos sobre as pessoas enquanto reúne os fatos.",
    health:
      "Esta carta convida a refletir sobre o sono, os sonhos e a maneira como a preocupação pode drenar a sua energia. Noites tranquilas, rotinas que acalmam e a atenção ao que tira a sua paz podem ajudar; se a ansiedade ou a falta de sono persistirem, conversar com um profissional é um gesto de cuidado.",
    personal_development:
      "O crescimento vem de explorar o seu mundo interior: os sonhos, os medos e as histórias que você se conta. Encarar com curiosidade, e não com pavor, o que se esconde nas sombras constrói um autoconhecimento verdadeiro.",
    spirituality:
      "No plano espiritual, a Lua abre a porta para a intuição, o trabalho com sonhos e os mistérios do inconsciente. Honre essas experiências, mas mantenha os pés no chão e o discernimento sobre o que você aceita como verdade.",
    projects:
      "Os planos podem estar cercados de incerteza ou de variáveis ocultas. Avance passo a passo, teste as suas suposições e adie um compromisso total até que o caminho fique mais claro.",
    emotions:
      "Os sentimentos podem ser profundos e difíceis de nomear, com ansiedades que crescem à noite ou nos momentos de silêncio. Permita-se sentir sem acreditar em todo medo; a manhã muitas vezes traz um olhar mais gentil.",
    creativity:
      "Na criação, a Lua é uma fonte rica de imagens, simbolismo e ideias oníricas. Siga associações estranhas, mantenha um diário de sonhos e deixe a obra permanecer misteriosa por um tempo antes de lhe dar forma.",
  },
  advice: "Deixe a intuição guiar você pelo trecho nebuloso, mas confronte os seus medos com os fatos antes de agir.",
  yesNoReason:
    "A Lua pende para o talvez porque a situação ainda está envolta em incerteza e o quadro completo ainda não veio à luz.",
  element: "Água",
  astrology: "Peixes",
  imageAlt:
    "Uma grande lua amarela, com um rosto de perfil em forma de lua crescente, brilha sobre um caminho que serpenteia entre duas torres cinzentas rumo a montanhas distantes, enquanto gotas de luz caem dela. Um cão e um lobo uivam para a lua, e um lagostim sai de um lago em primeiro plano.",
};
