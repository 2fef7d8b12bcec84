import type { ProseTools, StaticPageWords, AboutWords } from "../../prose";

const freeReadings = ({ figures, plural }: ProseTools) => plural(figures.freeReadingsPerMonth, { one: "{count} leitura grátis", other: "{count} leituras grátis" });

function AboutPtBR(tools: ProseTools): AboutWords {
  const { appName } = tools;
  return {
    title: "Sobre",
    lead: <>O {appName} é um lugar tranquilo para trazer uma pergunta e olhar para ela de um novo ângulo.</>,
    body: (
      <>
        <p>
          Escrevemos leituras de tarô com IA a partir dos 22 Arcanos Maiores: as cartas que falam das grandes
          viradas da vida, dos recomeços e das escolhas difíceis aos finais e à renovação. Você traz a pergunta; as
          cartas que você tira dão forma à história, e nossa IA a coloca em palavras.
        </p>
        <p>
          Para nós, o tarô é uma ferramenta de reflexão, não uma profecia. Uma leitura não vai decidir por você, mas
          pode ajudar você a perceber o que já sente e a pensar no próximo passo com a cabeça mais clara.
        </p>
        <p>
          Aqui o tarô é para todo mundo. Não há nada para decorar, suas leituras ficam privadas e toda conta ganha{" "}
          {freeReadings(tools)} por mês.
        </p>
      </>
    ),
    featuresTitle: "O que você vai encontrar aqui",
    features: [
      {
        title: "Mensagens divinas",
        text: "Cada leitura é escrita para a sua pergunta e as cartas que você tirou, ligando cada carta ao seu lugar na tiragem.",
      },
      {
        title: "Mística para todos",
        text: "Não é preciso ter experiência. Uma linguagem simples e acolhedora torna o tarô convidativo, seja na sua primeira leitura ou na centésima.",
      },
      {
        title: "Magia num instante",
        text: "Tire suas cartas e receba sua interpretação em instantes, sempre que uma pergunta não sair da sua cabeça.",
      },
      {
        title: "Sagrado e privado",
        text: "Suas perguntas e leituras pertencem a você. Elas nunca são compartilhadas, e nunca vendemos seus dados.",
      },
    ],
    startReading: "Começar uma leitura",
    howToUse: "Como usar",
  };
}

export const about: StaticPageWords<AboutWords> = {
  title: "Sobre",
  description: (appName) =>
    `O ${appName} escreve com IA leituras de tarô privadas e cuidadosas a partir dos 22 Arcanos Maiores, uma ferramenta de reflexão que qualquer pessoa pode usar.`,
  body: AboutPtBR,
};
