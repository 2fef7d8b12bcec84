import type { WriterWords } from "../../writer";
import { cardNames } from "./card-names";
import { question } from "./question";
import { safety } from "./safety";
import { fillers, marks, stopWords } from "./stop-words";
import { structure } from "./structure";

/** Every German word the writers and their checks read. */
export const writerWords: WriterWords = { locale: "de", stopWords, fillers, marks, question, cardNames, structure, safety };
