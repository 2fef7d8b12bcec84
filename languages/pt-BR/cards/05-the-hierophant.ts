import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Hierofante",
  keywords: {
    upright: ["tradição", "ensino", "crenças compartilhadas", "instituições", "mentoria", "rituais"],
    reversed: ["rebeldia", "dogmatismo", "caminhos não convencionais", "questionamento da autoridade", "conformismo vazio", "crenças pessoais"],
  },
  summary:
    "Erguendo a mão em bênção sobre dois discípulos ajoelhados, o Hierofante representa a sabedoria herdada, o valor de mestres e tradições e as comunidades unidas por valores comuns.",
  upright:
    "O Hierofante está sentado num templo entre duas colunas cinzentas, usando uma coroa tríplice e segurando uma cruz tríplice. Diante dele se ajoelham dois seguidores e, a seus pés, estão duas chaves cruzadas, emblemas do conhecimento que lhe foi confiado para ser transmitido. Enquanto a Sacerdotisa guarda os seus segredos atrás de um véu, o Hierofante ensina abertamente, traduzindo o mistério em práticas que uma comunidade inteira pode compartilhar." +
    "\n\n" +
    "Esta carta costuma aparecer quando aprender com um sistema estabelecido vai lhe fazer bem: um curso, um mentor, uma instituição respeitada ou costumes que resistiram ao teste do tempo. Ela também pode indicar cerimônias como casamentos, formaturas e ritos de passagem. Seguir um caminho já comprovado não é falta de imaginação. Às vezes, a atitude mais sábia é dominar a forma antes de remodelá-la.",
  reversed:
    "Na posição invertida, o Hierofante indica atrito com as convenções. Regras que antes davam sentido à vida podem agora parecer vazias ou limitantes, e talvez tenha chegado a hora de questionar crenças herdadas da família, da fé ou da profissão. Romper pode ser saudável e corajoso quando nasce da convicção, e não de mera rebeldia. Você pode se sentir como um peixe fora d'água num grupo cujos rituais já não falam com você." +
    "\n\n" +
    "O outro lado desta inversão é o conformismo cego: fazer o que se espera porque é mais fácil do que perguntar se aquilo combina com você. Olhe com atenção para qualquer autoridade que desencoraje perguntas. A sua tarefa é descobrir quais tradições você realmente quer manter e quais já pode deixar de lado, e então construir os seus próprios princípios com o cuidado que um bom professor teria. Com o tempo, a sua própria consciência pode se tornar um mestre digno de ser seguido.",
  categories: {
    general:
      "Métodos consagrados e conselhos de confiança são o guia mais seguro agora. Pense em quem já percorreu este caminho antes de você e aprenda com essas pessoas antes de inventar algo totalmente novo.",
    love:
      "O Hierofante favorece o compromisso, os valores compartilhados e os relacionamentos que seguem um caminho reconhecível, às vezes rumo ao casamento ou a outra promessa formal. A compatibilidade de crenças, as expectativas da família e as tradições que cada pessoa traz podem estar no centro da questão.",
    career:
      "Trabalhar dentro de uma organização, obter qualificações ou cumprir padrões profissionais é recompensado. Um mentor ou um colega mais experiente pode abrir portas, e escolhas financeiras convencionais e bem testadas são favorecidas em relação à especulação.",
    health:
      "Avalie se as suas rotinas e as suas fontes de orientação realmente sustentam o seu bem-estar. Abordagens bem testadas e consultas regulares com um profissional qualificado combinam mais com esta carta do que modismos passageiros ou soluções nunca testadas.",
    personal_development:
      "Estudo, aprendizado ao lado de um mestre e formação estruturada ajudam você a crescer agora. Encontre um professor cujos valores você respeite e, mais tarde, perceba quais das lições dele você realmente quer tornar suas.",
    spirituality:
      "Esta carta aponta para a prática organizada, o ritual sagrado e a comunidade espiritual. Seja voltando a uma tradição conhecida, seja explorando uma nova, a prática compartilhada e a orientação de alguém que conhece o assunto podem aprofundar o seu caminho.",
    projects:
      "Siga as boas práticas estabelecidas, consulte quem tem experiência e apoie-se em métodos comprovados. Este não é o momento para atalhos não testados; um plano sólido e convencional levará o trabalho mais longe.",
    emotions:
      "Você pode encontrar conforto no pertencimento, na rotina e na segurança de estar entre pessoas que compartilham os seus valores. Se as expectativas parecerem sufocantes, dê nome a essa tensão com delicadeza, em vez de empurrá-la para o lado.",
    creativity:
      "Aprenda as técnicas clássicas e estude os mestres do seu ofício. Trabalhar dentro de uma forma tradicional, como um soneto, uma fuga ou uma natureza-morta, afia a habilidade antes de você quebrar as regras de propósito.",
  },
  advice: "Procure um mestre de confiança ou uma tradição comprovada e aprenda as suas lições antes de decidir o que mudar.",
  yesNoReason:
    "O sucesso depende de quanto o seu plano se encaixa nas regras e expectativas já existentes, por isso o Hierofante responde talvez.",
  element: "Terra",
  astrology: "Touro",
  imageAlt:
    "Uma figura religiosa de manto vermelho e coroa tríplice de ouro está sentada entre duas colunas de pedra cinzenta, erguendo a mão direita em bênção e segurando uma cruz tríplice dourada na esquerda. Dois seguidores tonsurados, de vestes estampadas, ajoelham-se diante dele, e duas chaves cruzadas repousam no tapete vermelho a seus pés.",
};
