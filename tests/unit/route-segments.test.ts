import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENGLISH_FIRST_SEGMENTS } from "@/lib/i18n/paths";

const root = fileURLToPath(new URL("../..", import.meta.url));
const entries = (folder: string) => readdirSync(`${root}/${folder}`, { withFileTypes: true });

describe("the English app's first path segments (lib/i18n/paths.ts)", () => {
  it("are the folders of app/(en), the icons and manifest app/ serves, public's folders but the card images', and _next", () => {
    const pages = entries("app/(en)").filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const metadataFiles = entries("app")
      .filter((entry) => entry.isFile() && /^(icon|apple-icon)\.\w+$/.test(entry.name))
      .map((entry) => entry.name);
    const publicFolders = entries("public").filter((entry) => entry.isDirectory() && entry.name !== "cards").map((entry) => entry.name);
    expect([...ENGLISH_FIRST_SEGMENTS].sort()).toEqual([...pages, ...metadataFiles, "manifest.webmanifest", ...publicFolders, "_next", "not-found"].sort());
  });
});
