import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = path.join(process.cwd(), "deploy", "backup.sh");
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** deploy/backup.sh once, with a stand-in pg_dump that writes `dump` to its --file (or fails). */
function backupOnce({ keep = "3", interval = "24h", pgDumpFails = false, existing = [] as string[] } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "arcana-backup-script-"));
  folders.push(dir);
  const backups = path.join(dir, "backups");
  const fake = path.join(dir, "pg_dump");
  writeFileSync(fake, pgDumpFails ? "#!/bin/sh\necho 'connection refused' >&2\nexit 1\n" : '#!/bin/sh\ncase "$*" in *--format=custom*) ;; *) exit 3;; esac\nfor a in "$@"; do case "$a" in --file=*) printf dump > "${a#--file=}";; esac; done\n');
  chmodSync(fake, 0o755);
  spawnSync("mkdir", ["-p", backups]);
  for (const name of existing) writeFileSync(path.join(backups, name), "old");
  const result = spawnSync("sh", [SCRIPT], {
    encoding: "utf8",
    env: { ...process.env, BACKUP_ONCE: "1", BACKUP_DIR: backups, BACKUP_KEEP: keep, BACKUP_INTERVAL: interval, PG_DUMP: fake },
  });
  return { ...result, files: readdirSync(backups).sort() };
}

const OLD = ["arcana-20260101T000000Z.dump", "arcana-20260102T000000Z.dump", "arcana-20260103T000000Z.dump", "arcana-20260104T000000Z.dump"];

describe("deploy/backup.sh", () => {
  it("writes a custom-format dump named by its time and keeps the BACKUP_KEEP newest, leaving other files alone", () => {
    const { status, files, stdout } = backupOnce({ existing: [...OLD, "notes.txt"] });
    expect(status).toBe(0);
    const fresh = files.filter((file) => !OLD.includes(file) && file !== "notes.txt");
    expect(fresh).toEqual([expect.stringMatching(/^arcana-\d{8}T\d{6}Z\.dump$/)]);
    expect(files).toEqual(["arcana-20260103T000000Z.dump", "arcana-20260104T000000Z.dump", fresh[0], "notes.txt"].sort());
    expect(stdout).toContain("removed arcana-20260101T000000Z.dump");
  });

  it("keeps every old backup and no partial file when pg_dump fails", () => {
    const { status, files, stderr } = backupOnce({ pgDumpFails: true, existing: OLD });
    expect(status).not.toBe(0);
    expect(stderr).toContain("pg_dump failed");
    expect(files).toEqual(OLD);
  });

  it.each([
    ["BACKUP_INTERVAL", { interval: "daily" }],
    ["BACKUP_INTERVAL", { interval: "h" }],
    ["BACKUP_KEEP", { keep: "0" }],
    ["BACKUP_KEEP", { keep: "seven" }],
  ])("refuses a bad %s", (name, options) => {
    const { status, stderr } = backupOnce(options);
    expect(status).toBe(1);
    expect(stderr).toContain(name);
  });
});
