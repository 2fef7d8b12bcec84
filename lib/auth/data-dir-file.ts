import "server-only";
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";

/**
 * A value generated once and kept in DATA_DIR (local providers' keys and secrets). Two processes
 * starting together (instances sharing DATA_DIR) both end up with the first one written: the value is
 * written whole to a private file first and then linked into place, which fails if the name exists, so
 * no reader ever sees a half-written file.
 */
export async function readOrCreateDataFile(name: string, create: () => Promise<string>): Promise<string> {
  const file = path.join(/*turbopackIgnore: true*/ getConfig().dataDir, name);
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(draft, await create(), { flag: "wx", mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(draft);
  }
  return readFile(file, "utf8");
}

/** The same, for a caller that cannot wait (a URL built inside a synchronous function); the same file. */
export function readOrCreateDataFileSync(name: string, create: () => string): string {
  const file = path.join(/*turbopackIgnore: true*/ getConfig().dataDir, name);
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(draft, create(), { flag: "wx", mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, "utf8");
}
