import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { literalReaderTexts } from "@/tests/helpers/reader-text";
import { readSourceFiles } from "@/tests/helpers/import-graph";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Files whose literals are not English left behind: what stays English by
 * design (docs/architecture.md#languages): the operator console, the local identity provider and
 * mailbox that stand in for Google and a mail client in development, the shared card-of-the-day pages
 * and their pictures (one address and one picture for everyone the link reaches), and the last-resort
 * crash page that renders without the app's layout.
 */
const ENGLISH_ONLY = "app\\/\\[locale\\]\\/\\(english-only\\)";
const NOT_CATALOGUED = [/^components\/admin\//, new RegExp(`^${ENGLISH_ONLY}\\/admin\\/`), new RegExp(`^${ENGLISH_ONLY}\\/dev\\/(identity|mailbox|portal)\\/`), /^components\/notifications\/(mail-text|local-mailbox)/, new RegExp(`^${ENGLISH_ONLY}\\/daily\\/`), /^components\/daily\/share-image\.tsx$/, /^app\/global-error\.tsx$/];

describe("the words readers see", () => {
  it("come from the catalogs, never from a literal in a component", () => {
    const files = [...readSourceFiles(root)].filter(([path]) => /^(app|components)\/.*\.tsx$/.test(path) && !/\.test\.tsx$/.test(path));
    expect(files.length).toBeGreaterThan(50);
    const literals = files
      .filter(([path]) => !NOT_CATALOGUED.some((pattern) => pattern.test(path)))
      .flatMap(([path, source]) => literalReaderTexts(path, source));
    expect(literals.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it("are found wherever a component writes them", () => {
    const source = `export function A() {
      return (<div aria-label="Deck" title={"x"}>
        Ask the cards {"Listen"} {busy ? "Saving..." : "Save"} <img alt="" /> · {count}
        {notify.error(\`Could not \${x} it\`)}
      </div>);
    }`;
    expect(literalReaderTexts("a.tsx", source).map(({ text }) => text)).toEqual(["Deck", "Ask the cards", "Listen", "Saving... Save", "Could not   it"]);
  });
});
