import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Chariot",
  keywords: {
    upright: ["détermination", "volonté", "victoire", "élan", "maîtrise de soi", "cap clair"],
    reversed: ["manque de direction", "perte de contrôle", "forces contraires", "agressivité", "progrès au point mort", "passage en force"],
  },
  summary:
    "Un jeune vainqueur quitte la ville en guidant un sphinx noir et un sphinx blanc par la seule force de sa volonté : une énergie concentrée qui transforme des forces contraires en mouvement vers l'avant.",
  upright:
    "Le conducteur du Chariot ne tient pas de rênes. Il se tient droit dans un char de pierre sous un dais étoilé, des croissants de lune sur les épaules et une baguette à la main, tandis que deux sphinx, l'un noir et l'autre blanc, reposent devant lui. Ce qui les fait avancer ensemble, ce n'est ni le cuir ni le fouet, mais sa concentration. Derrière lui s'étend la ville fortifiée qu'il quitte ; devant lui, le terrain qu'il entend conquérir." +
    "\n\n" +
    "Cette carte annonce un triomphe obtenu par la résolution. Le cœur et la raison, ou des exigences concurrentes, vous tirent peut-être dans des directions opposées ; pourtant, c'est en les attelant ensemble plutôt qu'en renonçant à l'un d'eux que vous réussirez. Gardez le cap avec discipline, ne perdez pas la destination de vue, et avancez. Le lien avec le Cancer rappelle que l'armure protège souvent un cœur sensible ; l'assurance vient ici d'une stabilité intérieure, non de la fanfaronnade.",
  reversed:
    "À l'envers, les sphinx tirent chacun de leur côté et le chariot n'avance plus. Les projets peuvent stagner, la motivation fléchir, ou vous avez l'impression que la vie vous conduit au lieu de l'inverse. La frustration peut déborder en agressivité, ou en un entêtement à pousser qui ne fait que brûler du carburant. Vous essayez peut-être de conduire deux véhicules à la fois, en promettant des progrès sur tous les fronts sans avancer sur aucun." +
    "\n\n" +
    "Demandez-vous où votre direction s'est brouillée. Peut-être poursuivez-vous un but qui appartient en réalité à quelqu'un d'autre, ou tentez-vous d'obtenir par la force des résultats qui ne céderont pas à la pression. Faites une pause, faites le point et réalignez-vous avant de repartir ; laissez souffler les bêtes avant de leur demander de courir à nouveau. Parfois, la vraie victoire consiste à reprendre le commandement de soi-même, puis à choisir une route et à s'y engager.",
  categories: {
    general:
      "Le progrès est à votre portée si vous rassemblez votre énergie et tenez votre engagement. Gardez votre objectif bien en face de vous et refusez de vous laisser détourner par des tiraillements contraires.",
    love:
      "Le Chariot demande des intentions claires en amour, que vous cherchiez à conquérir quelqu'un ou que vous meniez une relation à travers une passe difficile. La clé est d'équilibrer indépendance et vie à deux, et les choses peuvent avancer vite dès que les deux personnes vont dans la même direction.",
    career:
      "L'ambition est récompensée : une promotion, une victoire face à la concurrence ou un objectif durement atteint sont favorisés. Gérez les exigences contradictoires avec discipline et gardez les yeux sur la ligne d'arrivée ; des déplacements professionnels peuvent aussi être au programme.",
    health:
      "L'élan est une ressource à surveiller : la détermination peut alimenter de saines habitudes, mais pousser sans relâche peut vider le réservoir. Équilibrez l'effort et la récupération, et laissez-vous guider par votre ressenti réel plutôt que par la seule volonté.",
    personal_development:
      "Les leçons sont la concentration et la discipline personnelle. Apprenez à faire travailler sous le même attelage des parts opposées de vous-même, comme la prudence et le courage, au lieu de les laisser se disputer les commandes.",
    spirituality:
      "La tâche spirituelle est ici la maîtrise de soi : guider l'instinct et l'émotion par une volonté calme et consciente. Une pratique maintenue même les jours où la motivation vacille construit une véritable autorité intérieure.",
    projects:
      "L'élan est de votre côté. Fixez des jalons fermes, faites tirer l'équipe dans une seule direction, et tranchez avec décision quand des obstacles surgissent plutôt que de les laisser immobiliser tout l'attelage.",
    emotions:
      "Vous ressentez peut-être de la détermination, de l'assurance et l'envie de relever un défi, avec des sentiments puissants mis au service d'un objectif. Protégez votre part plus tendre, mais ne laissez pas l'armure tenir à distance ceux qui tiennent à vous.",
    creativity:
      "Canalisez l'énergie créative vers l'achèvement : les échéances et un effort soutenu mènent une œuvre jusqu'à la ligne d'arrivée. Combinez des influences et des idées contrastées au lieu de choisir entre elles ; la tension est votre moteur.",
  },
  advice: "Tenez votre cap avec une attention constante, et laissez la détermination vous porter au-delà des forces qui vous tiraillent.",
  yesNoReason:
    "Un effort soutenu et une direction clairement choisie indiquent un oui, tant que vous continuez à tenir les commandes.",
  element: "Eau",
  astrology: "Cancer",
  imageAlt:
    "Un jeune conducteur en armure, coiffé d'une couronne surmontée d'une étoile, se tient debout dans un char de pierre sous un dais bleu constellé d'étoiles, une baguette à la main et des croissants de lune sur les épaules. Deux sphinx, l'un noir et l'autre blanc, reposent devant le char, et une ville fortifiée aux toits rouges s'élève derrière une rivière.",
};
