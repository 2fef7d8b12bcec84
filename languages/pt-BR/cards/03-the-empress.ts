import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Imperatriz",
  keywords: {
    upright: ["abundância", "acolhimento", "fertilidade", "sensualidade", "crescimento natural", "conforto"],
    reversed: ["bloqueio criativo", "cuidado sufocante", "descuido de si", "dependência", "estagnação", "excessos"],
  },
  summary:
    "Entre o trigo maduro e um riacho que corre, a Imperatriz encarna o crescimento que nasce do cuidado: criatividade, conforto e fartura que florescem quando cultivados com paciência.",
  upright:
    "Tudo ao redor da Imperatriz está vivo e amadurecendo. O trigo cresce denso a seus pés, uma cachoeira despenca da floresta atrás dela, e o escudo em forma de coração ao seu lado traz o símbolo de Vênus, planeta do amor e do prazer. Ela é a grande cuidadora do baralho, e sua presença anuncia uma estação em que aquilo que você plantou, sejam relacionamentos, ideias ou um jardim de verdade, está pronto para florescer." +
    "\n\n" +
    "Ela pede que você se entregue por inteiro aos sentidos: boa comida, toque, beleza, tempo ao ar livre. No mundo dela, a abundância não vem de fazer mais força, mas de criar condições em que o crescimento acontece por si só. Cuide dos outros com generosidade e lembre-se de que você também merece cuidado. Aqui, conforto não é preguiça; é terreno fértil.",
  reversed:
    "Na posição invertida, a cachoeira da Imperatriz se reduz a um fio de água. A criatividade pode parecer bloqueada, ou o cuidado que você oferece virou doação em excesso, deixando você sem energia enquanto todo mundo se apoia em você. Às vezes o padrão corre no sentido oposto, e o afeto se torna sufocante, com ajuda empurrada para pessoas que nunca a pediram." +
    "\n\n" +
    "Os excessos também podem aparecer: conforto buscado além da conta porque algo mais profundo está sem alimento. Outra versão é o descuido com o corpo e os sentidos: viver dentro da própria cabeça, pular refeições, esquecer como é sentir prazer. O remédio é suave e prático, e descanso não é um prêmio que você precisa merecer. Reconecte-se com a natureza, recomponha primeiro as suas próprias reservas e deixe as coisas crescerem no seu ritmo, em vez de exigir frutos de uma semente plantada ontem.",
  categories: {
    general:
      "Esta é uma carta fértil e generosa: algo na sua vida está crescendo bem e merece cuidado contínuo. Aposte no conforto, na beleza e na paciência, e deixe os resultados amadurecerem no tempo deles.",
    love:
      "A Imperatriz traz calor, afeto e conexão sensual, e muitas vezes descreve um relacionamento que se aprofunda em algo acolhedor e seguro. Expresse o amor com cuidado atento e presença física; para algumas pessoas, ela também fala de família, de construir um lar ou de gravidez.",
    career:
      "Crescimento e abundância material são possíveis, sobretudo em trabalhos que cuidam, embelezam ou criam. Trate a sua carreira como um jardim: invista com constância, tenha generosidade com os colegas e deixe a prosperidade se acumular, em vez de correr atrás de retornos rápidos.",
    health:
      "Observe o quanto você se nutre, em todos os sentidos: refeições que lhe dão prazer, tempo entre árvores ou perto da água, um sono reparador e o simples prazer de habitar o próprio corpo. A Imperatriz valoriza o equilíbrio mais do que regimes rígidos, então repare onde o cuidado com os outros tomou o lugar do cuidado com você.",
    personal_development:
      "A autoestima cresce quando você se trata com a mesma gentileza que oferece de bom grado aos outros. Pratique receber, sejam elogios, ajuda ou descanso, como uma habilidade tão valiosa quanto dar.",
    spirituality:
      "Aqui a espiritualidade é terrena e encarnada: o sagrado encontrado nas estações, no solo, no ato de fazer e no próprio corpo. Cuidar de um jardim, caminhar devagar, cozinhar com atenção ou celebrar os ciclos da natureza pode se tornar uma prática verdadeira.",
    projects:
      "Um projeto já em andamento está ganhando força e logo pode estar pronto para a colheita. Continue cuidando dele com constância, torne o ambiente de trabalho agradável e resista à vontade de arrancar as raízes só para conferir se estão crescendo.",
    emotions:
      "Talvez você sinta contentamento, amor e uma plenitude emocional, ou simplesmente esteja mais à vontade na própria pele. Se, em vez disso, estiver sem energia, tome isso como um sinal para encher o seu próprio copo antes de servir mais aos outros.",
    creativity:
      "A Imperatriz está entre as forças mais criativas do baralho, fértil em ideias que querem nascer. Trabalhe com texturas, cores e os sentidos, e deixe que o próprio ato de criar seja prazeroso, e não uma prova em que você precisa passar.",
  },
  advice: "Cuide do que você ama, inclusive de si, e dê a isso o tempo de que precisa para crescer.",
  yesNoReason:
    "A Imperatriz pende para o sim porque a sua energia é fértil e generosa, favorecendo o crescimento e um desfecho acolhedor.",
  element: "Terra",
  astrology: "Vênus",
  imageAlt:
    "Uma mulher de cabelos claros, com uma coroa de estrelas e um vestido branco estampado com romãs, está sentada sobre almofadas vermelhas segurando um cetro, com um escudo em forma de coração com o símbolo de Vênus ao seu lado. Trigo dourado cresce a seus pés, e uma cachoeira desce de uma floresta verde-escura sob um céu amarelo.",
};
