import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Mago",
  keywords: {
    upright: ["força de vontade", "habilidade", "manifestação", "engenhosidade", "intenção focada", "fala persuasiva"],
    reversed: ["manipulação", "talento desperdiçado", "foco disperso", "trapaça", "insegurança", "promessas vazias"],
  },
  summary:
    "Com a varinha erguida e todas as ferramentas dispostas sobre a mesa, o Mago transforma intenção em ação: você já tem o que precisa para tornar algo real.",
  upright:
    "Acima da cabeça do Mago flutua o símbolo do infinito e, sobre a mesa diante dele, estão os emblemas dos quatro naipes: a taça, o pentáculo, a espada e o bastão. Uma das mãos ergue uma varinha branca em direção ao céu, enquanto a outra aponta para a terra, fazendo dele uma ponte viva entre uma ideia e o seu resultado. Quando esta carta chega, os ingredientes já estão prontos; o que falta é a sua decisão firme de usá-los." +
    "\n\n" +
    "Esta é uma carta de habilidade posta em prática. Ela favorece a fala clara, a apresentação confiante e o saber prático que transforma planos em algo que as pessoas podem tocar. Diga com precisão o que você quer, reúna os seus recursos e aja enquanto a energia está quente. As rosas e os lírios que crescem ao redor dele sugerem que um esforço bem direcionado agora pode dar frutos de verdade.",
  reversed:
    "De cabeça para baixo, as ferramentas do Mago continuam sobre a mesa, mas estão sendo ignoradas ou mal usadas. Talvez você esteja duvidando de habilidades que claramente tem, espalhando esforço por planos demais começados pela metade, ou esperando uma permissão que ninguém vai dar. Às vezes, o truque é simplesmente falar tanto de um projeto que a execução nunca começa." +
    "\n\n" +
    "Há também um aviso mais antigo nesta inversão: o ilusionista que deslumbra com truques de mão. Olhe com atenção para ofertas polidas demais, inclusive as histórias que você conta para si. Se você se pegar distorcendo a verdade para impressionar, ou se deixando levar pela encenação de outra pessoa, dê nome a isso com franqueza. Coloque intenção e ação de novo em sintonia, escolha uma ferramenta e uma meta, e deixe que os resultados, e não o charme, falem por você.",
  categories: {
    general:
      "O momento recompensa a iniciativa: suas habilidades, seus contatos e seus materiais bastam para seguir em frente. Defina um objetivo claro e direcione a sua energia para ele, em vez de esperar por condições perfeitas.",
    love:
      "O Mago traz charme, conversas animadas e a confiança para dizer o que você sente. Se você espera conhecer alguém, dê um passo ativo em vez de esperar que reparem em você; num relacionamento, use as palavras de forma deliberada para criar a proximidade que deseja, e cuide para que o charme venha acompanhado de sinceridade.",
    career:
      "Aqui o talento encontra a oportunidade, o que faz desta uma carta forte para apresentações, negociações, entrevistas e para lançar um empreendimento. Mostre as suas capacidades com convicção e coloque sobre a mesa cada habilidade relevante, do jeito que o Mago expõe as suas ferramentas.",
    health:
      "Pense em como a intenção molda a sua energia no dia a dia, já que pequenas escolhas deliberadas sobre sono, alimentação e movimento vão se somando. O Mago une mente e corpo, então observe se a cabeça acelerada está deixando o corpo para trás, e procure um profissional quando algo pedir mais do que bons hábitos.",
    personal_development:
      "Este é um convite para reconhecer a sua própria capacidade de agir. Pratique transformar um pensamento em ação no mesmo dia, ainda que de formas mínimas, para que a confiança se apoie em evidências, e não em esperança.",
    spirituality:
      "Assim em cima como embaixo: a varinha erguida e o dedo que aponta para o chão descrevem o espírito expresso em atos comuns. Rituais, visualização e meditação focada estão especialmente potentes agora, desde que levem de volta à forma como você realmente vive.",
    projects:
      "Tudo o que é preciso para um começo forte está ao seu alcance. Escreva o objetivo, liste os recursos que você já tem e comece pela tarefa que usa a sua melhor habilidade; o embalo costuma atrair o que ainda falta.",
    emotions:
      "Talvez você sinta capacidade, agilidade e vontade de agir, com a sensação de que a vida está respondendo a você. Aproveite essa faísca e continue verificando se a confiança nasce de um sentimento honesto, e não de uma encenação.",
    creativity:
      "A mesa do Mago é a bancada de quem cria: palavras, cores, sons e materiais estão prontos para ganhar forma. Comprometa-se com uma obra e termine-a, porque a habilidade cresce mais rápido quando as ferramentas estão de fato nas suas mãos.",
  },
  advice: "Reúna as ferramentas que você já tem, diga em voz alta aonde quer chegar e aja hoje mesmo.",
  yesNoReason:
    "Aqui o sim é favorecido: a capacidade e os recursos já estão sobre a mesa, desde que você aja de forma deliberada.",
  element: "Ar",
  astrology: "Mercúrio",
  imageAlt:
    "Um jovem de cabelos escuros, de túnica branca e manto vermelho, ergue uma varinha branca para o céu com uma das mãos e aponta para o chão com a outra, com o símbolo do infinito sobre a cabeça. Diante dele, uma mesa tem uma taça, um pentáculo, uma espada e um bastão, e rosas vermelhas e lírios brancos emolduram o fundo amarelo.",
};
