import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { expect } from "@playwright/test";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

type NuMessage = { type: string; subType?: string; message: string; extract?: string; lastLine?: number };

/** Fails on any error the Nu HTML checker (the W3C's validator, run locally from npm's vnu-jar) finds in `html`. */
export function expectValidHtml(html: string, where: string): void {
  const checked = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", "-"], { input: html, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  expect(checked.error, `the Nu HTML checker could not run: ${checked.error?.message}`).toBeUndefined();
  const { messages } = JSON.parse(checked.stdout) as { messages: NuMessage[] };
  const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
  expect(errors.map(({ message, extract, lastLine }) => ({ message, extract, lastLine })), `Nu HTML checker errors in ${where}`).toEqual([]);
}
