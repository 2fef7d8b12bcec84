import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Impératrice",
  keywords: {
    upright: ["abondance", "sollicitude", "fécondité", "sensualité", "croissance naturelle", "confort"],
    reversed: ["blocage créatif", "sollicitude étouffante", "oubli de soi", "dépendance", "immobilisme", "excès"],
  },
  summary:
    "Entre les blés qui mûrissent et un ruisseau qui court, l'Impératrice incarne la croissance qui naît du soin : la créativité, le confort et l'abondance qui s'épanouissent lorsqu'on les entretient avec patience.",
  upright:
    "Tout, autour de l'Impératrice, est vivant et mûrit. Le blé pousse dru à ses pieds, une cascade jaillit de la forêt derrière elle, et le bouclier en forme de cœur posé à ses côtés porte le signe de Vénus, planète de l'amour et du plaisir. Elle est la grande nourricière du jeu, et sa présence annonce une saison où ce que vous avez semé, qu'il s'agisse de relations, d'idées ou d'un vrai jardin, est prêt à s'épanouir." +
    "\n\n" +
    "Elle vous demande de vivre pleinement par les sens : la bonne nourriture, le toucher, la beauté, le temps passé dehors. Dans son monde, l'abondance ne vient pas d'efforts toujours plus acharnés, mais de conditions dans lesquelles la croissance se fait d'elle-même. Prenez soin des autres avec générosité, et rappelez-vous que vous aussi méritez qu'on prenne soin de vous. Le confort n'est pas ici de la paresse : c'est un terreau fertile.",
  reversed:
    "À l'envers, la cascade de l'Impératrice se réduit à un mince filet. La créativité peut sembler bloquée, ou le soin que vous prodiguez a basculé dans le don excessif, vous laissant à bout de forces tandis que tout le monde s'appuie sur vous. Parfois, le schéma s'inverse : l'affection devient étouffante, et l'on impose son aide à des personnes qui n'ont rien demandé." +
    "\n\n" +
    "L'excès peut aussi apparaître, quand on cherche le réconfort sans mesure parce que quelque chose de plus profond reste affamé. Une autre version est la négligence du corps et des sens : vivre dans sa tête, sauter des repas, oublier ce qu'est le plaisir. Le remède est doux et concret, et le repos n'est pas une récompense qu'il faudrait mériter. Renouez avec la nature, reconstituez d'abord vos propres réserves, et laissez les choses pousser à leur rythme au lieu d'exiger des fruits d'une graine semée hier.",
  categories: {
    general:
      "C'est une carte féconde et généreuse : quelque chose dans votre vie pousse bien et mérite que vous continuiez à en prendre soin. Appuyez-vous sur le confort, la beauté et la patience, et laissez les résultats mûrir en leur saison.",
    love:
      "L'Impératrice apporte chaleur, tendresse et lien sensuel, et décrit souvent une relation qui s'approfondit jusqu'à devenir nourrissante et sûre. Exprimez votre amour par une attention bienveillante et une présence physique ; pour certaines personnes, elle évoque aussi la famille, le foyer ou une grossesse.",
    career:
      "La croissance et l'abondance matérielle sont possibles, surtout dans un travail qui prend soin, embellit ou crée. Traitez votre carrière comme un jardin : investissez avec constance, faites preuve de générosité envers vos collègues, et laissez la prospérité s'accumuler plutôt que de courir après des gains rapides.",
    health:
      "Observez à quel point vous vous nourrissez bien, dans tous les sens du terme : des repas que vous aimez, du temps passé parmi les arbres ou près de l'eau, un sommeil réparateur et le simple plaisir d'habiter votre corps. L'Impératrice préfère l'équilibre aux régimes stricts : repérez les moments où le soin des autres a pris toute la place du soin de vous-même.",
    personal_development:
      "L'estime de soi grandit lorsque vous vous traitez avec la bienveillance que vous offrez si volontiers aux autres. Exercez-vous à recevoir, qu'il s'agisse de compliments, d'aide ou de repos : c'est un savoir-faire aussi précieux que celui de donner.",
    spirituality:
      "Ici, la spiritualité est terrienne et incarnée : le sacré se trouve dans les saisons, la terre, l'acte de créer et le corps lui-même. Jardiner, marcher lentement, cuisiner avec attention ou célébrer les cycles de la nature peuvent devenir une véritable pratique.",
    projects:
      "Un projet déjà en cours prend des forces et sera peut-être bientôt prêt pour la récolte. Continuez à l'entretenir avec régularité, rendez l'environnement de travail agréable, et résistez à l'envie de déterrer les racines juste pour vérifier qu'elles poussent.",
    emotions:
      "Vous ressentez peut-être du contentement, de l'amour et une plénitude affective, ou simplement davantage d'aisance dans votre propre peau. Si au contraire vous vous sentez à plat, voyez-y le signe qu'il faut remplir votre propre coupe avant d'en verser davantage aux autres.",
    creativity:
      "L'Impératrice compte parmi les forces les plus créatives du jeu, féconde en idées qui demandent à naître. Travaillez avec les textures, les couleurs et les sens, et faites de l'acte de créer un plaisir plutôt qu'un examen à réussir.",
  },
  advice: "Prenez soin de ce que vous aimez, vous y compris, et donnez-lui le temps dont il a besoin pour grandir.",
  yesNoReason:
    "L'Impératrice penche vers le oui, car son énergie féconde et généreuse favorise la croissance et une issue chaleureuse.",
  element: "Terre",
  astrology: "Vénus",
  imageAlt:
    "Une femme aux cheveux blonds, couronnée d'étoiles et vêtue d'une robe blanche ornée de grenades, est assise sur des coussins rouges, un sceptre à la main, à côté d'un bouclier en forme de cœur qui porte le symbole de Vénus. Des blés dorés poussent à ses pieds, et une cascade s'écoule d'une forêt vert sombre sous un ciel jaune.",
};
