import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Empereur",
  keywords: {
    upright: ["cadre", "autorité", "stabilité", "sens du commandement", "rigueur", "protection"],
    reversed: ["rigidité", "comportement autoritaire", "emprise", "manque de discipline", "luttes de pouvoir", "entêtement"],
  },
  summary:
    "Trônant dans la pierre, des têtes de bélier à hauteur d'épaules, l'Empereur incarne un ordre bâti pour durer : des règles claires, une direction stable et la discipline nécessaire pour protéger ce qui compte.",
  upright:
    "Le trône de l'Empereur est taillé dans la pierre grise et sculpté de têtes de bélier, emblème du Bélier, signe de l'élan et de l'initiative première. Sous sa robe rouge, il porte une armure ; d'une main il tient un sceptre surmonté d'un ankh, de l'autre un globe. Derrière lui se dressent des montagnes orange et nues : rien de tendre n'y pousse, mais rien n'y bouge facilement non plus. Il porte l'énergie de la structure, de la responsabilité et de l'assurance tranquille de quelqu'un qui a pris les choses en main." +
    "\n\n" +
    "Quand vous le tirez, la situation demande de l'ordre. Posez des limites, établissez un plan aux étapes claires, et acceptez que diriger signifie parfois prendre la décision que les autres ne cessent d'éviter. Il peut aussi représenter une figure protectrice ou un mentor expérimenté qui apporte de la stabilité. Bien exercée, l'autorité crée un cadre sûr dans lequel les autres peuvent s'épanouir.",
  reversed:
    "À l'envers, la force de l'Empereur se durcit jusqu'à devenir cassante. Les règles sont peut-être devenues plus importantes que les personnes qu'elles devaient servir, ou un patron, un parent ou un partenaire se montre dirigiste, inflexible ou prompt à la colère. C'est peut-être aussi vous qui serrez trop fort, en confondant contrôle et sécurité. Remarquez où la peur du chaos dicte des décisions qui devraient naître de la bienveillance." +
    "\n\n" +
    "L'interprétation opposée est tout aussi fréquente : un manque de structure, avec des échéances qui glissent, des finances à la dérive et personne pour assumer le résultat. Demandez-vous honnêtement si ce moment exige plus de fermeté, ou moins. Dans les deux cas, le remède est une autorité juste, transparente et ouverte aux retours, y compris à ceux de la part de vous qui est lasse de toujours tenir les rênes.",
  categories: {
    general:
      "La stabilité vient de la responsabilité assumée et de structures sensées mises en place. Dirigez avec clarté et constance, et la situation a de bonnes chances de se stabiliser autour du cadre que vous construisez.",
    love:
      "L'Empereur favorise l'engagement, la fiabilité et des limites claires. Il peut décrire un partenaire protecteur et stable, ou vous demander de devenir vous-même cette présence solide ; veillez simplement à ce que la sécurité ne glisse jamais vers le contrôle, et à ce que les deux voix pèsent autant l'une que l'autre.",
    career:
      "Le leadership, la promotion et la reconnaissance de vos compétences sont des thèmes forts. Organisez vos finances, mettez les accords par écrit et abordez vos ambitions avec une stratégie ; les institutions établies et les personnes haut placées peuvent se révéler de précieux alliés.",
    health:
      "Pensez à l'architecture de vos journées : un sommeil régulier, une activité physique constante et des repas à heures fixes peuvent vous redonner de l'assise. Équilibrez la discipline par la souplesse, car des règles rigides suivies jusqu'à l'épuisement ne servent personne.",
    personal_development:
      "La leçon est la maîtrise de soi : tenir les promesses que vous vous faites, vous fixer des objectifs et construire des habitudes qui survivent aux jours de moindre enthousiasme. Il vaut aussi la peine d'explorer votre rapport à l'autorité, la vôtre comme celle des autres.",
    spirituality:
      "L'Empereur suggère une pratique régulière et structurée plutôt que soumise à l'inspiration du moment. Réfléchissez aux endroits où vous trouvez ordre et sens, et à la manière dont vos valeurs peuvent devenir une fondation assez solide pour vous porter.",
    projects:
      "C'est le moment des calendriers, des rôles clairs et d'un plan ferme. Définissez qui est responsable de quoi, fixez des jalons mesurables, et défendez le projet contre les distractions et l'élargissement insidieux de son périmètre.",
    emotions:
      "Vous éprouvez peut-être un sentiment de stabilité et de maîtrise, avec l'envie de prendre les commandes, ou bien vous gardez vos sentiments derrière une armure. La vraie force consiste aussi à laisser des personnes de confiance voir ce qui se cache sous la cuirasse.",
    creativity:
      "La structure peut libérer la créativité : un emploi du temps quotidien, une forme définie ou une échéance ferme offrent aux idées un cadre où grandir. Traitez votre art comme un métier à maîtriser, et bâtissez-le pierre après pierre.",
  },
  advice: "Construisez une structure claire autour de ce qui compte le plus, et dirigez-la avec une autorité stable et juste.",
  yesNoReason:
    "Un plan solide et la volonté d'en assumer la responsabilité font pencher l'Empereur vers le oui.",
  element: "Feu",
  astrology: "Bélier",
  imageAlt:
    "Un souverain à la barbe blanche, portant une couronne d'or, une robe rouge et une armure d'acier, siège sur un trône de pierre grise sculpté de têtes de bélier, un sceptre en forme d'ankh dans une main et un globe doré dans l'autre. Des montagnes arides se dressent derrière lui sur un ciel d'un orange rougeoyant profond.",
};
