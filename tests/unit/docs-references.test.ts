import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Heading, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { describe, expect, it } from "vitest";

/**
 * The repository explains itself (docs/decisions.md#docs-in-the-repository): code, scripts and the README
 * cite `docs/<file>.md#<anchor>`, never a document outside the repository, and every citation names a file
 * and a heading that exist.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));
const thisFile = path.relative(root, fileURLToPath(import.meta.url));

/** Where citations live: the source folders, the CI script, and the top-level files (README, configs). */
const SCANNED_FOLDERS = ["app", "lib", "components", "db", "scripts", "e2e", "e2e-cluster", "tests", "bench", "deploy", ".ci"];
const SCANNED_TOP_LEVEL = /^(README\.md|[\w.-]+\.(ts|mjs))$/;

/** Documents that live outside the repository; a reader who cloned it cannot follow them. */
const OUTSIDE_REFERENCES = [/spec §/i, /DESIGN\.md/i, /STYLE\.md/i, /\.\.\/shared/i];

/**
 * `docs/product.md#roles`, `docs/architecture.md`: the file, and the anchor when there is one. A `docs/`
 * inside another path or URL (another project's docs) is not ours.
 */
const DOCS_CITATION = /(?<![\w./-])docs\/([\w.-]+\.md)(?:#([\w-]+))?/g;

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** Text files only: a NUL byte marks an image or another binary file. */
function readText(relative: string): string | null {
  const buffer = readFileSync(path.join(root, relative));
  return buffer.includes(0) ? null : buffer.toString("utf8");
}

const scanned: { file: string; text: string }[] = [
  ...SCANNED_FOLDERS.flatMap(filesUnder),
  ...readdirSync(root).filter((name) => SCANNED_TOP_LEVEL.test(name) && statSync(path.join(root, name)).isFile()),
]
  .filter((file) => file !== thisFile)
  .flatMap((file) => {
    const text = readText(file);
    return text === null ? [] : [{ file, text }];
  });

/** GitHub's heading anchors: lowercase, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const visit = (node: Root | Root["children"][number]) => {
    if (node.type === "heading") {
      const slug = toString(node as Heading)
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
        .replace(/ /g, "-");
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    if ("children" in node) node.children.forEach((child) => visit(child as Root["children"][number]));
  };
  visit(fromMarkdown(markdown));
  return anchors;
}

const docsFolder = path.join(root, "docs");
const docs = new Map(
  readdirSync(docsFolder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => [name, anchorsOf(readFileSync(path.join(docsFolder, name), "utf8"))] as const),
);

/** What a citation names that does not exist, or null when it resolves. */
function brokenTarget(file: string, anchor: string | undefined): string | null {
  const anchors = docs.get(file);
  if (!anchors) return `docs/${file} does not exist`;
  if (anchor !== undefined && !anchors.has(anchor)) return `docs/${file} has no heading #${anchor}`;
  return null;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

describe("references to the docs", () => {
  it("finds the files it checks, the README and the three docs among them", () => {
    expect(scanned.map(({ file }) => file)).toContain("README.md");
    expect(scanned.length).toBeGreaterThan(100);
    expect([...docs.keys()].sort()).toEqual(expect.arrayContaining(["architecture.md", "decisions.md", "product.md"]));
  });

  it("cites no document outside the repository", () => {
    const outside = scanned.flatMap(({ file, text }) =>
      text.split("\n").flatMap((line, index) => (OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(outside).toEqual([]);
  });

  it("cites only docs files and headings that exist", () => {
    const broken = scanned.flatMap(({ file, text }) =>
      [...text.matchAll(DOCS_CITATION)].flatMap((match) => {
        const problem = brokenTarget(match[1], match[2]);
        return problem ? [`${file}:${lineOf(text, match.index)}: ${match[0]}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("links between the docs only to files and headings that exist", () => {
    const link = /\]\(([\w.-]+\.md)?(?:#([\w-]+))?\)/g;
    const broken = [...docs.keys()].flatMap((name) => {
      const text = readFileSync(path.join(docsFolder, name), "utf8");
      return [...text.matchAll(link)].flatMap((match) => {
        if (!match[1] && !match[2]) return [];
        const problem = brokenTarget(match[1] ?? name, match[2]);
        return problem ? [`docs/${name}:${lineOf(text, match.index)}: ${match[0]}: ${problem}`] : [];
      });
    });
    expect(broken).toEqual([]);
  });

  it("computes anchors as GitHub does", () => {
    expect(anchorsOf("# Where we depart from the original specification, and why\n## `POST /api/x`\n## No Stripe.js\n## Roles\n## Roles")).toEqual(
      new Set(["where-we-depart-from-the-original-specification-and-why", "post-apix", "no-stripejs", "roles", "roles-1"]),
    );
  });
});
