import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "A Torre",
  keywords: {
    upright: ["mudança repentina", "reviravolta", "revelação", "queda das ilusões", "despertar", "rompimento de barreiras", "abalo"],
    reversed: ["desastre evitado", "medo da mudança", "reviravolta adiada", "turbulência interior", "apego a estruturas", "reconstrução"],
  },
  summary:
    "Um raio atinge uma torre alta, derruba a sua coroa e faz duas figuras despencarem. O que foi construído em terreno instável cede, e a verdade fica exposta.",
  upright:
    "Um raio parte o topo de uma torre cinzenta erguida sobre um pico rochoso. A coroa dourada tomba, chamas irrompem das janelas e duas figuras caem de cabeça pelo céu escuro, cercadas por gotas de fogo. A Torre é a carta da ruptura repentina: uma estrutura que parecia sólida se revela apoiada numa premissa falsa e não consegue mais ficar de pé." +
    "\n\n" +
    "Na hora, isso pode ser um choque. Um plano fracassa, um segredo vem à tona ou uma crença em que você se apoiava se mostra falsa. Mas o raio também é iluminação. O que desmorona é aquilo que não era firme, e o espaço que se abre depois dá a você a chance de construir sobre alicerces honestos. Você não precisa gostar da reviravolta para aprender com ela. Concentre-se no que é real agora, cuide do essencial e deixe a poeira baixar antes de decidir o que reconstruir.",
  reversed:
    "Uma Torre invertida pode sugerir uma reviravolta evitada por pouco, ou uma que está acontecendo dentro de você, e não ao seu redor. Talvez você sinta rachaduras se formando e esteja se esforçando muito para manter as paredes de pé. Às vezes esse esforço é sábio; às vezes só adia um acerto de contas que seria mais suave se encarado antes." +
    "\n\n" +
    "Esta posição também descreve o que vem depois de um abalo, quando você está revirando os escombros e decidindo o que manter. O medo da mudança pode ser maior do que a própria mudança. Pergunte-se se você se agarra a uma estrutura porque ela ainda abriga você ou só porque é familiar. Uma reforma controlada, escolhida nos seus próprios termos, pode poupar você do raio. E, se a tempestade já passou, reconheça o seu mérito por ter atravessado tudo isso antes de assentar a primeira pedra nova.",
  categories: {
    general:
      "A Torre aponta para uma mudança repentina que expõe o que era instável. É desconcertante, mas varre as ilusões e dá a você a chance de reconstruir em terreno mais firme.",
    love:
      "Nos relacionamentos, uma verdade pode vir à tona de repente, ou uma discussão pode trazer para fora questões enterradas há muito tempo. Por mais doloroso que seja, isso pode quebrar um padrão desgastado; a honestidade agora permite uma renovação ou uma separação clara e necessária.",
    career:
      "No trabalho, fique de olho em reestruturações, numa mudança brusca de planos ou numa revelação que altere a forma como você vê o seu emprego. Mantenha o equilíbrio concentrando-se nas suas habilidades e no essencial, e encare o abalo como uma chance de repensar a sua direção.",
    health:
      "Use esta carta para refletir sobre o que acontece com a sua energia durante um estresse repentino. Reserve para você mais descanso, rotinas estáveis e boas companhias enquanto as coisas estiverem turbulentas, e procure um profissional se o peso parecer grande demais.",
    personal_development:
      "Uma crença sobre você ou sobre o mundo pode desmoronar, deixando uma desorientação passageira. Por mais desconfortável que seja, essa ruptura abre espaço para um senso de si mais autêntico, construído sobre o que agora você sabe que é verdade.",
    spirituality:
      "No plano espiritual, a Torre é um lampejo de compreensão repentina, daquele tipo que estilhaça velhas certezas. Deixe o raio mostrar o que era falso e acolha a visão mais ampla que ele revela.",
    projects:
      "Um plano pode esbarrar num obstáculo inesperado ou revelar uma falha fundamental. Em vez de remendar as rachaduras, avalie com honestidade se é melhor reconstruir desde a base ou redirecionar o seu esforço.",
    emotions:
      "Os sentimentos podem ficar intensos e caóticos quando algo em que você se apoiava se move. Tenha delicadeza consigo; o choque precisa de tempo para assentar, e a estabilidade volta um passo de cada vez.",
    creativity:
      "Na criação, a Torre traz uma faísca disruptiva capaz de derrubar bloqueios e fórmulas cansadas. Acolha o caos como matéria-prima e depois transforme o que sobreviver em algo mais ousado.",
  },
  advice: "Quando algo desmoronar, firme-se no que é verdadeiro e construa de novo sobre alicerces mais sólidos.",
  yesNoReason:
    "A Torre pende para o não porque a situação atual provavelmente será abalada, ainda que o que vier depois da reviravolta se revele melhor.",
  element: "Fogo",
  astrology: "Marte",
  imageAlt:
    "Um raio atinge o topo de uma torre cinzenta e alta sobre um penhasco rochoso, derrubando a sua coroa dourada enquanto chamas saem pelas janelas. Duas figuras, uma delas coroada, caem de cabeça por um céu negro salpicado de nuvens cinzentas e gotas de fogo amarelas.",
};
