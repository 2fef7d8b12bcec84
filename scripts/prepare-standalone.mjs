#!/usr/bin/env node
// Completes `next build`'s standalone output so that `node .next/standalone/server.js` serves everything:
// Next leaves the static assets, `public/` and our SQL migrations (read at run time) outside it. The static
// assets get their brotli and gzip twins on the way, for nginx to send as they are (deploy/nginx.conf), and the
// embedded database its seed (scripts/pglite-seed.mjs).
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SEED_PATH, writePgliteSeed } from "./pglite-seed.mjs";
import { precompress } from "./lib/precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const standaloneDir = path.join(root, ".next", "standalone");

/**
 * Once per build: a marker holding the build's id says the copies are done, so the cluster journeys'
 * workers, each starting clusters of their own, do not copy over files that running instances serve.
 */
export function prepareStandalone() {
  if (!existsSync(path.join(standaloneDir, "server.js"))) {
    throw new Error(".next/standalone/server.js is missing: run `next build` first (next.config.ts sets output: \"standalone\").");
  }
  // Required before server.js by every start command (scripts/start-local.mjs NODE_FLAGS); not part of the build.
  const preload = readFileSync(path.join(root, "scripts", "server-preload.cjs"), "utf8");
  const preloadCopy = path.join(standaloneDir, "server-preload.cjs");
  if (!existsSync(preloadCopy) || readFileSync(preloadCopy, "utf8") !== preload) writeFileSync(preloadCopy, preload);
  const buildId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8");
  const marker = path.join(standaloneDir, ".prepared-build");
  if (existsSync(marker) && readFileSync(marker, "utf8") === buildId) return;
  precompress(path.join(root, ".next", "static"));
  const copies = [
    [path.join(root, ".next", "static"), path.join(standaloneDir, ".next", "static")],
    [path.join(root, "public"), path.join(standaloneDir, "public")],
    [path.join(root, "db", "migrations"), path.join(standaloneDir, "db", "migrations")],
  ];
  for (const [from, to] of copies) replaceFolder(from, to);
  // The embedded database's first start, made here once per build rather than in the server (scripts/pglite-seed.mjs).
  writePgliteSeed(path.join(standaloneDir, SEED_PATH), path.join(standaloneDir, "db", "migrations"));
  writeFileSync(marker, buildId);
}

/**
 * `to` becomes a copy of `from`, never half-written: the copy is made beside it and renamed into place.
 * Two processes preparing at once (the same build) each put a whole copy there; the later one's is dropped.
 */
function replaceFolder(from, to) {
  const unique = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const staging = `${to}.staging-${unique}`;
  const previous = `${to}.previous-${unique}`;
  cpSync(from, staging, { recursive: true });
  try {
    renameSync(to, previous);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  try {
    renameSync(staging, to);
  } catch (error) {
    if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
  }
  rmSync(staging, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    prepareStandalone();
    console.log("Standalone server ready: npm start");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
