import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Magicien",
  keywords: {
    upright: ["volonté", "habileté", "concrétisation", "ingéniosité", "intention ciblée", "parole persuasive"],
    reversed: ["manipulation", "talent inexploité", "attention dispersée", "tromperie", "doute de soi", "promesses creuses"],
  },
  summary:
    "Baguette levée et tous ses outils disposés sur la table, le Magicien transforme l'intention en action : vous avez déjà en main ce qu'il faut pour donner corps à quelque chose.",
  upright:
    "Au-dessus de la tête du Magicien flotte le signe de l'infini, et sur la table devant lui reposent les emblèmes des quatre couleurs : la coupe, le pentacle, l'épée et le bâton. D'une main il lève une baguette blanche vers le ciel, de l'autre il désigne la terre, ce qui fait de lui un pont vivant entre une idée et sa réalisation. Quand cette carte se présente, les ingrédients sont réunis ; ce qui manque, c'est votre décision claire de vous en servir." +
    "\n\n" +
    "C'est une carte du savoir-faire mis au travail. Elle favorise une parole claire, une présentation assurée et le sens pratique qui transforme les projets en quelque chose de concret. Nommez précisément ce que vous voulez, rassemblez vos ressources et agissez tant que l'énergie est là. Les roses et les lys qui poussent autour de lui suggèrent qu'un effort bien dirigé peut maintenant porter de vrais fruits.",
  reversed:
    "À l'envers, les outils du Magicien sont toujours sur la table, mais ils sont négligés ou mal employés. Peut-être doutez-vous de capacités que vous possédez de toute évidence, dispersez-vous vos efforts entre trop de projets à moitié commencés, ou attendez-vous une permission que personne ne vous donnera. Parfois, le piège consiste simplement à tant parler d'un projet qu'on ne se met jamais à le réaliser." +
    "\n\n" +
    "Ce renversement porte aussi un avertissement plus ancien : celui du prestidigitateur qui éblouit par ses tours de passe-passe. Examinez de près les offres qui semblent trop bien ficelées, y compris les histoires que vous vous racontez. Si vous vous surprenez à arranger la vérité pour impressionner, ou à vous laisser prendre au numéro de quelqu'un d'autre, nommez-le franchement. Réalignez l'intention et l'action, choisissez un outil et un objectif, et laissez les résultats, plutôt que le charme, parler pour vous.",
  categories: {
    general:
      "Le moment récompense l'initiative : vos compétences, vos contacts et vos moyens suffisent pour avancer. Fixez-vous un but clair et dirigez votre énergie vers lui au lieu d'attendre des conditions parfaites.",
    love:
      "Le Magicien apporte du charme, des conversations animées et l'assurance de dire ce que vous ressentez. Si vous espérez rencontrer quelqu'un, faites un pas concret plutôt que d'attendre qu'on vous remarque ; en couple, choisissez vos mots avec intention pour créer la proximité que vous désirez, et veillez à ce que le charme repose sur la sincérité.",
    career:
      "Ici, le talent rencontre l'occasion : c'est une carte forte pour les présentations, les négociations, les entretiens et le lancement d'une entreprise. Présentez vos capacités avec conviction et mettez toutes vos compétences utiles sur la table, comme le Magicien expose ses outils.",
    health:
      "Observez comment l'intention façonne votre énergie au quotidien, car de petits choix délibérés en matière de sommeil, d'alimentation et de mouvement finissent par compter. Le Magicien relie l'esprit et le corps : remarquez si un mental en surrégime laisse votre corps à la traîne, et consultez un professionnel quand quelque chose demande plus que de bonnes habitudes.",
    personal_development:
      "Il s'agit de reconnaître votre propre pouvoir d'agir. Entraînez-vous à transformer une pensée en action dans la même journée, même de façon minuscule, pour que votre confiance repose sur des preuves plutôt que sur l'espoir.",
    spirituality:
      "Ce qui est en haut est comme ce qui est en bas : la baguette levée et le doigt pointé vers le sol décrivent l'esprit qui s'exprime à travers des gestes ordinaires. Le rituel, la visualisation et la méditation concentrée sont particulièrement puissants en ce moment, pourvu qu'ils vous ramènent à votre façon concrète de vivre.",
    projects:
      "Tout ce qu'il faut pour bien démarrer est à portée de main. Écrivez l'objectif, listez les ressources dont vous disposez déjà, et commencez par la tâche qui mobilise votre meilleure compétence ; l'élan a tendance à attirer ce qui manque encore.",
    emotions:
      "Vous ressentez peut-être de l'assurance, de la vivacité et de l'impatience, avec l'impression que la vie vous répond. Profitez de cette étincelle, et vérifiez régulièrement que cette confiance naît d'un sentiment sincère plutôt que d'une mise en scène.",
    creativity:
      "La table du Magicien est un établi d'artisan : mots, couleurs, sons et matériaux ne demandent qu'à être façonnés. Engagez-vous sur une seule œuvre et menez-la à terme, car le savoir-faire progresse plus vite quand les outils sont réellement entre vos mains.",
  },
  advice: "Rassemblez les outils que vous avez déjà, énoncez votre but à voix haute et passez à l'action dès aujourd'hui.",
  yesNoReason:
    "Le oui est favorisé : les capacités et les ressources sont déjà sur la table, à condition que vous agissiez délibérément.",
  element: "Air",
  astrology: "Mercure",
  imageAlt:
    "Un jeune homme aux cheveux sombres, en tunique blanche et manteau rouge, lève une baguette blanche vers le ciel d'une main et désigne le sol de l'autre, un signe de l'infini au-dessus de la tête. Devant lui, une table porte une coupe, un pentacle, une épée et un bâton, tandis que des roses rouges et des lys blancs encadrent le fond jaune.",
};
