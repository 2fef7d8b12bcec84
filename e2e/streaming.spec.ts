import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeAnthropic } from "../tests/helpers/fake-anthropic";
import { expectNoSeriousA11yViolations } from "./axe";
import { runningServer } from "./servers";

const READING = [
  "## Summary",
  "The Star says the storm is already passing, and hope is returning in small, steady ways.",
  "",
  "## The heart of the matter: The Star",
  "After a hard season, something in you is quietly refilling. Let it, and share what comes back.",
  "",
  "## Synthesis",
  "Rest first, then take one small hopeful step before the week is out.",
].join("\n");

const asJson = { "Content-Type": "application/json" };

/**
 * The app on the Anthropic writer, pointed at a local Messages API server that writes slowly (about
 * 8 words a second): the reader sees the first words long before the last, of a reading and of a
 * follow-up on it, at both widths.
 */
for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 812 },
]) {
  test(`a streamed reading and its follow-up show their words before they end (${viewport.name})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const fake = await startFakeAnthropic(READING, { tokensPerSecond: 8 });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "arcana-stream-"));
    const { base, child } = await runningServer({ LOCAL_PROVIDERS: "1", DATA_DIR: dataDir, ANTHROPIC_API_KEY: "sk-ant-e2e", ANTHROPIC_BASE_URL: fake.url });
    const context = await browser.newContext({ viewport, isMobile: viewport.name === "mobile", hasTouch: viewport.name === "mobile", reducedMotion: "reduce" });
    try {
      const email = `stream-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const { idToken } = await (await fetch(`${base}/api/dev/identity/token`, { method: "POST", headers: asJson, body: JSON.stringify({ email }) })).json();
      const { token } = await (await fetch(`${base}/api/auth/google`, { method: "POST", headers: asJson, body: JSON.stringify({ idToken }) })).json();
      const page = await context.newPage();
      await page.addInitScript((value) => window.localStorage.setItem("auth.token", value), token);
      await page.goto(`${base}/`);
      await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();

      await page.getByRole("textbox", { name: "What do you want to ask?" }).fill("Will the storm pass?");
      await page.getByRole("group", { name: "Deck" }).getByRole("button", { name: /^Card \d+ of 22/ }).first().click();
      await page.getByRole("button", { name: "Continue..." }).click();
      await page.getByRole("button", { name: "Reveal and interpret" }).click();

      const interpretation = page.getByTestId("interpretation");
      // The first words, while the writer is still at work: busy, and the synthesis not yet written.
      await expect(interpretation.getByText(/The Star says the storm/)).toBeVisible();
      await expect(interpretation).toHaveAttribute("aria-busy", "true");
      await expect(interpretation.getByRole("heading", { name: "Synthesis" })).toHaveCount(0);
      await expect(page.getByText("Interpreting your reading...")).toHaveCount(0);
      // No raw markdown on the way.
      expect(await interpretation.innerText()).not.toContain("##");

      await expect(interpretation.getByRole("heading", { name: "Synthesis" })).toBeVisible({ timeout: 30_000 });
      await expect(interpretation).toHaveAttribute("aria-busy", "false");
      await expect(interpretation.getByText("Rest first, then take one small hopeful step before the week is out.")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // A follow-up streams the same way: its first words while the writer is still at work.
      const followUps = page.getByRole("region", { name: "Follow-up questions" });
      await page.getByRole("textbox", { name: "Ask a follow-up question" }).fill("What does the Star mean for my team?");
      await followUps.getByRole("button", { name: "Ask" }).click();
      const answering = page.getByTestId("follow-up-streaming");
      await expect(answering.getByText(/The Star says the storm/)).toBeVisible();
      await expect(answering).toHaveAttribute("aria-busy", "true");
      await expect(answering.getByRole("heading", { name: "Synthesis" })).toHaveCount(0);
      await expect(followUps.getByRole("button", { name: "Asking..." })).toBeDisabled();
      await expect(followUps.getByRole("heading", { name: "Synthesis" })).toBeVisible({ timeout: 30_000 });
      await expect(answering).toHaveCount(0);
      await expect(followUps.getByTestId("follow-up-limit")).toContainText("A free reading includes 1 follow-up question");
      await expectNoSeriousA11yViolations(page);

      // The follow-up never counted against the month.
      const user = await (await fetch(`${base}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } })).json();
      expect(user.stats.currentMonth.total_count).toBe(1);
    } finally {
      await context.close();
      child.kill("SIGTERM");
      await fake.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
