import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Hiérophant",
  keywords: {
    upright: ["tradition", "enseignement", "croyances partagées", "institutions", "transmission", "rituel"],
    reversed: ["rébellion", "dogme", "chemins hors des sentiers battus", "remise en cause de l'autorité", "conformisme creux", "convictions personnelles"],
  },
  summary:
    "La main levée pour bénir deux disciples agenouillés, le Hiérophant représente la sagesse transmise, la valeur des maîtres et des traditions, et les communautés unies par des valeurs communes.",
  upright:
    "Le Hiérophant siège dans un temple entre deux piliers gris, coiffé d'une triple couronne et tenant une croix à trois branches. Devant lui s'agenouillent deux disciples, et à ses pieds reposent deux clés croisées, emblèmes du savoir qu'on lui a confié pour qu'il le transmette. Là où la Grande Prêtresse garde ses secrets derrière un voile, le Hiérophant enseigne ouvertement et traduit le mystère en pratiques qu'une communauté entière peut partager." +
    "\n\n" +
    "Cette carte apparaît souvent quand apprendre d'un système établi vous sera utile : une formation, un mentor, une institution respectée ou des coutumes qui ont fait leurs preuves. Elle peut aussi désigner des cérémonies comme un mariage, une remise de diplôme ou un rite de passage. Suivre un chemin éprouvé n'est pas un manque d'imagination. Parfois, le plus sage est de maîtriser la forme avant de la remodeler.",
  reversed:
    "À l'envers, le Hiérophant signale un frottement avec les conventions. Des règles qui donnaient autrefois du sens à la vie peuvent désormais sembler creuses ou étouffantes, et le moment est peut-être venu pour vous de remettre en question des croyances héritées de la famille, de la foi ou de la profession. Prendre ses distances peut être sain et courageux quand cela naît d'une conviction plutôt que d'un simple esprit de contradiction. Vous vous sentez peut-être en décalage au sein d'un groupe dont les rituels ne vous parlent plus." +
    "\n\n" +
    "L'autre face de ce renversement est le conformisme aveugle : faire ce qu'on attend de vous parce que c'est plus facile que de vous demander si cela vous convient. Regardez de près toute autorité qui décourage les questions. Votre tâche est de découvrir quelles traditions vous voulez vraiment garder et lesquelles vous pouvez déposer, puis de bâtir vos propres principes avec le soin qu'y mettrait un bon maître. Avec le temps, votre propre conscience peut devenir un guide digne d'être suivi.",
  categories: {
    general:
      "Les méthodes établies et les conseils de confiance sont le guide le plus sûr en ce moment. Pensez à ceux qui ont suivi cette route avant vous, et apprenez d'eux avant d'inventer quelque chose d'entièrement nouveau.",
    love:
      "Le Hiérophant favorise l'engagement, les valeurs partagées et les relations qui suivent un chemin reconnaissable, parfois vers le mariage ou une autre promesse officielle. La compatibilité des croyances, les attentes familiales et les traditions que chacun apporte peuvent être au cœur de la question.",
    career:
      "Travailler au sein d'une organisation, obtenir des qualifications ou répondre aux normes de votre profession est récompensé. Un mentor ou un collègue expérimenté peut vous ouvrir des portes, et les choix financiers classiques et éprouvés sont préférables à la spéculation.",
    health:
      "Faites le point : vos routines et vos sources de conseils soutiennent-elles vraiment votre bien-être ? Les approches éprouvées et des bilans réguliers auprès d'un professionnel qualifié correspondent mieux à cette carte que les modes passagères ou les remèdes qui n'ont pas fait leurs preuves.",
    personal_development:
      "L'étude, l'apprentissage auprès d'un maître et la formation structurée vous aident à grandir en ce moment. Trouvez un enseignant dont vous respectez les valeurs, et remarquez plus tard lesquelles de ses leçons vous voulez vraiment faire vôtres.",
    spirituality:
      "Cette carte oriente vers une pratique organisée, les rituels sacrés et la communauté spirituelle. Que vous reveniez à une tradition familière ou en exploriez une nouvelle, la pratique partagée et les conseils d'une personne avertie peuvent approfondir votre chemin.",
    projects:
      "Suivez les bonnes pratiques établies, consultez des experts et appuyez-vous sur des méthodes éprouvées. Ce n'est pas le moment des raccourcis hasardeux ; un plan solide et classique mènera le travail plus loin.",
    emotions:
      "Vous trouvez peut-être du réconfort dans l'appartenance, la routine et la présence rassurante de personnes qui partagent vos valeurs. Si les attentes vous semblent étouffantes, nommez cette tension avec douceur plutôt que de la mettre de côté.",
    creativity:
      "Apprenez les techniques classiques et étudiez les maîtres de votre art. Travailler dans une forme traditionnelle, comme le sonnet, la fugue ou la nature morte, aiguise le savoir-faire avant que vous ne brisiez les règles en connaissance de cause.",
  },
  advice: "Cherchez un maître de confiance ou une tradition éprouvée, et apprenez ses leçons avant de décider quoi changer.",
  yesNoReason:
    "Le succès dépend de la façon dont votre projet s'accorde aux règles et aux attentes déjà en place : le Hiérophant répond donc peut-être.",
  element: "Terre",
  astrology: "Taureau",
  imageAlt:
    "Un personnage religieux en robe rouge, coiffé d'une triple couronne d'or, siège entre deux piliers de pierre grise, la main droite levée pour bénir et une triple croix dorée dans la main gauche. Deux disciples tonsurés en robes à motifs s'agenouillent devant lui, et deux clés croisées reposent sur le tapis rouge à ses pieds.",
};
