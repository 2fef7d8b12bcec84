import type { CardNameGrammar, CardNamesGrammar } from "../../writer";

const ARTICLES: Record<string, string> = { "m sg": "le", "f sg": "la", "m pl": "les", "f pl": "les" };

/** What "de" and "à" become before "le" and "les"; before "la" and "l'" they stay apart ("de la Tour", "à l'Ermite"). */
const CONTRACTIONS: Record<string, Record<string, string>> = {
  de: { le: "du", les: "des" },
  à: { le: "au", les: "aux" },
};

/**
 * French card names: the article lower-case mid-sentence ("ce que signifie le Fou"), elided before a vowel
 * ("l'Ermite", "de l'Étoile"), contracted after "de" and "à" ("du Fou", "au Pendu", "des Amoureux").
 */
export const cardNames: CardNamesGrammar = {
  cards: [
    { article: "Le", noun: "Fou", gender: "m", number: "sg" },
    { article: "Le", noun: "Magicien", gender: "m", number: "sg" },
    { article: "La", noun: "Grande Prêtresse", gender: "f", number: "sg" },
    { article: "L'", noun: "Impératrice", gender: "f", number: "sg" },
    { article: "L'", noun: "Empereur", gender: "m", number: "sg" },
    { article: "Le", noun: "Hiérophant", gender: "m", number: "sg" },
    { article: "Les", noun: "Amoureux", gender: "m", number: "pl" },
    { article: "Le", noun: "Chariot", gender: "m", number: "sg" },
    { article: "La", noun: "Force", gender: "f", number: "sg" },
    { article: "L'", noun: "Ermite", gender: "m", number: "sg" },
    { article: "La", noun: "Roue de Fortune", gender: "f", number: "sg", short: "Roue" },
    { article: "La", noun: "Justice", gender: "f", number: "sg" },
    { article: "Le", noun: "Pendu", gender: "m", number: "sg" },
    { article: "La", noun: "Mort", gender: "f", number: "sg" },
    { article: "La", noun: "Tempérance", gender: "f", number: "sg" },
    { article: "Le", noun: "Diable", gender: "m", number: "sg" },
    { article: "La", noun: "Tour", gender: "f", number: "sg" },
    { article: "L'", noun: "Étoile", gender: "f", number: "sg" },
    { article: "La", noun: "Lune", gender: "f", number: "sg" },
    { article: "Le", noun: "Soleil", gender: "m", number: "sg" },
    { article: "Le", noun: "Jugement", gender: "m", number: "sg" },
    { article: "Le", noun: "Monde", gender: "m", number: "sg" },
  ],
  article: (card: CardNameGrammar) => (card.article === "L'" ? "l'" : ARTICLES[`${card.gender} ${card.number}`]),
  contract: (preposition, article) => CONTRACTIONS[preposition]?.[article] ?? null,
  articleForms: ["le", "la", "les", "l'", "du", "des", "au", "aux"],
};
