import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Julgamento",
  keywords: {
    upright: ["despertar", "chamado", "acerto de contas", "renovação", "absolvição", "autoavaliação", "renascimento"],
    reversed: ["dúvida de si", "autocrítica severa", "chamado ignorado", "medo da mudança", "arrependimento", "decisões adiadas"],
  },
  summary:
    "Um anjo toca a trombeta entre as nuvens, e figuras se erguem dos caixões de braços abertos. Um chamado para despertar, fazer um balanço e responder ao seu propósito.",
  upright:
    "Um anjo de asas vermelhas se inclina para fora das nuvens e sopra uma trombeta dourada da qual pende uma bandeira branca com uma cruz vermelha. Embaixo, homens, mulheres e crianças se levantam de caixões abertos que flutuam sobre a água, com os braços erguidos em direção ao som e montanhas nevadas atrás deles. Não se trata de um veredito assustador, mas de uma convocação: um convite para despertar e entrar numa vida mais plena." +
    "\n\n" +
    "O Julgamento costuma aparecer quando chega a hora de fazer um balanço honesto, de se perdoar por erros passados e de responder a um chamado que vem soando cada vez mais alto. Pode ser uma vocação, uma decisão que você vem adiando ou o reconhecimento de que um velho capítulo terminou de verdade. Reveja o caminho percorrido com olhos claros, guarde as lições e solte a culpa. Algo em você está se erguendo, e a carta insiste para que você responda de corpo e alma, em vez de continuar imóvel dentro da caixa de quem você costumava ser.",
  reversed:
    "A trombeta continua soando na posição invertida, mas talvez você esteja tapando os ouvidos. Talvez sinta que uma mudança é necessária, mas duvide de que a merece, ou tema o que custaria responder ao chamado. A autocrítica também pode estar alta nesta posição, transformando uma reflexão saudável num tribunal interior implacável." +
    "\n\n" +
    "Pergunte-se de quem é o julgamento que você realmente teme. Muitas vezes é a nossa própria voz que nos mantém deitados. Esta inversão incentiva você a rever o passado com compaixão: reconheça o que deu errado, repare o que for possível e depois deixe descansar. Ela também pode sugerir que uma decisão importante está sendo adiada enquanto você espera por uma certeza que nunca virá. Escute o chamado por baixo do ruído e dê um passo em direção a ele. A renovação não exige perfeição, só disposição.",
  categories: {
    general:
      "O Julgamento sinaliza um momento de despertar e de acerto de contas honesto. Reflita sobre o caminho que você percorreu, faça as pazes com ele e responda ao chamado rumo ao que vem a seguir.",
    love:
      "Nos relacionamentos, esta carta pode trazer um ponto de virada em que as duas pessoas reavaliam o que querem. Mágoas antigas podem ser perdoadas e a parceria renovada, ou pode ser tomada uma decisão lúcida sobre o futuro; em qualquer caso, a honestidade é a chave.",
    career:
      "Profissionalmente, talvez você sinta o chamado para um caminho diferente ou para um novo nível de responsabilidade. Avalie o seu trabalho com honestidade, reconheça o que aprendeu e prepare-se para agir quando uma oportunidade importante fizer soar a sua nota.",
    health:
      "Tome esta carta como um sinal para fazer um inventário honesto e gentil das suas rotinas, da sua energia e do seu descanso. Pode ser um momento oportuno para recomeçar hábitos que sustentam você, com a orientação de um profissional, se quiser.",
    personal_development:
      "O crescimento vem de uma autoavaliação que leva ao perdão e à renovação. Integre as lições do passado para que elas se tornem sabedoria, e não peso.",
    spirituality:
      "No plano espiritual, o Julgamento marca um despertar, a sensação de um chamado para um propósito mais elevado ou para uma prática mais profunda. Escute com atenção o que move a sua alma e responda com coragem.",
    projects:
      "Agora é hora de revisar um plano a fundo, decidir o que manter e o que abandonar e relançá-lo com um propósito renovado. Um projeto que você deixou de lado também pode merecer uma segunda vida.",
    emotions:
      "Talvez você esteja soltando culpas ou arrependimentos antigos e se sentindo mais leve por isso. Permita-se receber perdão, inclusive o seu próprio, e repare na energia nova que vem em seguida.",
    creativity:
      "Uma ideia antiga pode voltar pedindo para renascer, ou você pode ouvir um chamado claro para trabalhar em algo que realmente importa para você. Responda a ele e revisite trabalhos passados com novos olhos.",
  },
  advice: "Responda ao chamado que você vem ouvindo e deixe para trás a culpa que impede você de se erguer.",
  yesNoReason:
    "O Julgamento pende para o sim, sobretudo quando a pergunta diz respeito a um recomeço ou a uma decisão que, no fundo, você já sabe que é a certa.",
  element: "Fogo",
  astrology: "Plutão",
  imageAlt:
    "Um anjo de asas vermelhas surge de nuvens cinzentas soprando uma trombeta dourada que leva uma bandeira branca com uma cruz vermelha. Embaixo, homens, mulheres e crianças pálidos e nus se levantam de caixões abertos com os braços erguidos, diante de um mar e de montanhas nevadas.",
};
