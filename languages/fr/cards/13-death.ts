import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Mort",
  keywords: {
    upright: ["fins de cycle", "métamorphose", "passage", "libération", "place nette", "renouveau", "changement inévitable"],
    reversed: ["résistance au changement", "immobilisme", "peur des fins", "attachement persistant", "transition lente", "affaires en suspens"],
  },
  summary:
    "Un cavalier squelettique porte une bannière ornée d'une rose blanche, et rois comme enfants s'écartent sur son passage. Quelque chose se termine pour que quelque chose d'autre puisse commencer.",
  upright:
    "Malgré son imagerie saisissante, cette carte parle de transformation, non de mort au sens littéral. Un squelette en armure noire monte un cheval blanc et porte une bannière noire frappée d'une rose blanche, et chacun sur son chemin réagit à sa manière : un roi est tombé, un évêque implore, une jeune femme se détourne, un enfant lève les yeux sans crainte. Au loin, un soleil se lève entre deux tours. Un chapitre se referme, et la façon dont vous accueillez cette fin façonne la suite." +
    "\n\n" +
    "Les fins peuvent faire mal, même lorsqu'elles sont nécessaires. Un emploi, une relation, une habitude ou une version de vous-même arrive peut-être à son terme naturel. Faites le deuil de ce qui mérite d'être pleuré, mais essayez de ne pas vous accrocher à ce qui est déjà parti. La rose blanche évoque la pureté et le renouveau, et le soleil levant dit que le cycle continue. Faire place nette de ce qui est terminé ouvre la voie à une croissance que vous ne pouvez pas encore imaginer.",
  reversed:
    "À l'envers, la Mort décrit souvent un changement que l'on tient à distance. Vous sentez peut-être que quelque chose a fait son temps, et pourtant vous continuez à le maintenir debout, par peur, par habitude ou par loyauté envers la personne que vous étiez. Il en résulte une sorte d'entre-deux : l'ancienne forme ne convient plus, mais la nouvelle ne peut pas arriver tant que vous tenez la porte fermée." +
    "\n\n" +
    "Cette position peut aussi montrer une transition qui se déroule lentement, les fins survenant par étapes plutôt que d'un seul coup. Traitez-vous avec douceur si lâcher prise est difficile ; l'attachement est profondément humain. Demandez-vous tout de même ce que cela vous coûte de rester où vous êtes. De petits gestes de libération, comme vider une pièce, mettre fin à une routine ou dire un au revoir sincère, peuvent relancer un processus bloqué et vous rappeler que le lever de soleil à l'horizon vous attend toujours.",
  categories: {
    general:
      "La Mort signale la fin d'un cycle et le début d'une transformation profonde, et non la fin d'une vie au sens littéral. Laissez partir ce qui a fait son temps pour que le prochain chapitre ait la place de commencer.",
    love:
      "En amour, cette carte peut marquer la fin d'un vieux schéma, d'une phase de la relation ou, parfois, de la relation elle-même. Les couples qui affrontent le changement avec honnêteté trouvent souvent un lien renouvelé, tandis que les personnes célibataires peuvent enfin se libérer d'un ancien attachement.",
    career:
      "Un poste, une orientation d'entreprise ou une façon de travailler touche peut-être à sa fin. Plutôt que de vous cramponner à une position qui ne vous convient plus, regardez ce que cette transition vous permet de poursuivre, et préparez-vous concrètement au changement.",
    health:
      "Lisez cette carte comme une réflexion sur les habitudes et les routines qui ont fait leur temps, jamais comme une prédiction sur votre corps. C'est peut-être le bon moment pour abandonner les schémas qui drainent votre énergie et faire place à des rythmes de repos plus réguliers ; pour toute inquiétude réelle, parlez-en à un professionnel qualifié.",
    personal_development:
      "C'est la carte de la mue. Des croyances, des rôles ou des images de soi qui vous protégeaient autrefois vous freinent peut-être aujourd'hui, et les abandonner, même si c'est inconfortable, ouvre la voie à une version plus vraie de vous-même.",
    spirituality:
      "Sur le plan spirituel, la Mort parle de renaissance et des cycles de lâcher-prise que de nombreuses traditions honorent. Les pratiques qui aident à accepter l'impermanence, de la réflexion silencieuse aux simples rituels de libération, peuvent apporter une paix surprenante.",
    projects:
      "Un projet devra peut-être être arrêté, profondément remanié ou archivé pour que le temps et les ressources puissent aller ailleurs. Clore quelque chose délibérément est plus bienveillant que de le laisser traîner ; récoltez ce que vous avez appris avant d'aller de l'avant.",
    emotions:
      "Vous traversez peut-être du chagrin, du soulagement ou un mélange des deux à mesure que quelque chose se termine. Accordez à chaque sentiment son temps, et ayez confiance : le poids de la transition s'allège à mesure que la nouvelle forme de votre vie se dessine.",
    creativity:
      "Sur le plan créatif, la Mort fait table rase. Abandonnez un style ou un projet qui s'est essoufflé, recyclez-en les meilleures parties en quelque chose de nouveau, et autorisez-vous à tout recommencer comme au premier jour.",
  },
  advice: "Laissez ce qui est fini être fini, et tournez votre attention vers l'espace que cette fin ouvre.",
  yesNoReason:
    "La Mort répond plutôt non, car la situation telle qu'elle est touche à sa fin, même si cette clôture ouvre souvent la voie à quelque chose de meilleur.",
  element: "Eau",
  astrology: "Scorpion",
  imageAlt:
    "Un squelette en armure noire monte un cheval blanc et porte une bannière noire ornée d'une rose blanche à cinq pétales ; un roi tombé gît sous les sabots, tandis qu'un évêque, une jeune femme et un enfant réagissent devant lui. Au loin, une rivière coule et un soleil se lève entre deux tours.",
};
