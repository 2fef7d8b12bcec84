import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
// @ts-expect-error: a plain ES module of ours without types
import { keptSecret, supervise } from "../../scripts/lib/cluster.mjs";

const dir = mkdtempSync(path.join(os.tmpdir(), "arcana-supervision-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Death = { process: string; reason: string; stderr: string[]; restartInSeconds: number };
type Supervisor = { current(): ChildProcess; restarts(): Death[]; stop(): Promise<void> };
const sleeper = () => spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
const exited = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(undefined) : child.once("exit", resolve)));

describe("start:cluster keeps itself up", () => {
  it("starts a process that died again, on a growing delay, and stops it for good on stop()", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const restarted: number[] = [];
    const supervisor = supervise("sleeper", sleeper, { delays: [20, 40], onRestart: (child: ChildProcess) => restarted.push(child.pid!) }) as Supervisor;
    const first = supervisor.current();
    first.kill("SIGKILL");
    await expect.poll(() => restarted.length).toBe(1);
    const second = supervisor.current();
    expect(second.pid).not.toBe(first.pid);
    second.kill("SIGKILL");
    await expect.poll(() => restarted.length).toBe(2);
    const third = supervisor.current();
    await supervisor.stop();
    await exited(third);
    expect(third.signalCode).toBe("SIGTERM");
    expect(supervisor.current()).toBe(third);
    expect(supervisor.restarts().map((death) => death.reason)).toEqual(["SIGKILL", "SIGKILL"]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/"level":"warn","msg":"sleeper exited \(SIGKILL\): starting it again in 0\.02 s/));
  });

  it("says why a process died: its exit and the last lines it wrote to stderr, in one warn line", async () => {
    const warnings: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
    // Dies as V8 does when the heap is full: a few lines on stderr, then an abort.
    const crasher = () =>
      spawn(process.execPath, ["-e", `for (let i = 0; i < 40; i++) console.error("line " + i); console.error("FATAL ERROR: heap out of memory"); process.exit(134)`], {
        stdio: ["ignore", "ignore", "pipe"],
      });
    const supervisor = supervise("crasher", crasher, { delays: [60_000], stderr: "ignore" }) as Supervisor;
    await expect.poll(() => supervisor.restarts().length).toBe(1);
    await supervisor.stop();
    const [death] = supervisor.restarts();
    expect(death).toMatchObject({ process: "crasher", reason: "code 134", restartInSeconds: 60 });
    expect(death.stderr).toHaveLength(20);
    expect(death.stderr.at(-1)).toBe("FATAL ERROR: heap out of memory");
    expect(death.stderr[0]).toBe("line 21");
    const logged = JSON.parse(warnings.at(-1)!) as Death & { level: string };
    expect(logged).toMatchObject({ level: "warn", process: "crasher", reason: "code 134" });
    expect(logged.stderr.at(-1)).toBe("FATAL ERROR: heap out of memory");
  });

  it("keeps a secret in a file only its owner can read, and gives the same one on every start", () => {
    const first = keptSecret(dir, "auth-secret") as { value: string; file: string };
    expect(first.value).toMatch(/^[\w-]{40,}$/);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    expect((keptSecret(dir, "auth-secret") as { value: string }).value).toBe(first.value);
    expect(readFileSync(first.file, "utf8").trim()).toBe(first.value);
  });

  it("refuses a kept secret that others can read", () => {
    const { file } = keptSecret(dir, "shared-secret") as { file: string };
    chmodSync(file, 0o644);
    expect(() => keptSecret(dir, "shared-secret")).toThrow(/can be read by others/);
  });
});
