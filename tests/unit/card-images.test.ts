import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cardImageSize } from "@/lib/tarot/card-images";
import { DECK } from "@/lib/tarot/deck";

/** Reads a baseline JPEG's pixel size from its start-of-frame marker. */
function jpegSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  let offset = 2;
  while (offset < data.length) {
    const marker = data[offset + 1];
    const length = data.readUInt16BE(offset + 2);
    if (marker === 0xc0 || marker === 0xc2) return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error(`no frame header in ${file}`);
}

describe("card images", () => {
  it.each(DECK.map((card) => [card.slug] as const))("public/cards/%s.jpg has the size the pages reserve", (slug) => {
    const file = path.join(process.cwd(), "public", "cards", `${slug}.jpg`);
    expect(jpegSize(file)).toEqual(cardImageSize(slug));
  });
});
