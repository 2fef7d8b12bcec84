import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "O Carro",
  keywords: {
    upright: ["determinação", "força de vontade", "vitória", "impulso", "autodisciplina", "direção clara"],
    reversed: ["falta de direção", "perda de controle", "forças opostas", "agressividade", "progresso travado", "resultados forçados"],
  },
  summary:
    "Um jovem vitorioso parte da cidade conduzindo uma esfinge negra e outra branca apenas pela vontade: um impulso focado que transforma forças em conflito em movimento adiante.",
  upright:
    "O condutor do Carro não segura rédeas. Ele está de pé numa carruagem de pedra sob um dossel de estrelas, com luas crescentes nos ombros e um bastão na mão, enquanto duas esfinges, uma negra e outra branca, repousam diante dele. O que as faz avançar juntas não é couro nem chicote, mas a concentração dele. Atrás dele fica a cidade murada que está deixando; à frente, o terreno que pretende conquistar." +
    "\n\n" +
    "Esta carta anuncia o triunfo pela determinação. Talvez o coração e a cabeça puxem você em direções opostas, ou exigências que competem entre si, mas é atrelar as duas forças, e não abandonar uma delas, que traz o sucesso. Mantenha a disciplina, não perca o destino de vista e siga em frente. A ligação com Câncer lembra que a armadura muitas vezes protege um coração sensível; a confiança aqui vem da firmeza interior, não da bravata.",
  reversed:
    "De cabeça para baixo, as esfinges puxam uma contra a outra e o Carro fica parado. Os planos podem empacar, a motivação pode cair, ou você pode sentir que a vida está conduzindo você, e não o contrário. A frustração pode transbordar em agressividade, ou numa insistência teimosa que só queima combustível. Talvez você esteja tentando dirigir dois veículos ao mesmo tempo, prometendo avanços em todas as frentes e não saindo do lugar em nenhuma." +
    "\n\n" +
    "Pergunte-se onde a sua direção ficou embaçada. Talvez você esteja perseguindo uma meta que, na verdade, pertence a outra pessoa, ou tentando forçar resultados que não cedem à pressão. Faça uma pausa, avalie a situação e realinhe-se antes de seguir; deixe os animais descansarem antes de pedir que corram de novo. Às vezes, a verdadeira vitória é retomar o comando de si, e então escolher um caminho e se comprometer com ele.",
  categories: {
    general:
      "O progresso está ao seu alcance se você reunir a sua energia e mantiver o compromisso. Mantenha o objetivo fixo à sua frente e não se deixe arrastar para os lados por forças que competem entre si.",
    love:
      "O Carro pede intenções claras no amor, seja para conquistar alguém, seja para conduzir um relacionamento por um trecho difícil. Equilibrar independência e parceria é a chave, e as coisas podem andar depressa quando as duas pessoas seguem na mesma direção.",
    career:
      "A ambição é recompensada: uma promoção, uma vitória numa disputa ou uma meta alcançada com muito esforço são favorecidas. Administre as exigências conflitantes com disciplina e mantenha os olhos na linha de chegada; viagens a trabalho também podem aparecer.",
    health:
      "O ímpeto é um recurso que merece atenção: a determinação pode sustentar rotinas saudáveis, mas insistir sem trégua pode esvaziar o tanque. Equilibre esforço e recuperação, e guie-se pelo modo como você realmente se sente, e não apenas pela força de vontade.",
    personal_development:
      "Foco e autodisciplina são as lições. Aprenda a fazer com que partes opostas de você, como a cautela e a coragem, puxem juntas na mesma parelha, em vez de brigarem pelo volante.",
    spirituality:
      "A tarefa espiritual aqui é o domínio de si: guiar o instinto e a emoção com uma vontade calma e consciente. Uma prática mantida até nos dias em que a motivação vacila constrói uma verdadeira autoridade interior.",
    projects:
      "O impulso está a seu favor. Defina marcos firmes, mantenha a equipe puxando na mesma direção e tome decisões claras quando surgirem obstáculos, em vez de deixar que eles travem o veículo inteiro.",
    emotions:
      "Você pode sentir motivação, confiança e disposição para encarar um desafio, com sentimentos fortes canalizados rumo a uma meta. Proteja o seu lado mais sensível, mas não deixe que a armadura afaste as pessoas que se importam com você.",
    creativity:
      "Canalize a energia criativa para terminar: prazos e esforço constante levam uma obra até a linha de chegada. Combine influências e ideias contrastantes em vez de escolher entre elas; a tensão é o seu motor.",
  },
  advice: "Mantenha a sua direção com foco constante e deixe a determinação levar você além das forças que puxam para lados opostos.",
  yesNoReason:
    "Um esforço contínuo e uma direção escolhida com clareza apontam para o sim, desde que você continue conduzindo.",
  element: "Água",
  astrology: "Câncer",
  imageAlt:
    "Um jovem condutor de armadura, com uma coroa encimada por uma estrela, está de pé numa carruagem de pedra sob um dossel azul estrelado, segurando um bastão, com luas crescentes nos ombros. Duas esfinges, uma negra e outra branca, repousam diante da carruagem, e uma cidade murada de telhados vermelhos se ergue atrás de um rio.",
};
