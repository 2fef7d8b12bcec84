import type { FollowUpLines } from "../../../local-writer";
import { oneColon } from "../../../quote-frames";
import { cap, list, Names, names, namesDu, ordinal, v, type FrCard, type FrFocus } from "./grammar";

/** La réponse à une question de suivi : les mêmes cartes, lues pour ses propres mots et sa forme. */

const PLACES = {
  heart: "au cœur de la question",
  past: "en position du passé",
  present: "en position du présent",
  future: "en position du futur",
  situation: "en position de la situation",
  challenge: "en position du défi",
  hidden_influence: "en position de l'influence cachée",
  advice: "en position du conseil",
  outcome: "en position du résultat",
} as const;

export const FOLLOW_UP: FollowUpLines<FrCard, FrFocus> = {
  opening: [
    ({ q, cards }) => `Vous avez demandé ${q}, et les mêmes cartes répondent : ${list(cards.map(({ c, label }) => `${c.le} (${label})`))}.`,
    ({ q, cards }) => `À votre question, ${q}, répondent les cartes déjà sur la table : ${list(cards.map(({ c, label }) => `${c.le} (${label})`))}.`,
  ],
  about: [
    ({ f, focus }) => `Cette question de suivi porte sur ${f.topic}, alors la réponse se tourne d'abord vers ${names(focus)}.`,
    ({ f, focus }) => `Votre question se tourne vers ${f.topic}, et c'est ${names(focus)} qui ${v(focus, "a", "ont")} le plus à en dire.`,
  ],
  noNewCard: [() => `Une question de suivi lit les cartes que vous avez tirées et n'en ajoute jamais : aucune nouvelle carte n'est tirée ici, une nouvelle lecture en tire de nouvelles.`],
  noDates: [
    ({ f }) => `Les cartes ne donnent pas de dates ; elles disent si le moment est mûr et ce qu'il faudrait pour ${f.topic}.`,
    ({ f }) => `Aucune carte ne peut fixer un jour ou un mois à ${f.topic}, mais les cartes peuvent montrer ce dont le bon moment aurait besoin.`,
  ],
  where: ({ place, ordinal: n, label, verdict }) => (verdict ? `en ${ordinal(n)} carte` : place ? PLACES[place] : `comme « ${label} »`),
  cardLead: [
    ({ c, f, where, themes }) => `${c.Le}, ${where}, ${v(c, "apporte", "apportent")} ${themes.gift} à ${f.topic}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.le} ${v(c, "oriente", "orientent")} ${f.topic} vers ${themes.gift}.`,
    ({ c, f, where, themes }) => `${cap(where)}, ${c.le} ${v(c, "met", "mettent")} au jour ${themes.weight} dans ${f.topic}.`,
  ],
  lean: {
    yes: [
      ({ focus }) => `Donc, à cette question, ${names(focus)} ${v(focus, "penche", "penchent")} vers le oui, et c'est une tendance, pas une promesse.`,
      ({ focus, decision }) => `Sur cette question, les cartes penchent vers le oui grâce ${list(focus.map((card) => card.au))}${decision ? ", et le choix reste le vôtre" : " ; vos propres choix comptent toujours"}.`,
    ],
    no: [
      ({ focus }) => `Donc, à cette question, ${names(focus)} ${v(focus, "penche", "penchent")} vers le non pour l'instant, ce qui peut changer si les choses changent.`,
      ({ focus }) => `Sur cette question, les cartes penchent vers le non à cause ${namesDu(focus)}, et un non pour l'instant n'est pas un non pour toujours.`,
    ],
    maybe: [
      ({ focus }) => `Donc, à cette question, ${names(focus)} ${v(focus, "donne", "donnent")} un peut-être sincère.`,
      ({ focus }) => `Sur cette question, ${names(focus)} ne ${v(focus, "tranche", "tranchent")} pas, ce qui laisse de la place à votre part.`,
    ],
  },
  choice: [
    ({ favoured, other, focus }) => `Des deux voies, ${favoured} et ${other}, ${names(focus)} ${v(focus, "penche", "penchent")} pour la première : une tendance, pas un verdict, et le choix vous appartient.`,
    ({ favoured, focus }) => `Des deux options, les cartes préfèrent ${favoured} à cause ${namesDu(focus)}, même si la décision reste la vôtre.`,
  ],
  choiceOpen: [
    ({ first, second, focus }) => `Entre les deux voies, ${first} et ${second}, ${names(focus)} ne ${v(focus, "choisit", "choisissent")} pas : pesez les deux au regard de ce qui compte le plus pour vous.`,
    ({ first, second, focus }) => `${Names(focus)} ${v(focus, "laisse", "laissent")} ${first} et ${second} en équilibre, alors donnez-vous encore un peu de temps pour choisir.`,
  ],
  counsel: oneColon([
    ({ c, f, advice }) => `Pour ${f.topic}, le conseil vient ${c.du} : ${advice}`,
    ({ c, f, advice }) => `Ce qu'il faut faire pour ${f.topic}, ${c.le} le ${v(c, "dit", "disent")} : ${advice}`,
    ({ c, f, advice }) => `Emportez le conseil ${c.du} dans ${f.topic} : ${advice}`,
    ({ c, f, advice }) => `Dans ${f.topic}, ${c.le} ${v(c, "montre", "montrent")} le chemin : ${advice}`,
  ], "advice", " ; "),
  intents: {
    how_to_help: /\bcomment\s+(?:puis-je|pourrais-je|est-ce\s+que\s+je\s+peux|je\s+peux|peut-on|aider|soutenir|l'aider|les\s+aider|la\s+soutenir|le\s+soutenir|me\s+rapprocher|l'accompagner)|\bque\s+puis-je\s+faire\s+pour\b|\brendre\s+(?:cela|[cç]a|les\s+choses|tout)\s+plus\s+facile|\bfaciliter\s+(?:la\s+vie|les\s+choses)|\b(?:aider|soutenir|accompagner)\s+(?:ma|mon|mes)\b/iu,
    what_if: /^(?:et\s+|mais\s+)?(?:si\s+(?:je|j'|on)|que\s+se\s+passe-t-il\s+si|qu'arrivera-t-il\s+si)|\bque\s+se\s+passera-t-il\s+si\b/iu,
    why: /^(?:et\s+)?pourquoi(?!\p{L})|\bqu'est-ce\s+qui\s+(?:me\s+)?(?:bloque|freine|emp[eê]che)/iu,
    when: /^(?:et\s+)?(?:quand|dans\s+combien\s+de\s+temps|combien\s+de\s+temps)(?!\p{L})/iu,
    should_I: /^(?:et\s+)?(?:est-ce\s+que\s+c'est\s+une\s+bonne\s+id[eé]e|est-ce\s+une\s+bonne\s+id[eé]e|c'est\s+une\s+bonne\s+id[eé]e|dois-je|devrais-je|faut-il|est-ce\s+que\s+je\s+dois|est-ce\s+que\s+je\s+devrais|est-il\s+temps\s+de)(?!\p{L})/iu,
  },
  intent: {
    how_to_help: [
      "Vous demandez comment aider, et les cartes répondent par de petits gestes réguliers plutôt que par de grands.",
      "La question est de savoir comment aider, et l'aide la plus utile est souvent la plus simple.",
      "Aider ici commence par être proche et fiable, plus que par trouver les bons mots.",
      "Les cartes désignent une aide pratique et discrète : la présence d'abord, les solutions ensuite.",
    ],
    what_if: [
      "Vous demandez ce qui se passe si vous faites ce pas : les cartes montrent une direction, pas un résultat fixé, et le pas reste le vôtre.",
      "Ce qui suit ce pas n'est pas écrit : les cartes montrent comment cela pourrait aller, et la façon dont vous le faites compte aussi.",
      "Ce pas changerait le tableau, même si les cartes ne peuvent pas fixer où il mène.",
      "Avant de faire ce pas, il vaut la peine de savoir ce que vous en attendez.",
    ],
    should_I: [
      "Le faire ou non reste votre décision ; ce que les cartes peuvent ajouter, c'est la manière de s'y prendre.",
      "Le choix vous appartient, et une chose pratique aide dans tous les cas.",
      "Aucune carte ne peut prendre cette décision à votre place, mais elle peut éclairer le prochain geste.",
      "Le oui ou le non restent les vôtres ; un geste concret rend l'une ou l'autre réponse plus facile.",
    ],
    why: [
      "Vous demandez ce qui fait obstacle ; le nommer clairement est le premier pas pour le déplacer.",
      "Ce qui freine cela est souvent quelque chose que vous pouvez regarder en face.",
      "Le blocage est rarement un mystère une fois qu'il est dit à voix haute.",
      "Demander pourquoi, c'est déjà commencer à desserrer ce qui coince.",
    ],
  },
  steps: {
    others_health: [
      "Demandez au service ou à l'équipe soignante quand vous pouvez passer, et apportez un petit objet de la maison.",
      "Partagez l'attente avec le reste de la famille, pour que personne ne porte seul les jours d'hôpital.",
    ],
    pet_health: [
      "Notez chaque jour ce que vous voyez (s'il mange, s'il boit, comment il bouge) pour le montrer au vétérinaire.",
      "Gardez-le au chaud et au calme, et appelez le vétérinaire aujourd'hui si quelque chose change.",
    ],
    child: [
      "Trouvez un moment ensemble sans pression, une promenade ou un trajet en voiture, où parler est possible sans être obligé.",
      "Le conseiller ou l'infirmière scolaire, ou un médecin de famille, peut aider si le repli dure.",
    ],
    work: [
      "Avant tout rendez-vous avec les RH, notez les dates et ce qui a été dit, aussi clairement que possible.",
      "Mettez d'abord vos points principaux sur une seule page, pour que l'échange reste sur les faits.",
    ],
    money: [
      "Un service gratuit d'aide au budget ou au surendettement peut revoir les chiffres avec vous, sans frais.",
      "Notez ce qui entre et ce qui sort ce mois-ci, puis apportez-le à un conseiller budgétaire gratuit.",
    ],
    law: [
      "Rassemblez les courriers et les dates dans un dossier avant de parler à un avocat ou à un point d'accès au droit.",
      "Un point d'accès au droit gratuit peut vous dire où vous en êtes avant toute décision.",
    ],
    grief: [
      "Dites à un proche combien c'est lourd, et laissez-le rester un moment avec vous.",
      "Une ligne d'écoute ou un groupe de soutien au deuil existe justement pour ces semaines-là.",
    ],
    love: [
      "Choisissez un moment calme et dites une phrase sincère sur ce que vous ressentez, puis écoutez.",
      "Demandez plutôt que de deviner : une question ouverte en dit plus qu'une semaine de doutes.",
    ],
    general: [
      "Notez la seule chose que vous pouvez faire cette semaine, et faites-la d'abord.",
      "Parlez-en à une personne de confiance avant de bouger.",
      "Choisissez une action petite et concrète pour les prochains jours, et laissez le reste attendre.",
      "Accordez-vous une heure tranquille pour poser les faits avant de décider quoi que ce soit.",
    ],
  },
  professionals: [
    [/v[eé]t[eé]rinaire|\bv[eé]to\b/iu, "le vétérinaire"],
    [/\bm[eé]decin|\bdocteur|\bh[oô]pital|\burgences\b/iu, "un médecin"],
    [/\bavocat/iu, "un avocat"],
    [/\bconseill(?:er|ère)\b/iu, "un conseiller"],
    [/\bpsycholog|\bth[eé]rapeute/iu, "un psychologue"],
  ],
  seeProfessional: [
    ({ who }) => `Sur l'idée de consulter ${who}, les cartes ne pèsent pas contre : dans le doute, consulter ${who} est toujours juste, et plus tôt vaut mieux que plus tard.`,
    ({ who }) => `Les cartes ne déconseillent jamais de consulter ${who} : si vous hésitez, allez-y maintenant plutôt que d'attendre.`,
  ],
};
