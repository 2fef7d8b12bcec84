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
};
