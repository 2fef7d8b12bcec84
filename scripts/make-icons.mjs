#!/usr/bin/env node
// Renders app/icon.svg into the raster icons browsers and home screens ask for (committed; rerun after
// changing the SVG): app/favicon.ico (32 px), app/apple-icon.png (180 px), public/icons/icon-{192,512}.png.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { root } from "./lib/run.mjs";

const svg = readFileSync(path.join(root, "app", "icon.svg"));
const png = (size) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding one PNG image (every current browser reads PNG-in-ICO). */
function ico(image, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, image]);
}

mkdirSync(path.join(root, "public", "icons"), { recursive: true });
writeFileSync(path.join(root, "app", "favicon.ico"), ico(await png(32), 32));
writeFileSync(path.join(root, "app", "apple-icon.png"), await png(180));
for (const size of [192, 512]) writeFileSync(path.join(root, "public", "icons", `icon-${size}.png`), await png(size));
console.log("Icons written.");
