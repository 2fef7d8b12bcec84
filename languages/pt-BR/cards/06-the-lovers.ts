import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Os Enamorados",
  keywords: {
    upright: ["amor", "união", "harmonia", "escolha significativa", "valores alinhados", "parceria"],
    reversed: ["desarmonia", "valores desalinhados", "indecisão", "desequilíbrio", "fuga de uma escolha", "tentação"],
  },
  summary:
    "Sob os braços abertos de um anjo, duas figuras se encontram sem defesas: os Enamorados falam de conexão profunda e das escolhas que revelam o que você realmente valoriza.",
  upright:
    "A carta dos Enamorados mostra um homem e uma mulher nus e sem vergonha num jardim, abençoados por um anjo alado que surge de uma nuvem diante de um sol ardente. Atrás da mulher cresce a árvore do conhecimento, com uma serpente enrolada no tronco; atrás do homem, uma árvore cujas folhas são chamas. Uma única montanha se ergue entre os dois. A cena fala de união, de honestidade e de um vínculo em que nada precisa ser escondido." +
    "\n\n" +
    "O romance é só parte do significado. Esta carta também pede que você faça uma escolha que reflita quem você é, colocando o coração e os princípios de acordo. Quando os Enamorados aparecem, a harmonia está ao seu alcance, num relacionamento, numa parceria ou dentro de você, mas ela exige um compromisso consciente. Escolha de corpo e alma, guiando-se pelo que importa para você, e não pelo hábito ou pelo medo.",
  reversed:
    "Na posição invertida, as duas figuras parecem se afastar. Um relacionamento pode estar desequilibrado, com uma pessoa dando muito mais do que a outra, ou com valores que já não combinam. A comunicação pode falhar, e antigos ressentimentos podem turvar o que antes fluía sem esforço. Às vezes a ruptura é interna, uma divisão entre o que você quer e o que acredita que deveria querer." +
    "\n\n" +
    "Esta posição também aparece quando você está fugindo de uma decisão, na esperança de que, se esperar o bastante, a escolha seja feita por você. Tentação, lealdades divididas ou uma atração que puxa contra os seus princípios podem estar em jogo. Volte ao centro da questão: o que importa para você, e as suas ações estão honrando isso? Uma conversa honesta, com os outros e consigo, é onde o conserto começa.",
  categories: {
    general:
      "Uma escolha ou uma parceria importante está no centro de tudo. Decida em sintonia com os seus valores mais profundos, e é provável que uma sensação de harmonia venha em seguida.",
    love:
      "Esta é uma das cartas mais românticas do baralho e aponta para atração, intimidade emocional e uma união construída sobre o respeito mútuo. Para um casal, pode marcar um compromisso que se aprofunda; para quem está solteiro, uma conexão de uma honestidade fora do comum. Em qualquer caso, a vulnerabilidade é a porta de entrada.",
    career:
      "Parcerias, colaborações e alianças estão em destaque, junto com uma decisão de carreira que precisa combinar com os seus valores. Avalie as propostas não só pelo salário, mas também pelo quanto o trabalho reflete aquilo que importa para você.",
    health:
      "Aqui o bem-estar depende do equilíbrio entre mente e corpo, trabalho e descanso, dar e receber. As pessoas ao seu redor influenciam como você se sente, então repare quais conexões lhe dão energia e quais deixam você sem forças, e escolha hábitos que pareçam seus, e não impostos.",
    personal_development:
      "A lição é a integração: colocar a cabeça e o coração de acordo. Esclareça os seus valores essenciais e depois pratique tomar decisões que você conseguiria explicar, sem se contorcer, ao seu eu mais verdadeiro.",
    spirituality:
      "Os Enamorados apontam para a união dos opostos e para o próprio amor como caminho espiritual. A devoção, a parceria e o reconhecimento do sagrado em outra pessoa podem abrir você para algo maior do que cada um dos dois.",
    projects:
      "A colaboração é favorecida, sobretudo com alguém cujas habilidades complementam as suas. Antes de se comprometer, garanta que todos compartilham a mesma visão, porque o alinhamento agora evita conflitos depois.",
    emotions:
      "Sentimentos de proximidade, ternura e abertura estão fortes. Se o seu coração estiver dividido entre dois caminhos, permita-se sentir os dois por inteiro antes de decidir.",
    creativity:
      "Parcerias criativas e duetos florescem, assim como obras sobre amor, conexão e escolha. Deixe a sua arte nascer daquilo que mais importa para você, e ela terá convicção.",
  },
  advice: "Faça a sua escolha com o coração e deixe que ela honre os valores segundo os quais você mais deseja viver.",
  yesNoReason:
    "Os Enamorados pendem para o sim, sobretudo quando a pergunta envolve uma conexão ou uma escolha feita em sintonia com os seus valores.",
  element: "Ar",
  astrology: "Gêmeos",
  imageAlt:
    "Um homem e uma mulher nus estão de pé, afastados um do outro, num jardim, sob um anjo alado de cabelos cor de fogo que surge de uma nuvem diante de um grande sol dourado, com os braços abertos em bênção. Atrás da mulher, uma árvore frutífera está envolta por uma serpente; atrás do homem, uma árvore de chamas, e uma montanha vermelha se ergue entre os dois.",
};
