import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Monde",
  keywords: {
    upright: ["aboutissement", "accomplissement", "plénitude", "intégration", "réussite", "voyages", "appartenance"],
    reversed: ["inachèvement", "détails en suspens", "absence de clôture", "retards", "raccourcis", "succès creux"],
  },
  summary:
    "Enveloppée d'une écharpe violette, une silhouette danse au cœur d'une couronne de laurier, sous le regard de quatre créatures aux angles. Un cycle s'achève, et tout trouve sa place.",
  upright:
    "Au centre d'une couronne ovale de laurier nouée de rubans rouges, une silhouette danse, légèrement drapée d'une écharpe violette, une baguette blanche dans chaque main. Aux quatre coins, parmi les nuages, apparaissent une tête humaine, un aigle, un taureau et un lion, emblèmes traditionnels des quatre signes fixes et des quatre éléments. La scène est équilibrée et complète : chaque partie de l'image est à sa place, et la silhouette danse librement à l'intérieur du cercle." +
    "\n\n" +
    "Cette carte célèbre l'aboutissement d'un long voyage. L'effort a porté ses fruits, les leçons ont été intégrées, et vous pouvez goûter un sentiment de plénitude et d'appartenance. Elle peut marquer une remise de diplôme, un projet terminé, une étape franchie ou simplement le sentiment d'être chez vous dans le monde. Prenez le temps d'honorer ce que vous avez accompli avant de repartir à toute allure. Chaque fin de ce genre est aussi une porte, et le cycle suivant commencera sur des fondations plus solides.",
  reversed:
    "À l'envers, le Monde suggère que vous êtes proche du but sans l'avoir tout à fait atteint. Il manque peut-être une dernière étape, un détail reste en suspens, ou vous hésitez à clore un chapitre parce que vous ne savez pas bien ce qui vient après. Parfois, le sentiment d'inachèvement est intérieur : vous avez atteint un objectif, mais il ne vous apporte pas la satisfaction que vous attendiez." +
    "\n\n" +
    "Regardez ce qui reste inachevé et demandez-vous si cela doit vraiment être terminé, ou si vous pouvez le laisser partir avec élégance. Des raccourcis pris plus tôt devront peut-être être revus. Si vous attendez des conditions parfaites pour déclarer une chose terminée, songez que « fait » vaut souvent mieux que « parfait ». La couronne qui entoure la silhouette n'est pas une cage mais un cadre. Nouez ce que vous pouvez, reconnaissez la distance parcourue, et laissez le cercle se refermer pour qu'un nouveau puisse s'ouvrir.",
  categories: {
    general:
      "Le Monde signale l'aboutissement, la réussite et un sentiment gratifiant de plénitude. Un chapitre arrive à une conclusion épanouissante, et le terrain est prêt pour le cycle plus vaste qui suivra, quel qu'il soit.",
    love:
      "En amour, cette carte annonce un profond épanouissement, de l'engagement et le sentiment d'appartenir l'un à l'autre. Elle peut marquer une étape comme l'emménagement, le mariage ou simplement le sentiment de former un couple accompli, tandis que les personnes célibataires peuvent se sentir assez entières par elles-mêmes pour accueillir librement un partenaire.",
    career:
      "Sur le plan professionnel, le Monde favorise les projets menés à bien, une reconnaissance bien méritée et des occasions qui peuvent dépasser les frontières. Financièrement, les efforts de longue haleine portent leurs fruits ; bouclez proprement le travail en cours avant d'entamer le suivant.",
    health:
      "La silhouette dansante vous invite à savourer les moments où le corps, l'esprit et la vie quotidienne avancent au même pas. Réfléchissez aux habitudes qui vous ont apporté ce sentiment d'unité, et continuez à leur faire une place dans votre routine.",
    personal_development:
      "La croissance atteint un point d'intégration, où les leçons de nombreuses expériences se rassemblent en une idée plus claire de qui vous êtes. Reconnaissez le chemin parcouru avant de fixer votre prochaine intention.",
    spirituality:
      "Sur le plan spirituel, le Monde exprime l'unité et le sentiment de faire partie d'un tout plus grand. Les moments de lien avec la nature, la communauté ou le sacré prennent en ce moment un sens tout particulier.",
    projects:
      "Un projet arrive à un aboutissement réussi. Réglez les derniers détails, notez ce qui a fonctionné, et célébrez avec toutes les personnes impliquées avant de tracer les plans de la prochaine aventure.",
    emotions:
      "Vous ressentez peut-être du contentement, de l'équilibre et de la paix avec le chemin parcouru. Savourez cette plénitude plutôt que de chercher aussitôt ce qui manque.",
    creativity:
      "Sur le plan créatif, c'est le moment de terminer, de présenter ou de publier. Votre vision a pris forme : partagez-la avec le monde et tirez fierté de l'ensemble.",
  },
  advice: "Terminez ce que vous avez commencé, célébrez le cercle accompli, et entrez dans le cycle suivant avec un sentiment de plénitude.",
  yesNoReason: "Le Monde penche vers le oui : il annonce un aboutissement réussi et une issue satisfaisante à la question.",
  element: "Terre",
  astrology: "Saturne",
  imageAlt:
    "Une silhouette dansante enveloppée d'une écharpe violette tient une baguette blanche dans chaque main, au centre d'une couronne ovale de laurier vert nouée de rubans rouges. Les têtes d'un homme, d'un aigle, d'un taureau et d'un lion apparaissent dans les nuages aux quatre coins, sur fond de ciel bleu.",
};
