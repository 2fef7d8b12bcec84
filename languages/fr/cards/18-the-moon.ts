import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Lune",
  keywords: {
    upright: ["intuition", "faux-semblants", "incertitude", "rêves", "l'inconscient", "anxiété", "choses cachées"],
    reversed: ["retour de la clarté", "peur qui se dissipe", "secrets qui remontent", "aveuglement sur soi", "émotions refoulées", "erreur de jugement"],
  },
  summary:
    "Une lune rêveuse éclaire un chemin entre deux tours, tandis qu'un chien et un loup hurlent et qu'une écrevisse sort de l'eau. La nuit, tout n'est pas ce qu'il paraît.",
  upright:
    "Une pleine lune qui porte en elle un profil en croissant regarde vers le bas, les yeux clos, tandis que des gouttes de lumière tombent vers la terre. En contrebas, un chien et un loup hurlent vers le ciel, l'un apprivoisé, l'autre sauvage, pendant qu'une écrevisse sort d'un bassin pour gagner un chemin qui serpente entre deux tours vers des collines lointaines. La scène est étrange, onirique et à demi éclairée seulement. C'est le royaume de l'intuition, de l'imagination et de tout ce qui remue sous la surface." +
    "\n\n" +
    "Quand la Lune apparaît, la clarté peut être difficile à trouver. Les informations sont incomplètes, les sentiments amplifiés, et les peurs peuvent prendre des formes plus grandes que ne le justifient les faits. Plutôt que de forcer la certitude, avancez lentement et fiez-vous à votre instinct tout en le confrontant à la réalité. Prêtez attention aux rêves, aux images récurrentes et aux réactions viscérales ; ils portent peut-être des messages que votre esprit rationnel a manqués. Le chemin est là, même si vous n'en voyez que quelques pas.",
  reversed:
    "À l'envers, la Lune signale souvent que le brouillard commence à se lever. La confusion cède la place à la compréhension, une tromperie est découverte, ou une peur que vous portiez se révèle moins grande qu'elle ne paraissait. Vous ressentez peut-être un vrai soulagement en commençant à voir la situation à la lumière du jour." +
    "\n\n" +
    "Ce renversement peut aussi pointer vers l'intérieur : des émotions que vous avez refoulées, des angoisses que vous n'avez pas nommées, ou l'habitude de vous raconter une histoire plus confortable que la vraie. Si c'est le cas, amenez doucement ces choses à la lumière. Tenir un journal, parler à une personne de confiance ou simplement observer vos réactions peut aider. Méfiez-vous des décisions prises tant que vos repères sont encore flous, et laissez la clarté nouvelle se poser avant d'agir en conséquence. Comme l'écrevisse qui sort du bassin, ce qui remonte des profondeurs peut être accueilli et compris.",
  categories: {
    general:
      "La Lune suggère que la situation n'est pas encore entièrement visible et que des émotions ou des suppositions colorent peut-être votre regard. Avancez prudemment, faites confiance à votre intuition, et attendez davantage de lumière avant de tirer des conclusions fermes.",
    love:
      "En amour, des sentiments tus, des signaux contradictoires ou des projections peuvent brouiller l'image. Évitez les conclusions hâtives ; des conversations douces et honnêtes aident à distinguer les vraies inquiétudes de celles qui sont imaginées.",
    career:
      "Au travail, les informations sont peut-être incomplètes ou les intentions floues. Vérifiez les détails deux fois, restez sur vos gardes face aux contrats ou aux promesses financières qui semblent vagues, et écoutez votre instinct au sujet des gens pendant que vous rassemblez les faits.",
    health:
      "Cette carte invite à réfléchir au sommeil, aux rêves et à la façon dont l'inquiétude peut drainer votre énergie. Des soirées reposantes, des routines apaisantes et l'attention portée à ce qui vous perturbe peuvent aider ; si l'anxiété ou l'insomnie persistent, en parler à un professionnel est une façon de prendre soin de vous.",
    personal_development:
      "On grandit en explorant son monde intérieur : les rêves, les peurs et les histoires que l'on se raconte. Affronter ce qui se tapit dans l'ombre avec curiosité plutôt qu'avec effroi construit une véritable connaissance de soi.",
    spirituality:
      "Sur le plan spirituel, la Lune ouvre la porte à l'intuition, au travail sur les rêves et aux mystères de l'inconscient. Honorez ces expériences, mais gardez les pieds sur terre et faites preuve de discernement sur ce que vous acceptez comme vrai.",
    projects:
      "Les projets sont peut-être entourés d'incertitude ou de variables cachées. Avancez pas à pas, mettez vos hypothèses à l'épreuve, et attendez que la voie devienne plus claire avant de vous engager pleinement.",
    emotions:
      "Les sentiments peuvent être profonds et difficiles à nommer, avec des angoisses qui montent la nuit ou dans les moments de calme. Autorisez-vous à ressentir sans croire chaque peur ; le matin apporte souvent un regard plus doux.",
    creativity:
      "Sur le plan créatif, la Lune est une riche source d'images, de symboles et d'idées oniriques. Suivez les associations étranges, tenez un journal de rêves, et laissez l'œuvre garder son mystère un moment avant de lui donner forme.",
  },
  advice: "Laissez votre intuition vous guider à travers cette période floue, mais confrontez vos peurs aux faits avant d'agir.",
  yesNoReason:
    "La Lune penche vers le peut-être, car la situation est encore voilée d'incertitude et l'image complète n'est pas encore apparue.",
  element: "Eau",
  astrology: "Poissons",
  imageAlt:
    "Une grande lune jaune dont le visage en forme de croissant apparaît de profil brille au-dessus d'un chemin qui serpente entre deux tours grises vers des montagnes lointaines, tandis que des gouttes de lumière en tombent. Un chien et un loup hurlent vers la lune, et une écrevisse sort d'un bassin au premier plan.",
};
