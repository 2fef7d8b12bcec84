import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "Le Jugement",
  keywords: {
    upright: ["éveil", "appel", "bilan", "renouveau", "pardon", "examen de soi", "renaissance"],
    reversed: ["doute de soi", "autocritique sévère", "appel ignoré", "peur du changement", "regrets", "décisions reportées"],
  },
  summary:
    "Un ange sonne de la trompette depuis les nuages, et des personnages se lèvent de leurs cercueils, les bras ouverts. Un appel à vous réveiller, à faire le point et à répondre à votre vocation.",
  upright:
    "Un ange aux ailes rouges se penche hors des nuages et souffle dans une trompette dorée à laquelle pend un drapeau blanc frappé d'une croix rouge. En contrebas, des hommes, des femmes et des enfants se lèvent de cercueils ouverts qui flottent sur l'eau, les bras tendus vers le son, avec des montagnes enneigées derrière eux. Ce n'est pas un verdict redoutable mais une convocation : une invitation à vous éveiller et à entrer dans une vie plus pleine." +
    "\n\n" +
    "Le Jugement apparaît souvent quand le moment est venu de faire honnêtement le point, de vous pardonner vos erreurs passées et de répondre à un appel qui se fait de plus en plus fort. Il peut s'agir d'une vocation, d'une décision que vous avez repoussée, ou de la reconnaissance qu'un ancien chapitre est vraiment terminé. Revoyez le chemin parcouru avec lucidité, gardez les leçons et laissez partir la culpabilité. Quelque chose en vous se lève, et la carte vous presse d'y répondre de tout votre cœur plutôt que de vous laisser enfermer dans le cercueil de la personne que vous étiez.",
  reversed:
    "La trompette sonne toujours quand la carte est à l'envers, mais il se peut que vous vous bouchiez les oreilles. Peut-être sentez-vous qu'un changement est nécessaire tout en doutant de le mériter, ou craignez-vous ce que coûterait une réponse à l'appel. L'autocritique peut aussi être forte dans cette position, et transformer une saine réflexion en un tribunal intérieur impitoyable." +
    "\n\n" +
    "Demandez-vous de quel jugement vous avez vraiment peur. Souvent, c'est notre propre voix qui nous maintient à terre. Ce renversement vous encourage à revisiter le passé avec compassion : reconnaissez ce qui a mal tourné, réparez ce que vous pouvez, puis laissez-le reposer. Il peut aussi suggérer qu'une décision importante est repoussée dans l'attente d'une certitude qui ne viendra jamais. Écoutez l'appel sous le bruit et faites un pas vers lui. Le renouveau n'exige pas la perfection, seulement de la bonne volonté.",
  categories: {
    general:
      "Le Jugement signale un moment d'éveil et de bilan honnête. Réfléchissez au chemin parcouru, faites la paix avec lui, et répondez à l'appel de ce qui vient ensuite.",
    love:
      "En amour, cette carte peut apporter un tournant où chacun réévalue ce qu'il veut. De vieilles blessures peuvent être pardonnées et une relation renouvelée, ou une décision lucide peut être prise quant à l'avenir ; dans les deux cas, l'honnêteté est la clé.",
    career:
      "Sur le plan professionnel, un autre chemin ou un nouveau niveau de responsabilité vous appelle peut-être. Évaluez votre travail avec honnêteté, reconnaissez ce que vous avez appris, et préparez-vous à agir quand une occasion importante fera entendre sa note.",
    health:
      "Voyez dans cette carte l'invitation à faire un inventaire honnête et bienveillant de vos routines, de votre énergie et de votre repos. C'est peut-être le bon moment pour prendre un nouveau départ avec des habitudes qui vous soutiennent, accompagné par un professionnel si vous le souhaitez.",
    personal_development:
      "On grandit par un examen de soi qui mène au pardon et au renouveau. Intégrez les leçons du passé pour qu'elles deviennent sagesse plutôt que fardeau.",
    spirituality:
      "Sur le plan spirituel, le Jugement marque un éveil, le sentiment d'un appel vers un dessein plus élevé ou une pratique plus profonde. Écoutez attentivement ce qui remue votre âme et répondez-y avec courage.",
    projects:
      "C'est le moment de revoir un projet en profondeur, de décider ce qu'il faut garder et abandonner, puis de le relancer avec un élan renouvelé. Un projet mis de côté mérite peut-être aussi une seconde vie.",
    emotions:
      "Vous vous libérez peut-être d'une vieille culpabilité ou de regrets, et vous en ressentez une légèreté nouvelle. Acceptez le pardon, y compris le vôtre, et remarquez l'énergie neuve qui s'ensuit.",
    creativity:
      "Une vieille idée revient peut-être en demandant à renaître, ou vous entendez un appel clair à travailler sur quelque chose qui compte vraiment pour vous. Répondez-y, et revisitez vos travaux passés avec un regard neuf.",
  },
  advice: "Répondez à l'appel que vous entendez, et laissez derrière vous la culpabilité qui vous empêche de vous relever.",
  yesNoReason:
    "Le Jugement penche vers le oui, surtout quand la question concerne un nouveau départ ou une décision dont vous savez déjà, au fond de vous, qu'elle est juste.",
  element: "Feu",
  astrology: "Pluton",
  imageAlt:
    "Un ange aux ailes rouges émerge de nuages gris en soufflant dans une trompette dorée qui porte un drapeau blanc à croix rouge. En contrebas, des hommes, des femmes et des enfants nus et pâles se lèvent de cercueils ouverts, les bras levés, devant une mer et des montagnes enneigées.",
};
