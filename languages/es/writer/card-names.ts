import type { CardNameGrammar, CardNamesGrammar } from "../../writer";

const ARTICLES: Record<string, string> = { "m sg": "el", "f sg": "la", "m pl": "los", "f pl": "las" };

/** Spanish card names: the article lower-case mid-sentence ("lo que significa el Loco"), "de"/"a" + "el" → "del"/"al". */
export const cardNames: CardNamesGrammar = {
  cards: [
    { article: "El", noun: "Loco", gender: "m", number: "sg" },
    { article: "El", noun: "Mago", gender: "m", number: "sg" },
    { article: "La", noun: "Sacerdotisa", gender: "f", number: "sg" },
    { article: "La", noun: "Emperatriz", gender: "f", number: "sg" },
    { article: "El", noun: "Emperador", gender: "m", number: "sg" },
    { article: "El", noun: "Hierofante", gender: "m", number: "sg" },
    { article: "Los", noun: "Enamorados", gender: "m", number: "pl" },
    { article: "El", noun: "Carro", gender: "m", number: "sg" },
    { article: "La", noun: "Fuerza", gender: "f", number: "sg" },
    { article: "El", noun: "Ermitaño", gender: "m", number: "sg" },
    { article: "La", noun: "Rueda de la Fortuna", gender: "f", number: "sg", short: "Rueda" },
    { article: "La", noun: "Justicia", gender: "f", number: "sg" },
    { article: "El", noun: "Colgado", gender: "m", number: "sg" },
    { article: "La", noun: "Muerte", gender: "f", number: "sg" },
    { article: "La", noun: "Templanza", gender: "f", number: "sg" },
    { article: "El", noun: "Diablo", gender: "m", number: "sg" },
    { article: "La", noun: "Torre", gender: "f", number: "sg" },
    { article: "La", noun: "Estrella", gender: "f", number: "sg" },
    { article: "La", noun: "Luna", gender: "f", number: "sg" },
    { article: "El", noun: "Sol", gender: "m", number: "sg" },
    { article: "El", noun: "Juicio", gender: "m", number: "sg" },
    { article: "El", noun: "Mundo", gender: "m", number: "sg" },
  ],
  article: (card: CardNameGrammar) => ARTICLES[`${card.gender} ${card.number}`],
  contract: (preposition, article) => (article === "el" && (preposition === "de" || preposition === "a") ? `${preposition === "de" ? "del" : "al"}` : null),
  articleForms: ["el", "la", "los", "las", "del", "al"],
};
