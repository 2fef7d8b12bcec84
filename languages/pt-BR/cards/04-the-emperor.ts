import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Imperador",
  keywords: {
    upright: ["estrutura", "autoridade", "estabilidade", "liderança", "disciplina", "proteção"],
    reversed: ["rigidez", "comportamento controlador", "dominação", "falta de disciplina", "disputas de poder", "teimosia"],
  },
  summary:
    "Num trono de pedra com cabeças de carneiro à altura dos ombros, o Imperador representa a ordem feita para durar: regras claras, liderança firme e disciplina para proteger o que importa.",
  upright:
    "O trono do Imperador é talhado em pedra cinzenta e esculpido com os carneiros de Áries, signo do impulso e da iniciativa. Sob o manto vermelho ele veste uma armadura, e segura um cetro encimado por uma cruz ansata numa das mãos e um globo na outra. Atrás dele se erguem montanhas alaranjadas e nuas: nada macio cresce ali, mas também nada se move com facilidade. Ele carrega a energia da estrutura, da responsabilidade e da segurança tranquila de quem assumiu o comando." +
    "\n\n" +
    "Quando você tira esta carta, a situação pede ordem. Estabeleça limites, faça um plano com etapas claras e aceite que liderar às vezes significa tomar a decisão que os outros vivem adiando. Ele também pode representar uma figura protetora ou um mentor experiente que oferece estabilidade. A autoridade bem usada cria uma estrutura segura, dentro da qual as outras pessoas podem prosperar.",
  reversed:
    "Na posição invertida, a força do Imperador endurece até ficar quebradiça. As regras podem ter se tornado mais importantes do que as pessoas a quem deveriam servir, ou alguém, seja chefe, pai, mãe ou parceiro, pode estar agindo de forma controladora, inflexível ou explosiva. Também pode ser você quem está apertando demais, confundindo controle com segurança. Repare onde o medo do caos está guiando decisões que deveriam nascer do cuidado." +
    "\n\n" +
    "A leitura oposta é igualmente comum: falta de estrutura, com prazos escapando, finanças à deriva e ninguém disposto a assumir o resultado. Pergunte-se com honestidade se este momento pede mais firmeza ou menos. Em qualquer caso, o remédio é uma autoridade justa, transparente e aberta a críticas, inclusive às da parte de você que está cansada de estar sempre no comando.",
  categories: {
    general:
      "A estabilidade vem de assumir a responsabilidade e pôr em prática estruturas sensatas. Lidere com clareza e coerência, e a situação tende a se acomodar em torno da estrutura que você construir.",
    love:
      "O Imperador favorece o compromisso, a confiabilidade e limites claros. Ele pode descrever alguém protetor e constante ao seu lado, ou pedir que essa presença firme seja você; só cuide para que a segurança nunca escorregue para o controle, e para que as duas vozes tenham o mesmo peso.",
    career:
      "Liderança, promoção e reconhecimento da sua competência são temas fortes. Organize as suas finanças, coloque os acordos no papel e encare as ambições com estratégia; instituições consolidadas e pessoas em cargos altos podem se revelar aliadas valiosas.",
    health:
      "Pense na arquitetura dos seus dias: sono regular, movimento constante e refeições em horários fixos podem devolver a sensação de chão firme. Equilibre disciplina e flexibilidade, já que regras rígidas seguidas até a exaustão não servem a ninguém.",
    personal_development:
      "A lição é o domínio de si: cumprir as promessas que você se faz, definir metas e construir hábitos que durem mais do que o bom humor. Também vale explorar como você se relaciona com a autoridade, tanto a sua quanto a dos outros.",
    spirituality:
      "O Imperador sugere uma prática regular e estruturada, que não dependa da inspiração. Reflita sobre onde você encontra ordem e sentido, e sobre como os seus valores podem se tornar uma base sólida o bastante para sustentar você.",
    projects:
      "Agora é hora de cronogramas, papéis claros e um plano firme. Defina quem é responsável pelo quê, estabeleça marcos mensuráveis e defenda o projeto contra distrações e contra o escopo que cresce sem ninguém perceber.",
    emotions:
      "Talvez você sinta firmeza, domínio da situação e vontade de assumir a liderança, ou talvez esteja guardando os sentimentos atrás de uma armadura. A verdadeira força inclui deixar que pessoas de confiança vejam o que há por baixo do peitoral.",
    creativity:
      "A estrutura pode libertar a criatividade: uma rotina diária, uma forma definida ou um prazo firme dão às ideias uma moldura dentro da qual crescer. Trate a sua arte como um ofício a ser dominado e construa-a tijolo por tijolo.",
  },
  advice: "Construa uma estrutura clara em torno do que mais importa e conduza-a com autoridade firme e justa.",
  yesNoReason:
    "Um plano sólido e a disposição de assumir a responsabilidade por ele fazem o Imperador pender para o sim.",
  element: "Fogo",
  astrology: "Áries",
  imageAlt:
    "Um soberano de barba branca, com coroa de ouro, manto vermelho e armadura de aço, está sentado num trono de pedra cinzenta esculpido com cabeças de carneiro, segurando um cetro em forma de cruz ansata numa das mãos e um globo dourado na outra. Montanhas áridas se erguem atrás dele contra um céu vermelho-alaranjado intenso.",
};
