import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Pendu",
  keywords: {
    upright: ["abandon", "temps d'arrêt", "nouvelle perspective", "lâcher-prise", "attente", "sacrifice", "entre-deux"],
    reversed: ["enlisement", "résistance", "sacrifice inutile", "indécision", "posture de martyr", "attente sans fin"],
  },
  summary:
    "Calmement suspendu la tête en bas à un arbre vivant, un personnage auréolé voit le monde sous un angle nouveau. Parfois, s'arrêter est la meilleure façon d'avancer.",
  upright:
    "Un homme pend par un pied à une poutre de bois vivant en forme de T, l'autre jambe croisée derrière le genou et les mains ramenées dans le dos. Il ne se débat pas. Son visage est serein, et une auréole dorée brille autour de sa tête : c'est une suspension choisie, ou du moins acceptée, et elle apporte la compréhension. La carte apparaît souvent quand pousser plus fort ne fonctionne plus et que le vrai progrès passe par la pause." +
    "\n\n" +
    "On vous demande peut-être de renoncer à quelque chose, qu'il s'agisse d'un plan arrêté, d'un besoin de contrôle ou d'une façon familière de voir un problème. Ce qui ressemble à un retard peut être une période de gestation. Retournez la situation, regardez-la par en dessous, et remarquez ce qui devient visible une fois que vous cessez de vous accrocher à votre angle de départ. La patience est ici active plutôt que passive, et la compréhension arrive souvent quand vous laissez l'immobilité faire son œuvre.",
  reversed:
    "Quand la carte est à l'envers, le pendu se retrouve sur ses pieds, et la pause a peut-être duré plus longtemps qu'elle n'était utile. L'attente s'est changée en enlisement, et la réflexion a glissé vers l'indécision. Vous repoussez peut-être un choix parce que chaque option vous demande de lâcher quelque chose, ou vous sacrifiez vos propres besoins d'une façon qui nourrit la rancœur plutôt que le sens." +
    "\n\n" +
    "La carte montre aussi la résistance : se tortiller au bout de la corde, vouloir imposer un calendrier qui refuse de se laisser imposer. Demandez-vous ce que vous attendez vraiment, et si cela arrivera un jour de soi-même. Parfois, la réponse est de prendre une décision, même imparfaite. Parfois, c'est de cesser de jouer les martyrs et de demander de l'aide. Dans tous les cas, ce renversement vous demande d'être honnête : votre immobilité vous nourrit-elle, ou vous maintient-elle simplement dans l'impasse ?",
  categories: {
    general:
      "Le Pendu suggère qu'une pause, et non un coup de force, vous servira le mieux en ce moment. Relâchez votre besoin de réponses immédiates et regardez la situation sous un angle entièrement différent.",
    love:
      "En amour, cette carte peut décrire une relation en phase d'attente, ou le besoin de considérer le point de vue de votre partenaire d'un œil neuf. Renoncer à des attentes figées sur la façon dont les choses devraient se dérouler ouvre souvent la voie à une vraie proximité, mais il vaut la peine de remarquer si vous donnez bien plus que vous ne recevez.",
    career:
      "Sur le plan professionnel, les progrès peuvent sembler suspendus, avec des décisions reportées ou des projets en attente. Profitez de cette accalmie pour réévaluer vos priorités et vos compétences ; un mouvement qui ressemble à un pas de côté pourrait se révéler la réorientation la plus sage.",
    health:
      "Cette carte vous invite à réfléchir au repos et au ralentissement plutôt qu'à forcer malgré la fatigue. Le calme, des journées plus tranquilles et du temps loin de l'agitation permanente peuvent restaurer davantage qu'un nouveau sursaut d'effort ; si quelque chose vous inquiète, en parler à un professionnel est une démarche sensée.",
    personal_development:
      "On grandit par le lâcher-prise : remettre en question ses présupposés, accepter l'incertitude et laisser une ancienne identité desserrer son emprise. Le changement de regard que vous gagnez maintenant peut transformer votre manière d'aborder bien des domaines de la vie.",
    spirituality:
      "L'auréole autour de la tête du Pendu fait de cette carte l'une des plus contemplatives du jeu. La méditation, la retraite ou de simples moments de calme peuvent apporter une compréhension que l'effort ne donne pas ; faites confiance à la sagesse du non-savoir.",
    projects:
      "Pour vos projets, la carte conseille une pause délibérée avant de vous engager davantage. Réexaminez les prémisses du projet, sollicitez des points de vue inattendus, et acceptez de retravailler l'approche plutôt que de forcer un plan enlisé à avancer.",
    emotions:
      "Vous avez peut-être l'impression d'être dans les limbes, entre ce qui était et ce qui sera. Au lieu de combattre cette sensation de suspension, observez vos émotions sans vous presser de les résoudre ; la clarté vient souvent une fois la pression retombée.",
    creativity:
      "Sur le plan créatif, retournez l'œuvre, au sens propre comme au figuré. Les périodes d'incubation, les points de vue insolites et les contraintes choisies peuvent débloquer des idées que l'effort ordinaire laisserait passer.",
  },
  advice: "Cessez pour l'instant de forcer le résultat, et regardez la situation sous l'angle que vous évitiez jusqu'ici.",
  yesNoReason:
    "Le Pendu décrit une pause plutôt qu'un verdict : la réponse n'est pas encore tranchée et pourrait s'éclaircir si vous patientez ou voyez les choses autrement.",
  element: "Eau",
  astrology: "Neptune",
  imageAlt:
    "Un homme en tunique bleue et chausses rouges pend la tête en bas, suspendu par un pied à une poutre de bois en forme de T d'où sortent des feuilles vertes, sa jambe libre repliée derrière l'autre et les mains dans le dos. Son visage est calme, et une auréole jaune brille autour de sa tête.",
};
