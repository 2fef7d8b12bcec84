import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Les Amoureux",
  keywords: {
    upright: ["amour", "union", "harmonie", "choix important", "valeurs alignées", "partenariat"],
    reversed: ["désaccord", "valeurs divergentes", "indécision", "déséquilibre", "choix évité", "tentation"],
  },
  summary:
    "Sous les bras ouverts d'un ange, deux êtres se rencontrent en toute ouverture : les Amoureux parlent d'un lien profond et des choix qui révèlent ce à quoi vous tenez vraiment.",
  upright:
    "Les Amoureux montrent un homme et une femme debout dans un jardin, nus et sans honte, bénis par un ange ailé qui s'élève d'un nuage devant un soleil flamboyant. Derrière la femme pousse l'arbre de la connaissance, un serpent enroulé autour du tronc ; derrière l'homme se dresse un arbre qui porte des flammes. Une montagne solitaire s'élève entre eux. La scène parle d'union, d'honnêteté et d'un lien dans lequel rien n'a besoin d'être caché." +
    "\n\n" +
    "La romance n'est qu'une partie du sens. Cette carte vous demande aussi de faire un choix qui reflète qui vous êtes, en mettant votre cœur et vos principes d'accord. Quand les Amoureux apparaissent, l'harmonie est à portée, dans une relation, une association ou en vous-même, mais elle exige un engagement conscient. Choisissez de tout votre cœur, en vous laissant guider par ce qui compte pour vous plutôt que par l'habitude ou la peur.",
  reversed:
    "À l'envers, les deux personnages semblent s'éloigner l'un de l'autre. Une relation peut être déséquilibrée, l'un donnant bien plus que l'autre, ou reposer sur des valeurs qui ne concordent plus. La communication peut faiblir, et de vieilles rancœurs assombrir ce qui semblait autrefois si naturel. Parfois, la fracture est intérieure : un écart entre ce que vous voulez et ce que vous croyez devoir vouloir." +
    "\n\n" +
    "Cette position apparaît aussi quand vous évitez une décision, en espérant qu'à force d'attendre, le choix se fera sans vous. La tentation, des loyautés partagées ou une attirance qui va à l'encontre de vos principes peuvent être en jeu. Revenez au cœur de la question : qu'est-ce qui compte pour vous, et vos actes le respectent-ils ? C'est dans une conversation honnête, avec les autres et avec vous-même, que commence la réparation.",
  categories: {
    general:
      "Un choix important ou un partenariat se trouve au centre des choses. Décidez en accord avec vos valeurs les plus profondes, et un sentiment d'harmonie a toutes les chances de suivre.",
    love:
      "C'est l'une des cartes les plus romantiques du jeu : elle évoque l'attirance, l'intimité émotionnelle et une union fondée sur le respect mutuel. Pour un couple, elle peut marquer un engagement qui s'approfondit ; pour une personne célibataire, une rencontre d'une sincérité inhabituelle. Dans les deux cas, c'est la vulnérabilité qui ouvre la porte.",
    career:
      "Les associations, les collaborations et les alliances sont mises en avant, ainsi qu'une décision professionnelle qui doit s'accorder avec vos valeurs. Évaluez les offres non seulement au salaire, mais aussi selon que le travail reflète ou non ce qui vous tient à cœur.",
    health:
      "Le bien-être repose ici sur l'équilibre entre le corps et l'esprit, le travail et le repos, donner et recevoir. Votre entourage influence votre état : remarquez quels liens vous donnent de l'énergie et lesquels vous épuisent, et choisissez des habitudes qui vous ressemblent plutôt que des habitudes imposées.",
    personal_development:
      "La leçon est l'intégration : mettre la tête et le cœur d'accord. Clarifiez vos valeurs essentielles, puis exercez-vous à prendre des décisions que vous pourriez expliquer sans gêne à la part la plus vraie de vous-même.",
    spirituality:
      "Les Amoureux évoquent l'union des contraires et l'amour lui-même comme chemin spirituel. La dévotion, le partenariat et la reconnaissance du sacré en l'autre peuvent vous ouvrir à quelque chose de plus grand que vous deux.",
    projects:
      "La collaboration est favorisée, surtout avec une personne dont les compétences complètent les vôtres. Avant de vous engager, assurez-vous que tout le monde partage la même vision, car s'accorder maintenant évite les conflits plus tard.",
    emotions:
      "Les sentiments de proximité, de tendresse et d'ouverture sont intenses. Si vous hésitez entre deux chemins, autorisez-vous à ressentir pleinement l'un et l'autre avant de décider.",
    creativity:
      "Les collaborations créatives et les duos s'épanouissent, tout comme les œuvres qui parlent d'amour, de lien et de choix. Laissez votre art naître de ce qui vous tient le plus à cœur, et il portera une vraie conviction.",
  },
  advice: "Faites votre choix avec le cœur, et qu'il honore les valeurs selon lesquelles vous voulez le plus vivre.",
  yesNoReason:
    "Les Amoureux penchent vers le oui, surtout quand la question touche à un lien ou à un choix fait en accord avec vos valeurs.",
  element: "Air",
  astrology: "Gémeaux",
  imageAlt:
    "Un homme et une femme nus se tiennent à distance l'un de l'autre dans un jardin, sous un ange ailé aux cheveux couleur de flamme qui s'élève d'un nuage devant un grand soleil doré, les bras ouverts pour bénir. Derrière la femme, un serpent s'enroule autour d'un arbre fruitier ; derrière l'homme, un arbre porte des flammes, et une montagne rouge se dresse entre eux.",
};
