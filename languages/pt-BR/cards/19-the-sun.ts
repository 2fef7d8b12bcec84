import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Sol",
  keywords: {
    upright: ["alegria", "sucesso", "vitalidade", "confiança", "clareza", "calor humano", "celebração"],
    reversed: ["contratempos passageiros", "entusiasmo apagado", "excesso de confiança", "sucesso adiado", "espírito brincalhão bloqueado", "alegria forçada"],
  },
  summary:
    "Sob um sol radiante, uma criança monta em pelo um cavalo branco, levando um estandarte vermelho vivo diante de um muro de girassóis. Calor, clareza e uma alegria de corpo inteiro.",
  upright:
    "Um grande sol com um rosto humano sereno enche o céu, espalhando raios retos e ondulados em todas as direções. Embaixo, uma criança nua, coroada de flores e com uma pena vermelha, monta um cavalo branco sem sela nem rédeas, com um braço bem aberto e o outro segurando um estandarte vermelho que ondula ao vento. Atrás deles, girassóis se debruçam sobre um muro cinzento. Tudo nesta carta fala de abertura: nada escondido, nada contido." +
    "\n\n" +
    "O Sol está entre as cartas mais positivas do baralho. Ele traz clareza depois da confusão, energia depois do cansaço e a sensação de que você pode ser plenamente quem é, sem pedir desculpas. O sucesso está ao seu alcance, sobretudo quando você encara as coisas com confiança e coração leve. Os relacionamentos ficam mais calorosos e os prazeres simples brilham mais, então permita-se aproveitá-los. A criança não precisa se agarrar ao cavalo; a confiança e o encantamento a levam adiante. Compartilhe o seu calor com generosidade, porque esta luz cresce quando é compartilhada.",
  reversed:
    "Mesmo de cabeça para baixo, o Sol continua brilhando, embora nuvens possam passar na frente dele. Talvez você sinta menos entusiasmo do que de costume, encontre um pequeno atraso ou perceba que o sucesso está chegando mais devagar do que esperava. A energia de fundo continua boa; só precisa de um pouco mais de paciência ou de esforço para aparecer." +
    "\n\n" +
    "Às vezes esta inversão sugere excesso de confiança, a suposição de que tudo vai dar certo sem atenção, ou um brilho usado como máscara sobre o cansaço ou a dúvida. Também pode apontar para uma desconexão do seu lado brincalhão e espontâneo. Pergunte-se o que ajudaria você a se sentir leve de verdade, em vez de apenas parecer alegre. Passe tempo à luz do dia, com pessoas que fazem você rir, ou em passatempos que você adorava na infância. O calor volta com mais facilidade quando você para de insistir que ele já deveria estar aqui.",
  categories: {
    general:
      "O Sol é um sinal luminoso e encorajador de clareza, sucesso e felicidade verdadeira. Encare a situação com abertura e confiança; as coisas provavelmente estão melhores do que você temia.",
    love:
      "No amor, esta carta traz calor, leveza e abertura entre o casal. Ela favorece o afeto sincero e a alegria compartilhada, às vezes boas notícias na família, e quem está solteiro pode brilhar simplesmente sendo quem é.",
    career:
      "Profissionalmente, o Sol aponta para reconhecimento, conquistas visíveis e energia para encarar desafios. Nas finanças, sugere um período de estabilidade e recompensa, então deixe que os seus talentos sejam vistos.",
    health:
      "O Sol reflete vitalidade e pede que você repare no que realmente renova as suas forças, como a luz do dia, as brincadeiras, o movimento e as boas companhias. Aproveite o que faz bem, mantendo um ritmo equilibrado entre dias luminosos e cheios e um descanso de verdade.",
    personal_development:
      "O crescimento vem da autoaceitação e de deixar que o seu eu autêntico fique visível. Uma confiança construída sobre a honestidade, e não sobre a encenação, permite que você brilhe sem esforço.",
    spirituality:
      "No plano espiritual, o Sol fala da alegria como experiência sagrada e da sensação de ter o amparo da própria vida. A gratidão e o simples encantamento podem ser práticas poderosas agora.",
    projects:
      "Os planos são favorecidos, com metas claras e entusiasmo levando-os adiante. Compartilhe o progresso abertamente, comemore cada marco e deixe que o embalo ajude você a concluir o que começou.",
    emotions:
      "Talvez você sinta mais leveza, mais felicidade e mais paz consigo. Deixe esse brilho entrar por inteiro e repare em como ele se espalha para as pessoas ao seu redor.",
    creativity:
      "Na criação, o Sol traz uma energia brincalhona e exuberante e a confiança para mostrar o seu trabalho. Crie com liberdade e alegria, como uma criança, sem se preocupar com julgamentos.",
  },
  advice: "Entre na luz de coração aberto e permita-se aproveitar o que está dando certo.",
  yesNoReason: "O Sol é uma das cartas de sim mais claras do baralho e aponta para um desfecho luminoso e favorável.",
  element: "Fogo",
  astrology: "Sol",
  imageAlt:
    "Um grande sol com um rosto humano sereno irradia raios retos e ondulados sobre uma criança nua, coroada de flores e com uma pena vermelha, que monta em pelo um cavalo branco e segura um estandarte vermelho ondulante. Girassóis altos se erguem atrás de um muro de pedra cinzenta.",
};
