// The build's static assets compressed once, at levels too slow to apply per request (brotli 11 takes a
// quarter of a second on the React chunk): nginx sends the .br or .gz beside a file as it is
// (brotli_static and gzip_static in deploy/nginx.conf).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
// As deploy/nginx.conf's gzip_min_length: below it the headers outweigh the saving.
const MIN_BYTES = 512;

function isFresh(compressed, sourceMtimeMs) {
  try {
    return statSync(compressed).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/** Writes file.br and file.gz beside every compressible file under `dir` that lacks a fresh pair; returns how many it wrote. */
export function precompress(dir) {
  let written = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(name));
    if (!COMPRESSIBLE.test(file)) continue;
    const stats = statSync(file);
    if (!stats.isFile() || stats.size < MIN_BYTES) continue;
    const [brotliStale, gzipStale] = [!isFresh(`${file}.br`, stats.mtimeMs), !isFresh(`${file}.gz`, stats.mtimeMs)];
    if (!brotliStale && !gzipStale) continue;
    const source = readFileSync(file);
    if (brotliStale) {
      const brotli = brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      });
      writeFileSync(`${file}.br`, brotli);
      written++;
    }
    if (gzipStale) {
      writeFileSync(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
      written++;
    }
  }
  return written;
}
