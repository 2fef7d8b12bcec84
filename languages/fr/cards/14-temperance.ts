import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Tempérance",
  keywords: {
    upright: ["équilibre", "modération", "patience", "alliance des contraires", "guérison", "raison d'être", "juste milieu"],
    reversed: ["excès", "déséquilibre", "impatience", "discorde", "trop d'engagements", "manque d'harmonie"],
  },
  summary:
    "Un ange ailé verse de l'eau d'une coupe dorée à l'autre, un pied sur la terre ferme et l'autre dans un bassin. Le mélange patient des contraires crée un tout.",
  upright:
    "Un ange aux grandes ailes rouges se tient un pied sur une pierre et l'autre dans un bassin, versant l'eau d'une coupe dorée dans une autre. Le filet d'eau semble couler selon un angle impossible, signe que quelque chose d'alchimique est à l'œuvre : deux choses se mêlent jusqu'à en devenir une troisième. Un chemin serpente de l'eau vers des montagnes lointaines où s'élève une couronne de lumière. La Tempérance est l'art de trouver la juste mesure, encore et encore." +
    "\n\n" +
    "Quand cette carte apparaît, elle vous encourage à ralentir et à combiner plutôt qu'à choisir. Travail et repos, cœur et raison, ambition et attention aux autres : chacun a besoin de l'autre dans la bonne proportion. Le triangle sur la robe de l'ange et la lueur autour de sa tête suggèrent que cet équilibre sert un dessein plus vaste. Les progrès peuvent être graduels, mais ils sont réguliers et bien intégrés, et la patience d'aujourd'hui vous évite d'avoir à défaire demain des choix précipités.",
  reversed:
    "À l'envers, l'eau déborde. Quelque chose est disproportionné : trop de travail et trop peu de repos, trop de don et pas assez de réception, ou un balancement entre les extrêmes qui vous épuise. Vous ressentez peut-être de l'impatience, à vouloir des résultats plus vite que la situation ne le permet, ou vous constatez que les gens autour de vous tirent dans des directions opposées." +
    "\n\n" +
    "Repérez où le mélange a mal tourné plutôt que de vous le reprocher. Quelles habitudes ont glissé vers l'excès, et qu'avez-vous négligé ? De petits ajustements faits avec régularité réalignent les coupes plus sûrement que des corrections spectaculaires. Ce renversement peut aussi signaler un conflit de valeurs au sein d'un couple ou d'une équipe, où trouver un terrain d'entente demandera peut-être à chacun de céder un peu. Réajustez en douceur, et faites de la voie du milieu une pratique plutôt qu'une règle.",
  categories: {
    general:
      "La Tempérance favorise une approche patiente et équilibrée plutôt que les coups d'éclat. Combinez avec réflexion les différents éléments de votre situation, et ayez confiance : des progrès réguliers vous mèneront là où vous voulez aller.",
    love:
      "En amour, cette carte montre une harmonie construite par le compromis, l'ajustement mutuel et une communication sereine. Deux personnes différentes apprennent à créer quelque chose en commun : laissez du temps au processus et tenez-vous à l'écart des extrêmes comme la jalousie ou le repli sur soi.",
    career:
      "Au travail, la Tempérance soutient la collaboration, la médiation et une gestion attentive des ressources. Sur le plan financier, elle conseille la modération : évitez les dépenses impulsives ou les paris risqués, et visez un rythme soutenable plutôt que des accès de surmenage.",
    health:
      "Ici, l'ange vous pousse doucement vers la modération dans vos rythmes quotidiens, avec le sommeil, le mouvement, les repas et le temps d'écran dans des proportions raisonnables. Repérez où vous avez tendance à en faire trop ou à vous priver, et faites de petits ajustements que vous pourrez vraiment tenir.",
    personal_development:
      "On grandit en intégrant les différentes parts de soi plutôt qu'en étouffant l'une d'elles. Exercez votre patience, remarquez vos extrêmes, et laissez la connaissance de soi se développer par un effort régulier et répété.",
    spirituality:
      "La Tempérance est une carte d'alchimie intérieure, où la vie quotidienne et la pratique spirituelle se déversent l'une dans l'autre comme l'eau entre les deux coupes. Une pratique régulière et modérée vous servira mieux que des élans intenses et occasionnels.",
    projects:
      "Les projets prospèrent grâce à un rythme soigné et à la bonne combinaison de personnes et de ressources. Testez les idées à petite échelle, ajustez le mélange à mesure que vous apprenez, et résistez à la tentation de vous précipiter vers l'arrivée.",
    emotions:
      "Vous retrouvez peut-être un centre plus calme après une période agitée. Laissez les émotions vous traverser sans les endiguer ni les laisser tout submerger ; l'équilibre revient à mesure que vous accordez à chaque sentiment son juste poids.",
    creativity:
      "Sur le plan créatif, expérimentez en mêlant des supports, des genres ou des influences qui se rencontrent rarement. Des couches patientes et des retouches successives donneront un résultat plus riche qu'un seul geste audacieux.",
  },
  advice: "Trouvez la juste mesure pour chaque part de votre vie, et laissez la patience faire le mélange.",
  yesNoReason:
    "La Tempérance penche vers le oui, mais généralement par des progrès réguliers et patients plutôt que par une percée soudaine.",
  element: "Feu",
  astrology: "Sagittaire",
  imageAlt:
    "Un ange ailé en robe blanche, un triangle orange sur la poitrine, verse de l'eau d'une coupe dorée à l'autre, un pied sur un rocher et l'autre dans un bassin. Des iris jaunes poussent au bord de l'eau, et un chemin mène vers des montagnes bleues sous un soleil rayonnant.",
};
