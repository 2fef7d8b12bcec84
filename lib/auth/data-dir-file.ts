import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";

/**
 * A value generated once and kept in DATA_DIR (local providers' keys and secrets). Two processes
 * starting together both end up with the first one written: the write fails if the file exists.
 */
export async function readOrCreateDataFile(name: string, create: () => Promise<string>): Promise<string> {
  const file = path.join(/*turbopackIgnore: true*/ getConfig().dataDir, name);
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, await create(), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFile(file, "utf8");
}
