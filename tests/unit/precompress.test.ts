import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of ours without types
import { precompress } from "../../scripts/lib/precompress.mjs";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function assets(): { script: string; style: string; tiny: string; image: string } {
  dir = mkdtempSync(path.join(os.tmpdir(), "arcana-precompress-"));
  mkdirSync(path.join(dir, "chunks"));
  const files = {
    script: path.join(dir, "chunks", "app.js"),
    style: path.join(dir, "chunks", "app.css"),
    tiny: path.join(dir, "chunks", "tiny.js"),
    image: path.join(dir, "media", "card.png"),
  };
  mkdirSync(path.dirname(files.image));
  writeFileSync(files.script, "export function greet(name) { return `hello ${name}`; }\n".repeat(200));
  writeFileSync(files.style, ".card { color: gold; }\n".repeat(100));
  writeFileSync(files.tiny, "1");
  writeFileSync(files.image, Buffer.alloc(4096, 7));
  return files;
}

describe("precompress (scripts/lib/precompress.mjs)", () => {
  it("writes a brotli and a gzip twin of every script and stylesheet, each decoding to the original", () => {
    const files = assets();
    expect(precompress(dir)).toBe(4);
    for (const file of [files.script, files.style]) {
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
      expect(statSync(`${file}.br`).size).toBeLessThan(original.length / 4);
    }
  });

  it("leaves images and files too small to gain alone", () => {
    const files = assets();
    precompress(dir);
    for (const file of [files.tiny, files.image]) {
      expect(existsSync(`${file}.br`)).toBe(false);
      expect(existsSync(`${file}.gz`)).toBe(false);
    }
  });

  it("redoes only the twins older than their file", () => {
    const files = assets();
    precompress(dir);
    expect(precompress(dir)).toBe(0);
    writeFileSync(files.script, "export const changed = true;\n".repeat(100));
    const later = new Date(Date.now() + 60_000);
    utimesSync(files.script, later, later);
    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(`${files.script}.br`)).toString()).toContain("changed");
  });
});
