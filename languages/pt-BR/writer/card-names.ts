import type { CardNameGrammar, CardNamesGrammar } from "../../writer";

const ARTICLES: Record<string, string> = { "m sg": "o", "f sg": "a", "m pl": "os", "f pl": "as" };

/** What a preposition and an article become together: "de" + "o" → "do", "em" + "a" → "na", "a" + "a" → "à", "por" + "o" → "pelo". */
const CONTRACTIONS: Record<string, Record<string, string>> = {
  de: { o: "do", a: "da", os: "dos", as: "das" },
  em: { o: "no", a: "na", os: "nos", as: "nas" },
  a: { o: "ao", a: "à", os: "aos", as: "às" },
  por: { o: "pelo", a: "pela", os: "pelos", as: "pelas" },
};

/** Brazilian Portuguese card names: the article lower-case mid-sentence ("o que significa o Louco"), contracted after de, em, a, por. */
export const cardNames: CardNamesGrammar = {
  cards: [
    { article: "O", noun: "Louco", gender: "m", number: "sg" },
    { article: "O", noun: "Mago", gender: "m", number: "sg" },
    { article: "A", noun: "Sacerdotisa", gender: "f", number: "sg" },
    { article: "A", noun: "Imperatriz", gender: "f", number: "sg" },
    { article: "O", noun: "Imperador", gender: "m", number: "sg" },
    { article: "O", noun: "Hierofante", gender: "m", number: "sg" },
    { article: "Os", noun: "Enamorados", gender: "m", number: "pl" },
    { article: "O", noun: "Carro", gender: "m", number: "sg" },
    { article: "A", noun: "Força", gender: "f", number: "sg" },
    { article: "O", noun: "Eremita", gender: "m", number: "sg" },
    { article: "A", noun: "Roda da Fortuna", gender: "f", number: "sg", short: "Roda" },
    { article: "A", noun: "Justiça", gender: "f", number: "sg" },
    { article: "O", noun: "Enforcado", gender: "m", number: "sg" },
    { article: "A", noun: "Morte", gender: "f", number: "sg" },
    { article: "A", noun: "Temperança", gender: "f", number: "sg" },
    { article: "O", noun: "Diabo", gender: "m", number: "sg" },
    { article: "A", noun: "Torre", gender: "f", number: "sg" },
    { article: "A", noun: "Estrela", gender: "f", number: "sg" },
    { article: "A", noun: "Lua", gender: "f", number: "sg" },
    { article: "O", noun: "Sol", gender: "m", number: "sg" },
    { article: "O", noun: "Julgamento", gender: "m", number: "sg" },
    { article: "O", noun: "Mundo", gender: "m", number: "sg" },
  ],
  article: (card: CardNameGrammar) => ARTICLES[`${card.gender} ${card.number}`],
  contract: (preposition, article) => CONTRACTIONS[preposition]?.[article] ?? null,
  articleForms: ["o", "a", "os", "as", "do", "da", "dos", "das", "no", "na", "nos", "nas", "ao", "à", "aos", "às", "pelo", "pela", "pelos", "pelas"],
};
