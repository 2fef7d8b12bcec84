import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Sacerdotisa",
  keywords: {
    upright: ["intuição", "conhecimento oculto", "quietude", "o subconsciente", "mistério", "voz interior"],
    reversed: ["intuição ignorada", "segredos", "retraimento", "pensamento superficial", "confusão", "desconexão de si"],
  },
  summary:
    "Sentada entre uma coluna escura e outra clara, a Sacerdotisa guarda o véu do invisível e pede que você escute o que há sob a superfície antes de agir.",
  upright:
    "A Sacerdotisa não tem pressa. Ela está sentada num limiar, entre a coluna negra marcada com B e a coluna branca marcada com J, com um pergaminho meio escondido no colo e uma lua crescente aos pés. Atrás dela pende um véu bordado com romãs, que encobre o que quer que exista do outro lado. Ela representa aquilo que se sabe sem precisar de explicação: a certeza silenciosa da intuição, dos sonhos e dos pequenos sinais do corpo." +
    "\n\n" +
    "Tirar esta carta sugere que a resposta de que você precisa não virá de mais informação nem de opiniões mais barulhentas. Dê um passo atrás, faça silêncio e perceba o que você já sente. Algumas coisas devem permanecer em segredo por um tempo, e nem toda verdade precisa ser dita antes de ser compreendida. Paciência aqui não é passividade; é assim que o quadro mais profundo entra em foco.",
  reversed:
    "Com a carta invertida, o véu vira muro. Talvez você esteja passando por cima do seu pressentimento porque ele é inconveniente, enchendo cada momento de silêncio com ruído, ou confiando no veredito dos outros em vez de no seu próprio senso interior. Informações importantes podem estar ocultas, seja de você, seja por você. Fofocas e meias-verdades podem estar correndo para ocupar o silêncio onde deveria estar a compreensão verdadeira." +
    "\n\n" +
    "Esta posição também pode indicar segredos que começam a pesar sobre uma situação, ou um recolhimento que passou de uma privacidade saudável para o isolamento. Abra um pequeno espaço para se reconectar consigo: uma caminhada sem fones de ouvido, uma página de diário, uma noite com as telas desligadas, um sonho anotado antes que se apague. A Sacerdotisa não saiu do seu lugar; ela só está esperando que você volte a escutar.",
  categories: {
    general:
      "Nem tudo está visível ainda, e forçar uma decisão agora pode significar agir com base em metade da história. Observe, espere e confie nas impressões que insistem em voltar, em silêncio.",
    love:
      "Pode haver sentimentos não ditos, uma atração mais pressentida do que declarada, ou uma pessoa amada que precisa de espaço antes de se abrir. Deixe a intimidade crescer pela escuta atenta, e confie mais no que os seus instintos percebem sobre o caráter de alguém do que naquilo que essa pessoa apenas diz.",
    career:
      "No trabalho, a discrição está a seu favor agora: mantenha os planos em sigilo até que estejam prontos e sinta o clima do ambiente antes de falar. Pesquisa, aconselhamento, ensino e qualquer função que dependa de percepção estão favorecidos, e um palpite sobre um colega ou um negócio merece atenção.",
    health:
      "Esta carta convida você a se sintonizar com sinais sutis, como cansaço, inquietação ou mudanças no sono e no humor. Rotinas tranquilas e um descanso sem pressa ajudam a ouvi-los e, se algo persistir, conversar com um profissional é uma boa forma de honrar o que você percebe.",
    personal_development:
      "O crescimento vem da escuta interior: anotações de sonhos, meditação ou simplesmente um tempo a sós, sem pressa. Aprenda a distinguir ansiedade de intuição; a segunda costuma falar com mais calma e não grita.",
    spirituality:
      "Poucas cartas são tão abertamente místicas quanto esta. A Sacerdotisa aponta para a prática contemplativa, o estudo esotérico e o conhecimento interior direto; o véu parece fino, e o que você recebe agora pode ser difícil de pôr em palavras.",
    projects:
      "Adie o grande anúncio e continue reunindo percepções, porque o momento ainda não está maduro para um lançamento público. Use esta fase para pesquisar com discrição, refinar o conceito e captar os detalhes que os outros deixam passar.",
    emotions:
      "Os sentimentos podem estar profundos e quietos, como a água sob uma superfície congelada. Dê espaço a eles sem pressa de rotulá-los ou resolvê-los, e permita-se ter privacidade se isso parecer certo.",
    creativity:
      "A inspiração está chegando pelos sonhos, pelos símbolos e pela mente meio consciente. Deixe um caderno ao lado da cama, siga imagens estranhas aonde quer que elas levem e deixe que uma obra permaneça misteriosa, em vez de explicar tudo.",
  },
  advice: "Fique em silêncio por tempo suficiente para ouvir o que a sua intuição já sabe.",
  yesNoReason:
    "O véu dela ainda esconde parte da resposta, então este é um talvez que deve ficar mais claro com o tempo e a reflexão.",
  element: "Água",
  astrology: "Lua",
  imageAlt:
    "Uma mulher de vestes fluidas azuis e brancas, com uma coroa de chifres em torno de um disco lunar e uma cruz no peito, está sentada entre uma coluna negra marcada com B e uma coluna branca marcada com J, segurando um pergaminho com a inscrição TORA. Uma lua crescente repousa a seus pés, e um véu estampado com romãs e folhas de palmeira pende atrás dela.",
};
