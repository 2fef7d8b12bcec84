import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Eremita",
  keywords: {
    upright: ["solidão escolhida", "introspecção", "orientação interior", "sabedoria", "busca interior", "retiro silencioso"],
    reversed: ["isolamento", "solidão", "fuga", "desorientação", "análise excessiva", "recusa de conselhos"],
  },
  summary:
    "Sozinho num pico nevado, o Eremita ergue uma lanterna que guarda uma única estrela: a sabedoria encontrada na solidão e uma luz que você carrega para si e para os outros.",
  upright:
    "O Eremita está num cume gelado, envolto num longo manto cinzento, com a lanterna erguida. Dentro dela brilha uma estrela de seis pontas, uma luz pequena e firme que mostra apenas os próximos passos. O cajado alto o sustenta na subida, e a neve ao seu redor fala da distância que o separa do barulho da vida comum. Ele se recolheu não para fugir, mas para buscar o que realmente importa." +
    "\n\n" +
    "Quando ele aparece, afastar-se das multidões e do fluxo constante de estímulos pode ajudar você a ouvir os próprios pensamentos. Reflexão, estudo e tempo a sós, sem pressa, oferecem uma compreensão que nenhuma voz de fora pode dar. Depois de encontrar a sua própria luz, você pode se tornar guia para outras pessoas; repare que o Eremita segura a lanterna no alto, onde ela pode ser vista. Desacelere e deixe a compreensão se formar no seu próprio ritmo.",
  reversed:
    "Na posição invertida, a solidão pode azedar e virar isolamento. Talvez você tenha se recolhido por tanto tempo que isso agora parece solitário ou sem vida, ou talvez esteja evitando pessoas e decisões sob a bandeira de precisar de um tempo só seu. Uma lanterna que ninguém mais vê começa a parecer uma luz muito pequena. O perfeccionismo e a análise sem fim também podem manter você lá no alto da montanha muito depois de a lição ter sido aprendida." +
    "\n\n" +
    "O contrário também pode ser verdade: a sua vida anda tão cheia de tarefas e de gente que não sobra espaço nenhum para a reflexão, e daí vem a sensação de estar sem rumo. Em qualquer caso, busque o equilíbrio. Procure as pessoas se você andou se escondendo; reserve um pouco de silêncio se anda se afogando em ruído. Uma única conversa honesta com alguém de confiança pode reacender a lanterna. A sabedoria reunida na solidão precisa de conexão antes de se tornar útil.",
  categories: {
    general:
      "Um período de reflexão vai lhe servir melhor do que sair correndo adiante. Afaste-se da confusão, organize os pensamentos e confie na percepção que surge no silêncio.",
    love:
      "O Eremita pode descrever uma temporada de solteirice escolhida, ou a necessidade de espaço para respirar dentro de um relacionamento. Entender a si primeiro vai ajudar você a amar com mais clareza, e ter ao lado alguém que respeita a sua necessidade de reflexão é um bom sinal.",
    career:
      "Talvez você esteja reavaliando a sua direção ou buscando um trabalho com um sentido mais profundo. Trabalho concentrado e solitário, pesquisa e conhecimento especializado são favorecidos; peça conselho a um mentor experiente, ou seja esse mentor para outra pessoa.",
    health:
      "Pergunte-se se você está tendo silêncio, descanso e tempo longe dos estímulos constantes na medida certa. Caminhadas solitárias ou rotinas noturnas de reflexão podem restaurar a energia, mas repare se o recolhimento começa a virar isolamento e, se isso acontecer, procure amigos ou um profissional.",
    personal_development:
      "Este é um tempo fértil para a busca interior e o autoexame honesto. Escrever um diário, fazer um breve retiro ou ler de forma lenta e deliberada pode iluminar o próximo trecho do seu caminho.",
    spirituality:
      "O Eremita é o arquétipo de quem busca por um caminho solitário. Meditação, contemplação ou tempo em lugares selvagens podem trazer compreensão, e a luz que você segue arde dentro da sua própria lanterna, não na de outra pessoa.",
    projects:
      "Pense antes de agir: uma análise e um planejamento cuidadosos agora vão poupar você de erros caros depois. Trabalhe os detalhes com calma e método, bem ao estilo de Virgem, antes de mostrar o plano a quem quer que seja.",
    emotions:
      "Talvez você sinta vontade de se voltar para dentro, um certo recolhimento ou a necessidade de um tempo a sós. Honre essa necessidade, mas mantenha um fio de conexão com as pessoas que importam para você.",
    creativity:
      "A solidão alimenta a sua criatividade agora. Recolha-se no ateliê, na escrivaninha ou no caderno, longe das opiniões alheias, e deixe a obra se desenvolver nos próprios termos antes de compartilhá-la.",
  },
  advice: "Recolha-se numa reflexão silenciosa e siga a luz pequena e firme da sua própria compreensão.",
  yesNoReason:
    "A resposta pede mais olhar para dentro antes de se mostrar, por isso o Eremita oferece um talvez.",
  element: "Terra",
  astrology: "Virgem",
  imageAlt:
    "Um velho de barba, num longo manto cinzento com capuz, está sozinho num pico nevado, erguendo uma lanterna com uma estrela de seis pontas brilhando dentro e apoiado num cajado amarelo alto. Atrás dele há um céu liso, azul-acinzentado.",
};
