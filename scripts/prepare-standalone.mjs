#!/usr/bin/env node
// Completes `next build`'s standalone output so that `node .next/standalone/server.js` serves everything:
// Next leaves the static assets, `public/` and our SQL migrations (read at run time) outside it. The static
// assets get their brotli and gzip twins on the way, for nginx to send as they are (deploy/nginx.conf).
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./lib/precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const standaloneDir = path.join(root, ".next", "standalone");

export function prepareStandalone() {
  if (!existsSync(path.join(standaloneDir, "server.js"))) {
    throw new Error(".next/standalone/server.js is missing: run `next build` first (next.config.ts sets output: \"standalone\").");
  }
  precompress(path.join(root, ".next", "static"));
  const copies = [
    [path.join(root, ".next", "static"), path.join(standaloneDir, ".next", "static")],
    [path.join(root, "public"), path.join(standaloneDir, "public")],
    [path.join(root, "db", "migrations"), path.join(standaloneDir, "db", "migrations")],
  ];
  for (const [from, to] of copies) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    prepareStandalone();
    console.log("Standalone server ready: node .next/standalone/server.js");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
