import type { CardThemes } from "../../../local-writer";
import { wordPattern } from "../../../writer";

/**
 * Les deux faces de chaque carte en quelques mots, par numéro de carte, comme complément d'objet direct (« la Tour
 * apporte un bouleversement soudain ») : jamais après « de » ni « à », qui se contracteraient, jamais après « que »,
 * qui s'élide ; chacune un seul groupe nominal, sans « et ».
 */
export const THEMES: readonly CardThemes[] = [
  { gift: "le courage d'un nouveau départ", weight: "un saut dans l'inconnu" },
  { gift: "les moyens d'agir", weight: "la nécessité de concentrer votre volonté" },
  { gift: "un savoir intérieur paisible", weight: "des réponses encore cachées" },
  { gift: "un espace chaleureux pour grandir", weight: "la patience qu'exige tout ce qui grandit" },
  { gift: "une structure solide", weight: "le poids des responsabilités" },
  { gift: "l'appui de ce qui a fait ses preuves", weight: "la pression des conventions" },
  { gift: "un lien fondé sur des valeurs partagées", weight: "un choix du cœur" },
  { gift: "un élan résolu", weight: "l'effort de garder le cap" },
  { gift: "un courage tranquille", weight: "une épreuve de patience" },
  { gift: "un temps de réflexion sincère", weight: "une période de solitude" },
  { gift: "un heureux tournant", weight: "des changements qui vous échappent" },
  { gift: "un jugement clair", weight: "les conséquences de choix passés" },
  { gift: "un nouveau regard", weight: "une pause que vous n'avez pas choisie" },
  { gift: "de la place pour du neuf", weight: "une fin à accepter" },
  { gift: "un équilibre qui apaise", weight: "la nécessité de ralentir" },
  { gift: "un chemin vers plus de liberté", weight: "une vieille emprise difficile à défaire" },
  { gift: "la chance de reconstruire sur un sol plus sûr", weight: "un bouleversement soudain" },
  { gift: "un espoir paisible qui renouvelle", weight: "un espoir qui demande du temps" },
  { gift: "la guidance de l'intuition", weight: "un brouillard de signes confus" },
  { gift: "une joie lumineuse", weight: "une lumière vive sur la vérité" },
  { gift: "un appel au renouveau", weight: "un bilan honnête" },
  { gift: "un sentiment d'accomplissement", weight: "la fin d'un chapitre" },
];

/** Le corps et le soin de soi de la personne qui demande (sommeil, alimentation, exercice, repos, « votre énergie ») : à côté de la santé d'un proche ou d'un animal, aucune phrase de carte avec ces mots n'est citée. */
export const SELF_CARE = wordPattern("\\b(?:sommeil|dormir|repos|reposer|alimentation|nourriture|manger|régime|exercice\\w*|mouvement|votre (?:propre )?(?:énergie|corps|santé)|soin de vous|habitudes?|bien-être|hydrat\\w*|respir\\w*|grand air)\\b", { flags: "iu" });
