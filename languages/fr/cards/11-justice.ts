import type { CardTranslation } from "../../cards";

export const card: CardTranslation = {
  name: "La Justice",
  keywords: {
    upright: ["équité", "vérité", "cause et effet", "responsabilité", "décisions claires", "équilibre", "questions juridiques"],
    reversed: ["injustice", "fuite des responsabilités", "aveuglement sur soi", "parti pris", "déséquilibre", "malhonnêteté"],
  },
  summary:
    "Une figure couronnée tient une épée dressée et une balance en équilibre : ce qui est vrai est pesé, et chaque choix porte sa conséquence. La clarté commence par l'honnêteté, y compris envers vous-même.",
  upright:
    "La Justice siège entre deux piliers gris, stable et sans hâte, une épée à double tranchant dressée dans une main et une balance dorée dans l'autre. L'épée tranche dans la confusion ; la balance pèse ce qui est réellement là, et non ce que vous espérez ou redoutez d'y trouver. Quand cette carte apparaît, la situation demande un bilan honnête. Les décisions prises maintenant ont tendance à tenir, à condition de reposer sur les faits et l'équité plutôt que sur la commodité." +
    "\n\n" +
    "Il y a aussi ici une leçon discrète sur la cause et l'effet. Ce que vous vivez aujourd'hui prend racine dans des choix antérieurs, et ce que vous choisissez maintenant façonnera la suite. Ce n'est pas une menace, mais une forme de liberté : vous n'êtes pas simplement à la merci du hasard. Assumez votre part, parlez franchement, et attendez la même chose des autres. Si un contrat, un accord ou une procédure officielle est en jeu, l'issue tend à favoriser celui qui a agi de bonne foi.",
  reversed:
    "À l'envers, la balance penche et l'épée vacille. Quelque chose peut sembler injuste : une décision qui vous a été défavorable, un arrangement qui profite discrètement à une seule partie, ou un récit qui passe sous silence les détails gênants. Parfois, le déséquilibre se trouve hors de vous ; parfois, c'est cette petite voix qui affirme que votre propre part dans un problème ne compte pas vraiment." +
    "\n\n" +
    "Ce renversement vous demande d'envisager les deux possibilités sans détourner le regard. Si vous avez subi une injustice, notez ce qui s'est passé et cherchez des voies de recours équitables plutôt que de ruminer votre rancœur. Si vous avez esquivé vos responsabilités, les assumer maintenant vous coûtera moins cher que plus tard. Méfiez-vous aussi des jugements partiaux : les décisions prises sous le coup de la colère, ou pour faire plaisir à quelqu'un, résistent rarement à l'épreuve du temps. Rétablir l'équilibre peut être un travail de longue haleine, mais c'est par l'honnêteté qu'il commence.",
  categories: {
    general:
      "La Justice désigne un moment où la vérité d'une affaire devient claire et où les résultats reflètent ce qui a réellement été fait. Pesez calmement les faits avant d'agir, et laissez l'équité plutôt que l'impulsion choisir la prochaine étape.",
    love:
      "En amour, cette carte demande si l'échange vous semble équilibré. Des conversations honnêtes sur les attentes, les engagements et les vieilles blessures peuvent rétablir l'équilibre ; une relation fondée sur le respect mutuel est favorisée, tandis que les arrangements à sens unique sont remis en question.",
    career:
      "Au travail comme pour l'argent, la Justice favorise les contrats, les négociations, les évaluations et toute démarche où des traces écrites claires comptent. Lisez les petites lignes, agissez en toute transparence, et ayez confiance : un effort constant et honnête finit par être remarqué.",
    health:
      "Voyez la Justice comme une invitation à regarder avec impartialité la façon dont vous dépensez votre énergie : le travail face au repos, l'effort face à la récupération. Les petits déséquilibres s'additionnent, alors remarquez quelles habitudes font pencher la balance et ajustez-les en douceur ; un professionnel peut vous aider si quelque chose mérite un examen plus attentif.",
    personal_development:
      "On grandit ici par la responsabilité : nommer vos choix, leurs effets et ce que vous feriez autrement la prochaine fois. Une honnêteté envers soi-même, sans jugement sévère, devient une fondation sur laquelle bâtir.",
    spirituality:
      "La Justice relie la vie spirituelle à l'éthique du quotidien. Demandez-vous si vos actes correspondent aux valeurs que vous défendez, et voyez la loi de cause à effet comme un maître plutôt que comme un juge.",
    projects:
      "Pour vos projets, cette carte favorise des critères clairs, une répartition équitable du travail et des décisions fondées sur des éléments concrets. Évaluez les options selon leurs mérites, mettez les accords par écrit, et abandonnez les idées qui ne résistent pas à l'examen.",
    emotions:
      "Vous essayez peut-être de comprendre quelque chose qui vous a semblé injuste, ou de trier vos propres sentiments entre le juste et l'injuste. Reconnaissez ce qui est vrai pour vous tout en gardant l'esprit ouvert à d'autres points de vue ; la clarté tend à apaiser la tempête.",
    creativity:
      "Sur le plan créatif, la Justice apporte le regard de l'éditeur : structure, proportions et critique honnête. C'est le bon moment pour réviser, couper ce qui ne sert pas l'œuvre et équilibrer l'ambition par le métier.",
  },
  advice: "Pesez honnêtement les faits, assumez votre part, et choisissez ce que vous pourriez défendre en toute bonne conscience.",
  yesNoReason:
    "La Justice ne penche d'aucun côté par elle-même ; la réponse suit ce qui est juste et vrai dans la situation, si bien que l'issue reflète les actes qui l'ont précédée.",
  element: "Air",
  astrology: "Balance",
  imageAlt:
    "Une figure couronnée en robe rouge et cape verte siège sur un trône de pierre entre deux piliers gris, une épée dressée dans la main droite et une balance dorée en équilibre dans la gauche. Un voile pourpre pend derrière le trône, sur fond de ciel jaune.",
};
