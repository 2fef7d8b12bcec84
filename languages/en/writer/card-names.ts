import type { CardNamesGrammar } from "../../writer";

/** English card names: "the" lower-case mid-sentence ("what the Fool means"); no gender, no contractions. */
export const cardNames: CardNamesGrammar = {
  cards: [
    { article: "The", noun: "Fool", gender: "n", number: "sg" },
    { article: "The", noun: "Magician", gender: "n", number: "sg" },
    { article: "The", noun: "High Priestess", gender: "n", number: "sg" },
    { article: "The", noun: "Empress", gender: "n", number: "sg" },
    { article: "The", noun: "Emperor", gender: "n", number: "sg" },
    { article: "The", noun: "Hierophant", gender: "n", number: "sg" },
    { article: "The", noun: "Lovers", gender: "n", number: "pl" },
    { article: "The", noun: "Chariot", gender: "n", number: "sg" },
    { article: "", noun: "Strength", gender: "n", number: "sg" },
    { article: "The", noun: "Hermit", gender: "n", number: "sg" },
    { article: "", noun: "Wheel of Fortune", gender: "n", number: "sg", articleInProse: true, short: "Wheel" },
    { article: "", noun: "Justice", gender: "n", number: "sg" },
    { article: "The", noun: "Hanged Man", gender: "n", number: "sg" },
    { article: "", noun: "Death", gender: "n", number: "sg" },
    { article: "", noun: "Temperance", gender: "n", number: "sg" },
    { article: "The", noun: "Devil", gender: "n", number: "sg" },
    { article: "The", noun: "Tower", gender: "n", number: "sg" },
    { article: "The", noun: "Star", gender: "n", number: "sg" },
    { article: "The", noun: "Moon", gender: "n", number: "sg" },
    { article: "The", noun: "Sun", gender: "n", number: "sg" },
    { article: "", noun: "Judgement", gender: "n", number: "sg" },
    { article: "The", noun: "World", gender: "n", number: "sg" },
  ],
  article: () => "the",
  contract: () => null,
  articleForms: ["the"],
  // A name printed with "The" is the card only with it: "the Star", never "Star Wars".
  articleRequired: true,
};
