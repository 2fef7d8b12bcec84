import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "L'Étoile",
  keywords: {
    upright: ["espoir", "guérison", "renouveau", "inspiration", "sérénité", "foi en l'avenir", "générosité"],
    reversed: ["découragement", "perte de foi", "déconnexion", "doute de soi", "réserves épuisées", "manque de direction"],
  },
  summary:
    "Sous une grande étoile à huit branches, une femme agenouillée verse de l'eau sur la terre et dans un bassin. Après la tempête viennent le calme, l'espoir et un renouveau tranquille.",
  upright:
    "Après le bouleversement de la Tour, l'Étoile arrive comme l'air limpide d'une nuit claire. Une femme s'agenouille au bord d'un bassin, un pied posé sur l'eau et un genou sur la terre. De deux cruches, elle verse sans compter, un filet dans le bassin et un autre sur la terre, où il se divise en petits ruisseaux. Au-dessus d'elle flamboie une grande étoile à huit branches entourée de sept plus petites, et un oiseau est perché dans un arbre derrière elle." +
    "\n\n" +
    "Cette carte apporte un espoir discret plutôt que bruyant. Vous vous remplissez à nouveau, lentement et sûrement, après une période de tension. L'ouverture de la femme suggère que vous pouvez baisser un peu la garde et croire que le renouveau est en marche. L'inspiration coule quand vous cessez de la rationner. Partagez ce que vous avez, soignez vos blessures avec patience, et laissez un sentiment de sens vous guider comme une étoile brillante guide le voyageur dans la nuit.",
  reversed:
    "Quand l'Étoile est à l'envers, sa lumière semble plus faible. La fatigue, le découragement ou le doute quant à une amélioration possible vous gagnent peut-être. Peut-être avez-vous vidé vos cruches pour les autres sans jamais les remplir, ou perdu le contact avec le sentiment de sens qui vous porte d'habitude." +
    "\n\n" +
    "Pourtant, les étoiles ne disparaissent pas quand les nuages les cachent. Ce renversement vous demande de renouer avec de petites sources d'espoir plutôt que d'attendre un grand signe : une conversation avec quelqu'un qui vous comprend, du temps dehors, un objectif modeste que vous pouvez réellement atteindre. Remarquez les histoires que vous vous racontez sur l'avenir, et questionnez celles qui ne laissent aucune place au changement. Si la lourdeur persiste, chercher du soutien est sage. La foi revient généralement peu à peu, souvent à travers de simples gestes d'attention.",
  categories: {
    general:
      "L'Étoile apporte un espoir renouvelé et le sentiment que les choses s'améliorent en silence. Faites confiance à la direction que vous prenez, et laissez-vous guider par ce qui vous inspire vraiment.",
    love:
      "En amour, cette carte suggère la guérison, l'ouverture et un doux renouveau de la confiance. Les personnes célibataires découvriront peut-être qu'être authentiquement elles-mêmes attire la bonne attention, et les couples peuvent retrouver une vision commune après une passe difficile.",
    career:
      "Sur le plan professionnel, l'Étoile favorise un travail en accord avec vos idéaux et vos espoirs à long terme. La reconnaissance peut venir progressivement : continuez à montrer vos vrais talents et voyez comment votre travail peut servir quelque chose qui vous dépasse.",
    health:
      "Pensez à vous ressourcer : le repos, l'air frais, l'eau et tout ce qui restaure vraiment votre énergie. Tout rétablissement est un processus doux et continu, et vous appuyer sur les conseils d'un professionnel quand vous en avez besoin fait partie du soin que vous vous portez.",
    personal_development:
      "On grandit en renouant avec ses espoirs profonds et en les laissant guider ses choix. La bienveillance envers soi-même et une vision à long terme vous mèneront plus loin que la pression ou la comparaison.",
    spirituality:
      "Sur le plan spirituel, l'Étoile est une carte de grâce et de foi tranquille. La contemplation sous un ciel ouvert, la prière ou la méditation peuvent vous aider à ressentir un lien avec quelque chose de plus vaste et de bienveillant.",
    projects:
      "Les projets guidés par une vision claire sont favorisés. Gardez l'objectif à long terme en vue, partagez vos idées ouvertement, et laissez les premiers signes prometteurs vous encourager sans vous précipiter pour finir.",
    emotions:
      "Vous ressentez peut-être plus de calme et d'espoir après une période difficile. Laissez entrer cette douceur ; vos réserves émotionnelles se reconstituent, même si le processus semble lent.",
    creativity:
      "Sur le plan créatif, l'inspiration coule aussi librement que l'eau des cruches de l'Étoile. Suivez les idées qui vous semblent lumineuses, créez pour le plaisir, et laissez votre travail porter de l'espoir aux autres.",
  },
  advice: "Laissez l'espoir vous remplir doucement, et partagez votre lumière sans la rationner.",
  yesNoReason:
    "L'Étoile penche vers le oui et promet une issue pleine d'espoir, qui se dessine généralement peu à peu plutôt que d'un seul coup.",
  element: "Air",
  astrology: "Verseau",
  imageAlt:
    "Une femme nue, agenouillée au bord d'un bassin, un pied sur l'eau, verse le contenu de deux cruches rouges : un filet dans le bassin et un autre sur la terre verte. Une grande étoile jaune à huit branches brille dans le ciel bleu parmi sept étoiles blanches plus petites, et un oiseau est perché dans un arbre derrière elle.",
};
