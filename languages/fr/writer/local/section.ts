import type { Element, SectionLines } from "../../../local-writer";
import { oneColon, quoteFrames } from "../../../quote-frames";
import { agree, cap, il, lui, ordinal, v, type FrCard, type FrFocus } from "./grammar";

/** La section de chaque carte : son ouverture à sa place, son vote dans un choix, l'avenir ouvert, ses compléments. */

export const ELEMENT_QUALITY: Record<Element, string> = {
  Fire: "de l'élan et de la chaleur",
  Water: "de la sensibilité et de l'intuition",
  Air: "une pensée claire et des mots sincères",
  Earth: "de la patience et du sens pratique",
};

export const SECTION: SectionLines<FrCard, FrFocus> = {
  lead: {
    heart: [
      ({ c, f, themes }) => `Seule carte tirée pour votre question, ${c.le} ${v(c, "occupe", "occupent")} le centre de ${f.topic} et ${v(c, "apporte", "apportent")} ${themes.gift}.`,
      ({ c, f, themes }) => `À ${lui(c)} ${agree(c, "seul")}, ${c.le} ${v(c, "parle", "parlent")} pour toute la lecture et ${v(c, "apporte", "apportent")} ${themes.gift} à ${f.topic}.`,
      ({ c, themes }) => `Au cœur de la question ${v(c, "se trouve", "se trouvent")} ${c.le}, qui ${v(c, "offre", "offrent")} ${themes.gift}.`,
      ({ c, themes }) => `${c.Le} ${v(c, "tient", "tiennent")} le centre de cette lecture et vous ${v(c, "offre", "offrent")} ${themes.gift}.`,
      ({ c, f, themes }) => `Avec une seule carte sur la table, ${c.le} ${v(c, "a", "ont")} toute la place pour parler clairement de ${f.topic}, et ${il(c)} ${v(c, "apporte", "apportent")} ${themes.gift}.`,
    ],
    past: [
      ({ c, themes }) => `En regardant en arrière, ${c.le} ${v(c, "décrit", "décrivent")} le terrain d'où vous venez et ${v(c, "rappelle", "rappellent")} ${themes.weight}.`,
      ({ c, themes }) => `Les racines de cette question se trouvent chez ${c.le}, qui ${v(c, "a apporté", "ont apporté")} autrefois ${themes.gift}.`,
      ({ c, themes }) => `En position du passé, ${c.le} ${v(c, "montre", "montrent")} ce qui a mené jusqu'ici et ${v(c, "évoque", "évoquent")} ${themes.gift}.`,
      ({ c, themes }) => `Ce qui précède porte la marque ${c.du}, qui ${v(c, "a laissé", "ont laissé")} derrière ${lui(c)} ${themes.weight}.`,
    ],
    present: [
      ({ c, f, themes }) => `En ce moment, ${c.le} ${v(c, "occupe", "occupent")} le centre de ${f.topic} et ${v(c, "apporte", "apportent")} ${themes.gift}.`,
      ({ c, themes }) => `Au présent, ${c.le} ${v(c, "décrit", "décrivent")} où vous en êtes aujourd'hui et vous ${v(c, "invite", "invitent")} à regarder en face ${themes.weight}.`,
      ({ c, themes }) => `L'énergie du jour appartient ${c.au}, qui vous ${v(c, "apporte", "apportent")} ${themes.gift}.`,
      ({ c, f, themes }) => `À cet instant, ${c.le} ${v(c, "fait", "font")} entrer ${themes.gift} dans ${f.topic}.`,
    ],
    future: [
      ({ c, themes }) => `En regardant devant, ${c.le} ${v(c, "suggère", "suggèrent")} où vont les choses si le cap actuel se maintient : vers ${themes.gift}.`,
      ({ c, themes }) => `En position du futur, ${c.le} ${v(c, "esquisse", "esquissent")} une direction plutôt qu'un destin, et cette direction promet ${themes.gift}.`,
      ({ c, themes }) => `Ce qui prend forme ensuite porte la signature ${c.du} et réserve ${themes.gift}.`,
      ({ c, f, themes }) => `Plus loin sur le chemin ${v(c, "attend", "attendent")} ${c.le}, qui ${v(c, "réserve", "réservent")} ${themes.gift} à ${f.topic}.`,
    ],
    situation: [
      ({ c, f, themes }) => `La situation elle-même, c'est ${c.le} qui la ${v(c, "décrit", "décrivent")}, en plaçant ${themes.weight} au centre de ${f.topic}.`,
      ({ c, themes }) => `Comme carte de la situation, ${c.le} ${v(c, "plante", "plantent")} le décor et ${v(c, "montre", "montrent")} ${themes.weight}.`,
      ({ c, f, themes }) => `${c.Le} ${v(c, "montre", "montrent")} ${f.topic} sans fard et ${v(c, "met", "mettent")} au jour ${themes.weight}.`,
    ],
    challenge: [
      ({ c, themes }) => `En position de défi, ${c.le} vous ${v(c, "demande", "demandent")} de regarder ${themes.weight} en face plutôt que de détourner les yeux.`,
      ({ c, themes }) => `Ce qui vous met le plus à l'épreuve en ce moment, ${v(c, "c'est", "ce sont")} ${c.le}, qui vous ${v(c, "impose", "imposent")} ${themes.weight}.`,
      ({ c, themes }) => `L'obstacle prend ici la forme ${c.du}, et apprendre à vivre avec ${themes.weight} fait partie du travail.`,
      ({ c, themes }) => `En travers de la situation, ${c.le} ${v(c, "met", "mettent")} en jeu ${themes.weight}.`,
    ],
    hidden_influence: [
      ({ c, themes }) => `Sous la surface, ${c.le} ${v(c, "agit", "agissent")} en silence et ${v(c, "met", "mettent")} en jeu ${themes.weight} d'une manière que vous n'avez peut-être pas remarquée.`,
      ({ c, themes }) => `En influence cachée, ${c.le} ${v(c, "porte", "portent")} en ${lui(c)} ${themes.weight}.`,
      ({ c, themes }) => `Moins visible mais tout aussi réelle est l'attraction ${c.du}, qui apporte ${themes.gift}.`,
      ({ c, f, themes }) => `Dans l'ombre, ${c.le} ${v(c, "façonne", "façonnent")} ${f.topic} plus qu'il n'y paraît et ${v(c, "apporte", "apportent")} ${themes.weight}.`,
    ],
    advice: [
      ({ c, themes }) => `La carte du conseil est ${c.le}, et ${il(c)} ${v(c, "recommande", "recommandent")} une approche fondée sur ${themes.gift}.`,
      ({ c, themes }) => `Pour vous guider, le tirage offre ${c.le}, qui vous ${v(c, "invite", "invitent")} à vous appuyer sur ${themes.gift}.`,
      ({ c, f, themes }) => `En guise de conseil, ${c.le} vous ${v(c, "recommande", "recommandent")} ${themes.gift} pour ${f.topic}.`,
      ({ c, themes }) => `Ce qui aiderait le plus, c'est l'esprit ${c.du}, qui vous offre ${themes.gift}.`,
    ],
    outcome: [
      ({ c, themes }) => `En position du résultat, ${c.le} ${v(c, "montre", "montrent")} où les choses mèneront probablement si vous continuez ainsi : vers ${themes.gift}.`,
      ({ c, themes }) => `Le résultat probable repose sur ${c.le}, qui ${v(c, "annonce", "annoncent")} ${themes.gift}.`,
      ({ c, themes }) => `Ce chemin mène ${c.au}, et avec ${lui(c)} ${themes.gift}.`,
      ({ c, themes }) => `En l'état, la route tourne vers ${c.le}, qui ${v(c, "réserve", "réservent")} ${themes.gift}.`,
    ],
  },
  verdictLead: [
    ({ c, ordinal: n, themes }) => `En ${ordinal(n)} carte, ${c.le} ${v(c, "apporte", "apportent")} à la question ${themes.gift}.`,
    ({ c, themes }) => `${c.Le} ${v(c, "apporte", "apportent")} ici ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `La ${ordinal(n)} voix du tirage est celle ${c.du}, qui apporte ${themes.gift}.`,
    ({ c, ordinal: n, themes }) => `En ${ordinal(n)} position, ${c.le} ${v(c, "entre", "entrent")} en jeu avec ${themes.gift}.`,
    ({ c, f, ordinal: n, themes }) => `Avec la ${ordinal(n)} carte, ${c.le} ${v(c, "ajoute", "ajoutent")} ${themes.gift} à ${f.topic}.`,
    ({ c, f, themes }) => `Ici, ${c.le} ${v(c, "éclaire", "éclairent")} ${f.topic} et ${v(c, "apporte", "apportent")} ${themes.gift}.`,
    ({ c, f, themes }) => `Pour ${f.topic}, ${c.le} ${v(c, "apporte", "apportent")} ${themes.gift}.`,
    ({ c, f, themes }) => `Sur ${f.topic}, ${c.le} ${v(c, "offre", "offrent")} ${themes.gift}.`,
  ],
  genericLead: [
    ({ c, f, label, themes }) => `À la place « ${label} », ${c.le} ${v(c, "apporte", "apportent")} ${themes.gift} à ${f.topic}.`,
    ({ c, label, themes }) => `Comme « ${label} », ${c.le} ${v(c, "désigne", "désignent")} ${themes.gift}.`,
    ({ c, label, themes }) => `Pour « ${label} », les cartes donnent ${c.le}, et avec ${lui(c)} ${themes.gift}.`,
    ({ c, f, label, themes }) => `Au titre de « ${label} », ${c.le} ${v(c, "colore", "colorent")} ${f.topic} et ${v(c, "apporte", "apportent")} ${themes.gift}.`,
    ({ c, label, themes }) => `Depuis « ${label} », ${c.le} vous ${v(c, "invite", "invitent")} à regarder ${themes.weight}.`,
    ({ c, label, themes }) => `En arrivant à « ${label} », ${c.le} ${v(c, "offre", "offrent")} ${themes.gift}.`,
    ({ c, label, themes }) => `Dans « ${label} », ${c.le} ${v(c, "fait", "font")} entrer ${themes.gift}.`,
    ({ c, label, themes }) => `Sous « ${label} » ${v(c, "se trouve", "se trouvent")} ${c.le}, qui ${v(c, "montre", "montrent")} ${themes.weight}.`,
  ],
  quote: quoteFrames(
    {
      named: [
        ({ c, f, text }) => `Pour ${f.topic}, ${c.le} le ${v(c, "dit", "disent")} ainsi : ${text}`,
        ({ c, text }) => `Dans les mots ${c.du} : ${text}`,
        ({ c, text }) => `${c.Le} ${v(c, "a", "ont")} encore quelque chose à dire ici : ${text}`,
        ({ c, f, text }) => `Appliqué à ${f.topic}, le message ${c.du} est clair : ${text}`,
        ({ c, text }) => `Le message ${c.du} va plus loin : ${text}`,
        ({ c, f, text }) => `Face à ${f.topic}, ${c.le} se ${v(c, "lit", "lisent")} ainsi : ${text}`,
        ({ c, text }) => `Simplement dit, ${c.le} ${v(c, "dit", "disent")} ceci : ${text}`,
        ({ c, f, text }) => `Ici, ${c.le} ${v(c, "a", "ont")} quelque chose de précis à dire sur ${f.topic} : ${text}`,
        ({ c, f, text }) => `Rapporté à ${f.topic}, le sens ${c.du} est celui-ci : ${text}`,
      ],
      namedComma: [
        ({ c, text }) => `Avec ${c.le}, ${text}`,
        ({ c, text }) => `Selon ${c.le}, ${text}`,
        ({ c, f, text }) => `Pour ${f.topic}, et selon ${c.le}, ${text}`,
        ({ c, f, text }) => `Selon ${c.le}, et face à ${f.topic}, ${text}`,
        ({ c, f, text }) => `Face à ${f.topic}, avec ${c.le}, ${text}`,
        ({ c, text }) => `Aux yeux ${c.du}, ${text}`,
        ({ c, f, text }) => `Avec ${c.le}, et pour ${f.topic}, ${text}`,
      ],
      plain: [
        ({ f, text }) => `Pour ${f.topic}, cela veut dire : ${text}`,
        ({ text }) => `Dans votre cas : ${text}`,
        ({ text }) => `Il y a plus : ${text}`,
        ({ text }) => `Dit simplement : ${text}`,
        ({ f, text }) => `Face à ${f.topic} : ${text}`,
        ({ text }) => `Et cela va plus loin : ${text}`,
        ({ f, text }) => `Pour ce qui est de ${f.topic} : ${text}`,
        ({ text }) => `Lu pour vous : ${text}`,
        ({ f, text }) => `Rapporté à ${f.topic} : ${text}`,
        ({ f, text }) => `À la lumière de ${f.topic} : ${text}`,
      ],
      plainComma: [
        ({ text }) => `Ici, ${text}`,
        ({ text }) => `Dans votre cas, ${text}`,
        ({ f, text }) => `Pour ${f.topic}, ${text}`,
        ({ text }) => `De plus, ${text}`,
        ({ text }) => `À y regarder de près, ${text}`,
      ],
    },
    ({ text }) => text,
  ),
  reason: quoteFrames(
    {
      named: [({ c, text }) => `L'inclinaison ${c.du} a sa raison : ${text}`, ({ c, f, text }) => `Sur ${f.topic}, ${c.le} ${v(c, "répond", "répondent")} ainsi : ${text}`],
      namedComma: [({ c, text }) => `Avec ${c.le}, ${text}`, ({ c, text }) => `Selon ${c.le}, ${text}`],
      plain: [({ f, text }) => `Sur ${f.topic}, voici la réponse : ${text}`, ({ text }) => `Quant à la réponse : ${text}`],
      plainComma: [({ f, text }) => `Sur ${f.topic}, ${text}`, ({ text }) => `Quant à la réponse, ${text}`],
    },
    ({ text }) => text,
  ),
  choiceVote: {
    yes: [
      ({ c, hypothesis }) => `Face ${hypothesis ? "aux deux hypothèses" : "à votre choix"}, ${c.le} ${v(c, "parle", "parlent")} pour la première.`,
      ({ c, hypothesis }) => `L'encouragement ${c.du} va à la première ${hypothesis ? "hypothèse" : "option"} que vous avez nommée.`,
      ({ c, hypothesis }) => `${cap(c.le)} ${v(c, "ajoute", "ajoutent")} du poids à la première ${hypothesis ? "hypothèse" : "option"}.`,
    ],
    no: [
      ({ c, hypothesis }) => (hypothesis ? `Face aux deux hypothèses, ${c.le} ${v(c, "confirme", "confirment")} plutôt la seconde.` : `Face à votre choix, ${c.le} ${v(c, "penche", "penchent")} vers la seconde, ou du moins ${v(c, "invite", "invitent")} à ne pas se précipiter vers la première.`),
      ({ c, hypothesis }) => `La prudence ${c.du} désigne la seconde ${hypothesis ? "hypothèse" : "option"}.`,
      ({ c, hypothesis }) => `${cap(c.le)} ${v(c, "fait", "font")} pencher la balance vers la seconde ${hypothesis ? "hypothèse" : "option"}.`,
    ],
    maybe: [
      ({ c, hypothesis }) => `Face ${hypothesis ? "aux deux hypothèses" : "à votre choix"}, ${c.le} ne ${v(c, "prend", "prennent")} pas parti.`,
      ({ c, hypothesis }) => `${cap(c.le)} ${v(c, "se tient", "se tiennent")} à l'écart des deux, ce qui laisse penser ${hypothesis ? "qu'il est trop tôt pour le dire" : "que le choix demande encore réflexion"}.`,
      ({ c }) => `${cap(c.le)} ${v(c, "laisse", "laissent")} les deux en équilibre pour l'instant.`,
    ],
  },
  voiceLine: {
    gentle: [],
    direct: [
      ({ c, themes }) => `En bref : ${c.le} ${v(c, "apporte", "apportent")} ${themes.gift}.`,
      ({ c, themes }) => `Clairement dit, ${c.le} ${v(c, "met", "mettent")} devant vous ${themes.weight}.`,
      ({ c, themes }) => `Sans détour : ici, ${c.le} ${v(c, "représente", "représentent")} ${themes.gift}.`,
      ({ c, themes }) => `Sans détour : ce que ${c.le} vous ${v(c, "offre", "offrent")}, c'est ${themes.gift}.`,
    ],
    practical: [
      ({ c, themes }) => `Concrètement, ${c.le} vous ${v(c, "donne", "donnent")} un point à surveiller cette semaine : ${themes.weight}.`,
      ({ c, themes }) => `Prévoyez ${themes.weight} dans vos plans ; ${c.le} l'${v(c, "annonce", "annoncent")} pour que vous puissiez l'anticiper.`,
      ({ c, themes }) => `Le coût que ${c.le} vous ${v(c, "demande", "demandent")} de prévoir, c'est ${themes.weight}.`,
      ({ c, themes }) => `En faisant vos plans, laissez de la place pour ${themes.weight} : c'est l'avertissement pratique ${c.du}.`,
    ],
    mystic: [
      ({ c, themes }) => `L'image ${c.du} demeure et porte ${themes.gift} au-delà du seuil de la lecture.`,
      ({ c, themes }) => `Écoutez ${c.le} dans les moments de calme ; dans une langue plus ancienne que les mots, ${il(c)} ${v(c, "apporte", "apportent")} ${themes.gift}.`,
      ({ c, themes }) => `Sous la surface peinte ${c.du} remue quelque chose de plus ancien, qui porte ${themes.weight}.`,
      ({ c, themes }) => `Dans la vieille langue des cartes, ${c.le} ${v(c, "a", "ont")} toujours signifié ${themes.gift}.`,
    ],
  },
  openFuture: [
    ({ c }) => `Prenez ${c.le} comme une direction, non comme un destin figé : ce que vous décidez maintenant peut encore la changer.`,
    ({ c }) => `Ce que ${c.le} ${v(c, "montre", "montrent")} ici n'est pas gravé dans la pierre : c'est là où mène le courant si vous continuez à ramer de la même façon.`,
    ({ c }) => `Ce que ${c.le} ${v(c, "annonce", "annoncent")} est une tendance, non une sentence, et votre façon d'aborder les semaines à venir peut l'infléchir.`,
    ({ c }) => `Lisez ${c.le} comme le chemin sur lequel vous êtes aujourd'hui ; un autre pas, maintenant, peut encore mener ailleurs.`,
    ({ c }) => `${c.Le} ${v(c, "décrit", "décrivent")} où mènent les habitudes actuelles, et une habitude peut changer.`,
  ],
  plainLead: [
    ({ c, where }) => `${cap(where)} ${v(c, "apparaît", "apparaissent")} ${c.le}.`,
    ({ c, where }) => `${c.Le} ${v(c, "est", "sont")} ${agree(c, "sorti")} ${where}.`,
    ({ c, where }) => `${cap(where)} ${v(c, "se trouve", "se trouvent")} ${c.le}.`,
  ],
  notLiteral: [
    ({ c }) => `${c.Le} n'${v(c, "est", "sont")} pas une prédiction sur le corps ou la vie de quiconque : dans le tarot, ${il(c)} ${v(c, "parle", "parlent")} de changement, non de malheur.`,
    ({ c }) => `Voir ${c.le} ici peut effrayer, mais la carte ne dit rien de la durée d'une vie ; elle parle de changement et de transition.`,
    ({ c }) => `${c.Le} n'${v(c, "annonce", "annoncent")} ni maladie ni perte : l'image est dramatique, mais son sens parle de changement et de ce qui vient après.`,
    ({ c, f }) => `Dans ${f.topic}, ${c.le} ne ${v(c, "prédit", "prédisent")} rien sur le corps ni sur la vie de quiconque : la carte parle de changement.`,
  ],
  omenHere: [
    ({ c }) => `Ici, ${c.le} ${v(c, "peut", "peuvent")} parler de tout ce qui a changé depuis que cela a commencé, et de la force qu'il faut pour s'adapter.`,
    ({ c }) => `Ici, ${c.le} ${v(c, "peut", "peuvent")} montrer comment les habitudes ordinaires ont été mises de côté, et rappeler de lâcher ce qui ne se contrôle pas.`,
    ({ c }) => `Ici, ${c.le} ${v(c, "désigne", "désignent")} le changement que vous traversez, non la façon dont il finira.`,
  ],
  advice: oneColon([
    ({ c, advice }) => `Le conseil ${c.du} est ici simple : ${advice}`,
    ({ c, advice }) => `Si ${c.le} ${v(c, "avait", "avaient")} un seul conseil pour vous, ce serait celui-ci : ${advice}`,
    ({ c, advice }) => `En pratique, ${c.le} vous ${v(c, "suggère", "suggèrent")} ceci : ${advice}`,
  ], "advice", " ; "),
  element: [
    ({ c, element, key }) => `${agree(c, "Lié")} à l'élément ${element}, ${c.le} ${v(c, "apporte", "apportent")} ${ELEMENT_QUALITY[key]} à cette partie de la lecture.`,
    ({ c, element, key }) => `Son lien avec l'élément ${element.toLowerCase()} ${v(c, "lui", "leur")} donne ${ELEMENT_QUALITY[key]}.`,
  ],
};
