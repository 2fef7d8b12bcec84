import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Mundo",
  keywords: {
    upright: ["conclusão", "realização", "plenitude", "integração", "conquista", "viagem", "pertencimento"],
    reversed: ["incompletude", "pontas soltas", "falta de encerramento", "atrasos", "atalhos", "sucesso vazio"],
  },
  summary:
    "Uma figura que dança, envolta numa faixa violeta, move-se dentro de uma coroa de louros, observada por quatro criaturas nos cantos. Um ciclo se completa, e tudo se encaixa.",
  upright:
    "No centro de uma coroa oval de louros amarrada com fitas vermelhas, uma figura dança, levemente envolta numa faixa violeta e segurando uma varinha branca em cada mão. Nos quatro cantos, entre nuvens, aparecem uma cabeça humana, uma águia, um touro e um leão, emblemas tradicionais dos quatro signos fixos e dos quatro elementos. A cena é equilibrada e completa: cada parte da imagem está no seu lugar, e a figura dança livremente dentro do círculo." +
    "\n\n" +
    "Esta carta celebra a realização de uma longa jornada. O esforço deu frutos, as lições foram absorvidas, e você pode sentir plenitude e pertencimento. Ela pode marcar uma formatura, um projeto concluído, uma meta alcançada ou simplesmente a sensação de estar em casa no mundo. Reserve um tempo para honrar o que você conquistou antes de sair correndo para o que vem depois. Todo fim desse tipo é também uma porta, e o próximo ciclo vai começar sobre uma base mais sólida.",
  reversed:
    "Um Mundo invertido sugere que você está perto da conclusão, mas ainda não chegou lá. Pode faltar um último passo, uma ponta solta ainda está pendurada, ou você reluta em fechar um capítulo por não saber o que vem depois. Às vezes a sensação de incompletude é interna: você alcançou uma meta, mas ela não parece tão satisfatória quanto esperava." +
    "\n\n" +
    "Olhe para o que continua inacabado e pergunte-se se precisa mesmo ser terminado, ou se você pode deixá-lo ir com elegância. Atalhos tomados lá atrás podem precisar ser revistos. Se você está esperando condições perfeitas para declarar algo concluído, considere que concluído pode ser bom o bastante. A coroa de louros que envolve a figura não é uma jaula, mas uma moldura. Amarre o que puder, reconheça a distância que você percorreu e permita que o círculo se feche para que um novo possa se abrir.",
  categories: {
    general:
      "O Mundo sinaliza conclusão, conquista e uma satisfatória sensação de plenitude. Um capítulo está chegando a um fim gratificante, e o ciclo maior que vem a seguir já está à sua espera.",
    love:
      "No amor, esta carta aponta para uma realização profunda, compromisso e a sensação de pertencimento mútuo. Pode indicar um passo importante, como morar juntos, casar ou simplesmente sentir que o casal está completo, enquanto quem está solteiro pode viver uma plenitude própria que permite acolher alguém com liberdade.",
    career:
      "Profissionalmente, o Mundo favorece conclusões bem-sucedidas, um reconhecimento merecido e oportunidades que podem cruzar fronteiras. Nas finanças, os esforços de longo prazo estão dando retorno; finalize o trabalho atual com capricho antes de assumir o próximo.",
    health:
      "A figura que dança convida você a valorizar os momentos em que o corpo, a mente e a vida diária parecem estar em sintonia. Reflita sobre os hábitos que ajudaram você a sentir essa plenitude e continue dando a eles um lugar na sua rotina.",
    personal_development:
      "O crescimento chega a um ponto de integração, em que as lições de muitas experiências se juntam numa noção mais clara de quem você é. Reconheça o quanto você já caminhou antes de definir a sua próxima intenção.",
    spirituality:
      "No plano espiritual, o Mundo expressa unidade e a sensação de fazer parte de um todo maior. Momentos de conexão com a natureza, com a comunidade ou com o sagrado ganham um sentido especial agora.",
    projects:
      "Um plano está chegando a uma conclusão bem-sucedida. Amarre as pontas soltas, registre o que funcionou e comemore com todos os envolvidos antes de traçar o próximo empreendimento.",
    emotions:
      "Talvez você sinta contentamento, equilíbrio e paz com a sua trajetória. Saboreie essa completude, em vez de sair imediatamente em busca do que está faltando.",
    creativity:
      "Na criação, este é o momento de terminar, apresentar ou publicar. A sua visão tomou forma, então compartilhe-a com o mundo e orgulhe-se do conjunto.",
  },
  advice: "Termine o que começou, celebre o círculo completo e entre no próximo ciclo a partir de um lugar de plenitude.",
  yesNoReason: "O Mundo pende para o sim, sinalizando uma conclusão bem-sucedida e um desfecho satisfatório para a pergunta.",
  element: "Terra",
  astrology: "Saturno",
  imageAlt:
    "Uma figura que dança, envolta numa faixa violeta, segura uma varinha branca em cada mão dentro de uma coroa oval de louros verdes amarrada com fitas vermelhas. As cabeças de um homem, de uma águia, de um touro e de um leão surgem entre as nuvens nos quatro cantos, contra um céu azul.",
};
