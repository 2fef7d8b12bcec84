import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENGLISH_PAGE_SEGMENTS, FILE_SEGMENTS } from "@/lib/i18n/paths";

const root = fileURLToPath(new URL("../..", import.meta.url));
const entries = (folder: string) => readdirSync(`${root}/${folder}`, { withFileTypes: true });
const folders = (folder: string) => entries(folder).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe("the first path segments proxy.ts knows (lib/i18n/paths.ts)", () => {
  it("name the pages' folders of app/[locale] and its (english-only) group", () => {
    const pages = [...folders("app/[locale]").filter((name) => !name.startsWith("(")), ...folders("app/[locale]/(english-only)")];
    expect([...ENGLISH_PAGE_SEGMENTS].sort()).toEqual(pages.sort());
  });

  it("name the icons and manifest app/ serves, public's folders but the card images', _next and the not-found target", () => {
    const metadataFiles = entries("app")
      .filter((entry) => entry.isFile() && /^(icon|apple-icon)\.\w+$/.test(entry.name))
      .map((entry) => entry.name);
    const publicFolders = folders("public").filter((name) => name !== "cards");
    expect([...FILE_SEGMENTS].sort()).toEqual([...metadataFiles, "manifest.webmanifest", ...publicFolders, "_next", "not-found"].sort());
  });
});
