import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startFakeAnthropic } from "../tests/helpers/fake-anthropic";
import { runningServer } from "./servers";

/**
 * The app on the Anthropic writer, pointed at a local server speaking the Messages API: when that
 * server is overloaded the reader sees the server's message in the red box and keeps the reading.
 */
test("an overloaded AI writer shows the server's message in the red box and costs nothing", async ({ page }) => {
  test.setTimeout(120_000);
  const fake = await startFakeAnthropic();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "arcana-anthropic-"));
  const { base, child } = await runningServer({
    LOCAL_PROVIDERS: "1",
    DATA_DIR: dataDir,
    ANTHROPIC_API_KEY: "sk-ant-e2e",
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_MODEL: "claude-e2e",
  });
  try {
    const asJson = { "Content-Type": "application/json" };
    const { idToken } = await (await fetch(`${base}/api/dev/identity/token`, { method: "POST", headers: asJson, body: JSON.stringify({ email: "outage@example.com" }) })).json();
    const { token } = await (await fetch(`${base}/api/auth/google`, { method: "POST", headers: asJson, body: JSON.stringify({ idToken }) })).json();
    await page.addInitScript((value) => window.localStorage.setItem("auth.token", value), token);
    await page.goto(`${base}/`);
    await expect(page.getByRole("banner").getByRole("button", { name: "Profile" })).toBeVisible();

    fake.setBehaviour("overloaded");
    await page.getByRole("textbox", { name: "What do you want to ask?" }).fill("Will the storm pass?");
    await page.getByRole("group", { name: "Deck" }).getByRole("button", { name: /^Card \d+ of 22/ }).first().click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    const redBox = page.getByRole("main").getByRole("alert").filter({ hasText: /not counted/ });
    await expect(redBox).toBeVisible();
    // The reading was asked twice (the SDK's one retry); the card of the day's message is a call of its own.
    const readingCalls = fake.requests.filter((request) => request.body.model === "claude-e2e" && JSON.stringify(request.body.messages).includes("Will the storm pass?"));
    expect(readingCalls).toHaveLength(2);

    const user = await (await fetch(`${base}/api/auth/user`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(user.stats.currentMonth.total_count).toBe(0);

    fake.setBehaviour("ok");
    await page.getByRole("button", { name: "New Reading" }).click();
    await page.getByRole("group", { name: "Deck" }).getByRole("button", { name: /^Card \d+ of 22/ }).first().click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
  } finally {
    child.kill("SIGTERM");
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
