import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardTranslationsFor, messagesFor, staticPagesFor } from "@/languages";
import { LANGUAGES, LOCALES } from "@/languages/languages";
import { LOCALES as STORED_LOCALES } from "@/lib/domain/vocabularies";
import { LOCALE_NAMES, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { LANGUAGE_NAMES, QUESTION_LANGUAGES } from "@/lib/writers/language";

/**
 * The recipe "Add a language" of docs/contributing.md as a test: a language is its folder under languages/
 * (a copy of languages/en/ with every file translated), one line in languages/languages.ts, its folder
 * registered in languages/index.ts and the migration of the database's check. Each step left out fails here.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

const folderFiles = (locale: string) =>
  filesUnder(`languages/${locale}`)
    .map((file) => file.slice(`languages/${locale}/`.length))
    // languages/<locale>/writer/ is the writers' words (docs/architecture.md#languages), checked with them.
    .filter((file) => !file.startsWith("writer/"))
    .sort();

describe("adding a language (docs/contributing.md#add-a-language)", () => {
  it("has one folder under languages/ per line of languages/languages.ts, and no other", () => {
    const folders = readdirSync(path.join(root, "languages"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...LOCALES].sort());
  });

  it("has in every folder the files of languages/en/, by the same names", () => {
    const english = folderFiles("en");
    expect(english.length).toBeGreaterThan(30);
    for (const locale of PREFIXED_LOCALES) expect(folderFiles(locale), `languages/${locale}/`).toEqual(english);
  });

  it("reaches every language's words through languages/index.ts, each in its own language", () => {
    const english = messagesFor("en");
    for (const locale of PREFIXED_LOCALES) {
      expect(messagesFor(locale).reading, locale).not.toEqual(english.reading);
      expect(staticPagesFor(locale), locale).not.toBe(staticPagesFor("en"));
      const cards = cardTranslationsFor(locale);
      expect(cards, locale).toHaveLength(22);
      expect(cards.filter((card, index) => card.name === ["The Fool", "The Magician"][index]), locale).toEqual([]);
    }
  });

  it("derives every other list of languages from the one line: paths, menu, database, writers", () => {
    expect([...STORED_LOCALES]).toEqual([...LOCALES]);
    expect(Object.keys(LOCALE_NAMES)).toEqual([...LOCALES]);
    expect(PREFIXED_LOCALES).toEqual(LOCALES.filter((locale) => locale !== "en"));
    expect(QUESTION_LANGUAGES).toHaveLength(LANGUAGES.length);
    expect(Object.values(LANGUAGE_NAMES).sort()).toEqual(LANGUAGES.map((language) => language.englishName).sort());
  });

  it("has a migration whose check on users.locale admits every language (npm run db:generate writes it)", () => {
    const migrations = readdirSync(path.join(root, "db/migrations")).filter((file) => file.endsWith(".sql")).sort();
    const checks = migrations.map((file) => readFileSync(path.join(root, "db/migrations", file), "utf8")).filter((sql) => sql.includes('"users_locale_check" CHECK'));
    const latest = checks.at(-1)!.match(/"users_locale_check" CHECK \(.* in \(([^)]*)\)\)/)![1];
    expect(latest.split(",").map((code) => code.trim().replace(/'/g, ""))).toEqual([...LOCALES]);
  });

  it("names a language's code nowhere in the code outside languages/ but where a rule of that one language lives", () => {
    const code = ["app", "components", "lib", "db/schema.ts", "proxy.ts"].flatMap((entry) => (entry.endsWith(".ts") ? [entry] : filesUnder(entry)));
    const sources = code.filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
    const quoted = new RegExp(`["'\`](${PREFIXED_LOCALES.join("|")})["'\`]`);
    const naming = sources.filter((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .some((line) => quoted.test(line) && !/^\s*(\*|\/\/)/.test(line)),
    );
    // Where a language's writer words and card grammar are registered, one line per language (step 4 of the recipe).
    const registers = ["lib/tarot/card-names.ts", "lib/writers/local/languages.ts", "lib/writers/words.ts"];
    // Rules of one language that still live outside its folder; each is a step of the recipe until it moves into
    // languages/<code>/, and a new file naming a code fails here.
    const rulesStillOutside = [
      "lib/writers/language.ts", // the evaluation's names of the languages
      "lib/writers/local/reader-language.ts",
      "lib/writers/local/text.ts", // German nouns keep their capital after a quotation mark
      "lib/writers/question-shape.ts", // German's questions ask yes or no in their own way
    ];
    expect(naming).toEqual([...registers, ...rulesStillOutside].sort());
  });
});
