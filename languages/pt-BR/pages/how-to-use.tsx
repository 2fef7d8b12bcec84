import type { ProseTools, StaticPageWords, HowToUseWords } from "../../prose";

function HowToUsePtBR(tools: ProseTools): HowToUseWords {
  const { appName } = tools;
  return {
    title: "Como usar",
    lead: "Uma leitura leva um ou dois minutos. Veja, passo a passo, como aproveitá-la ao máximo.",
    stepsTitle: "Seis passos até a sua leitura",
    steps: [
      {
        title: "Faça uma pergunta",
        text: "Escreva o que você quer perguntar na caixa de pergunta ou clique em “Sugerir pergunta” para ter uma ideia. Perguntas abertas, como “O que eu preciso entender sobre…”, funcionam melhor.",
      },
      {
        title: "Escolha a tiragem",
        text: "“Uma carta” traz uma única mensagem focada; “Sim ou não” pesa três cartas para chegar a um veredito; “Três cartas” e “Tarô completo” vão mais fundo.",
      },
      {
        title: "Escolha uma categoria",
        text: "Diga às cartas sobre qual área da vida você está perguntando, por exemplo Amor, Carreira ou Espiritualidade, ou mantenha “Pergunta geral”.",
      },
      {
        title: "Embaralhe e tire suas cartas",
        text: "O baralho é embaralhado e aberto em leque, com as cartas viradas para baixo. Respire fundo e escolha quantas cartas a sua leitura pede.",
      },
      {
        title: "Clique em “Revelar e interpretar”",
        text: "Clique em “Continuar” para dispor suas cartas e depois em “Revelar e interpretar” para virá-las e escrever sua leitura.",
      },
      {
        title: "Leia a interpretação",
        text: "Cada carta é lida no seu lugar na tiragem, e no fim vem uma síntese. Fique com o que fizer sentido para você e deixe que isso guie a sua própria reflexão.",
      },
    ],
    startReading: "Começar uma leitura",
    exampleTitle: "Um exemplo de leitura de três cartas",
    question: "“Como posso encontrar um equilíbrio melhor entre trabalho e descanso?”",
    example: [
      {
        position: "Passado",
        card: "The Hermit",
        reading: "Uma fase de recolhimento ensinou você a se escutar. Você já aprendeu que o silêncio não é tempo perdido.",
      },
      {
        position: "Presente",
        card: "Temperance",
        reading: "O anjo passa a água de uma taça para a outra: agora o equilíbrio vem de misturar com constância, não de semanas de tudo ou nada.",
      },
      {
        position: "Futuro",
        card: "The Star",
        reading: "Mantenha esse ritmo e a esperança volta. O descanso enche de novo a taça da qual você serve, e seu trabalho fica mais leve com isso.",
      },
    ],
    together: "No conjunto: você já sabe descansar, e o presente pede que isso vire uma medida diária, e não uma fuga. Pausas pequenas e regulares são a ponte entre o esgotamento e uma esperança renovada.",
    cardsTitle: "Os 22 Arcanos Maiores",
    cardsIntro: `Cada carta tem uma página própria com seus significados. O ${appName} lê todas as cartas na posição normal; cada página traz também o significado na posição invertida, para você conhecer melhor a carta.`,
    cardLabel: (numeral) => <>, carta {numeral}</>,
  };
}

export const howToUse: StaticPageWords<HowToUseWords> = {
  title: "Como usar",
  description: () =>
    "Seis passos para uma leitura de tarô: faça uma pergunta, escolha a tiragem e a categoria, tire suas cartas, revele e leia.",
  body: HowToUsePtBR,
};
