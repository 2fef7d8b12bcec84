import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { drawOneCard, signInByApi, subscribeByApi } from "./fixtures";

/** Issue 34: the rough edges a new user meets on the home page, at 1280 and 375 px (and 1024 and 768 for the day's card). */

const panel = (page: Page) => page.getByRole("region", { name: /card for today|Today's card/ });
const deck = (page: Page) => page.getByRole("group", { name: "Deck" });
const questionBox = (page: Page) => page.getByRole("textbox", { name: "What do you want to ask?" });
const dealtCards = (page: Page) => page.getByRole("list", { name: "Your cards" }).getByRole("listitem");
const isDesktop = () => test.info().project.name === "desktop";

/** One-card readings made through the API, as another tab or device would. */
async function readElsewhere(request: APIRequestContext, token: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await request.post("/api/tarot/interpret", {
      headers: { Authorization: `Bearer ${token}` },
      data: { question: `Elsewhere, reading ${index + 1}?`, type: "one_card", category: "general", cards: ["The Star"] },
    });
    expect(response.status()).toBe(200);
  }
}

/** The page has no horizontal scroll. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("the card of the day, opened", () => {
  test("its message takes the panel's full width under the header row, and the deck stays in view at 1280×800", async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    // 'Copy link' rather than the system's share sheet, so that 'Link copied' shows in the panel.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
    await signInByApi(page, request);
    await page.goto("/");
    const daily = panel(page);
    await expect(daily.getByRole("heading", { name: /^Your card for today: / })).toBeVisible();
    const toggle = daily.getByRole("button", { name: "Read today's message" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const message = daily.getByTestId("daily-message");
    await expect(message.getByRole("link", { name: /^What .+ means$/ })).toBeVisible();
    await daily.getByRole("button", { name: "Copy link" }).click();
    await expect(daily.getByText("Link copied")).toBeVisible();

    for (const width of isDesktop() ? [1280, 1024, 768] : [375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await expect(message).toBeVisible();
      const [panelBox, messageBox, titleBox, copyBox] = await Promise.all([
        daily.boundingBox(),
        message.boundingBox(),
        daily.getByRole("heading").boundingBox(),
        daily.getByRole("button", { name: "Copy link" }).boundingBox(),
      ]);
      // The message spans the panel (less its padding and border), under the title and the button.
      expect(messageBox!.width, `message width at ${width}`).toBeGreaterThanOrEqual(panelBox!.width - 32);
      expect(messageBox!.y, `message under the header row at ${width}`).toBeGreaterThanOrEqual(Math.max(titleBox!.y + titleBox!.height, copyBox!.y + copyBox!.height) - 1);
      // 'Link copied' never squeezes the title: under its button beside the title, or on the phone's row of actions under it.
      const copiedBox = await daily.getByText("Link copied").boundingBox();
      const under = width === 375 ? titleBox!.y + titleBox!.height : copyBox!.y + copyBox!.height;
      expect(copiedBox!.y, `'Link copied' at ${width}`).toBeGreaterThanOrEqual(under - 1);
      expect(await fitsWidth(page), `no sideways scroll at ${width}`).toBe(true);
      if (width === 1280) {
        // The deck is still on the first screen, its top well inside it.
        const deckBox = await deck(page).boundingBox();
        expect(deckBox!.y).toBeGreaterThanOrEqual(0);
        expect(deckBox!.y).toBeLessThan(800 - 100);
      }
      if (width === 1280 || width === 375) {
        // The card's thumbnail drawn, then kept in the test's results (test-results/…) as well as attached to its report.
        await expect.poll(() => daily.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        const path = testInfo.outputPath(`home-${width}-daily-message-open.png`);
        await page.screenshot({ path });
        await testInfo.attach(`home-${width}-daily-message-open`, { path, contentType: "image/png" });
      }
    }
    await expectNoSeriousA11yViolations(page);

    // Closed again, the message goes.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(message).toBeHidden();
  });
});

test.describe("a refused reading", () => {
  test("at 3/3 from another tab, 'Reveal and interpret' is refused and the cards stay face down, kept", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await readElsewhere(request, token, 2);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Free" })).toBeVisible();
    await questionBox(page).fill("Will the garden grow this spring?");
    await deck(page).getByRole("button", { name: /^Card \d+ of 22/ }).nth(3).click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await expect(dealtCards(page)).toHaveCount(1);
    // Meanwhile the last free reading goes to another tab.
    await readElsewhere(request, token, 1);
    await page.getByRole("button", { name: "Reveal and interpret" }).click();

    const refusal = page.getByRole("alert").filter({ hasText: "You have used your 3 free readings this month." });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole("button", { name: "Subscribe Now" })).toBeVisible();
    // Face down: no picture, no name, no 'Your Reading'.
    await expect(dealtCards(page)).toHaveCount(1);
    await expect(dealtCards(page).first()).toHaveText("Face-down card 1");
    await expect(dealtCards(page).locator("img")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Your Reading" })).toHaveCount(0);
    // The server's word on the count arrives: no button to press again, the refusal stays with the cards and the question.
    await expect(page.getByRole("banner").getByRole("button", { name: "Free" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reveal and interpret" })).toHaveCount(0);
    await expect(refusal).toBeVisible();
    await expect(questionBox(page)).toHaveValue("Will the garden grow this spring?");
    // Focus went from the vanished button to the refusal, not to the page's start.
    expect(await page.evaluate(() => document.activeElement?.querySelector('[role="alert"]') !== null)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("the empty-question toast", () => {
  const toast = (page: Page) => page.locator("[data-sonner-toast]").filter({ hasText: "Please enter your question before continuing." });

  async function raiseToast(page: Page) {
    await questionBox(page).fill("   ");
    const card = deck(page).getByRole("button", { name: /^Card \d+ of 22/ }).first();
    if ((await card.getAttribute("aria-pressed")) !== "true") await card.click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await expect(toast(page)).toBeVisible();
  }

  test("goes when the reader types or the sign-in dialog opens, and on a phone leaves the logo in sight", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("toast-layer")).toBeAttached();
    await raiseToast(page);
    // It does not cover the header's logo (on phones the toasts span the width).
    const [toastBox, logoBox] = await Promise.all([toast(page).boundingBox(), page.getByRole("link", { name: "Arcana home" }).boundingBox()]);
    const overlaps =
      toastBox!.x < logoBox!.x + logoBox!.width && logoBox!.x < toastBox!.x + toastBox!.width && toastBox!.y < logoBox!.y + logoBox!.height && logoBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over the logo ${JSON.stringify(logoBox)}`).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // Typing dismisses it at once, well before its own 4 seconds are up.
    await questionBox(page).pressSequentially("W");
    await expect(toast(page)).toBeHidden({ timeout: 2000 });

    // The sign-in dialog is no place for it either.
    await raiseToast(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("dialog", { name: "Sign in to Continue" })).toBeVisible();
    await expect(toast(page)).toBeHidden({ timeout: 2000 });
  });
});

test.describe("the Full Tarot's dealt cards", () => {
  test("wear their positions, named as the reading's sections name them", async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await signInByApi(page, request);
    await subscribeByApi(request, token);
    await page.goto("/");
    await expect(page.getByText("Premium: every spread and category is yours.")).toBeVisible();
    await page.getByRole("combobox", { name: "Type" }).selectOption("tarot");
    await questionBox(page).fill("Where is my new job taking me?");
    const cards = deck(page).getByRole("button", { name: /^Card \d+ of 22/ });
    for (const index of [0, 4, 8, 12, 16]) await cards.nth(index).click();
    await page.getByRole("button", { name: "Continue..." }).click();
    await page.getByRole("button", { name: "Reveal and interpret" }).click();
    await expect(page.getByTestId("interpretation")).toHaveAttribute("aria-busy", "false");

    const positions = ["Situation", "Challenge", "Hidden influence", "Advice", "Outcome"];
    await expect(dealtCards(page)).toHaveCount(5);
    const tops: number[] = [];
    for (const [index, position] of positions.entries()) {
      const item = dealtCards(page).nth(index);
      await expect(item).toContainText(position);
      const name = (await item.textContent())!.replace(position, "").trim();
      await expect(page.getByRole("heading", { name: `${position}: ${name}` })).toBeVisible();
      tops.push((await item.locator("img").boundingBox())!.y);
    }
    // A label on two lines does not push its card out of line with its neighbours.
    const firstRow = tops.filter((top) => Math.abs(top - tops[0]) < 40);
    expect(Math.max(...firstRow) - Math.min(...firstRow)).toBeLessThanOrEqual(1);
    expect(await fitsWidth(page)).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("under a finished reading", () => {
  test("a quiet link says it was saved to My Readings, and 'Listen' says when the browser has no voice", async ({ page, request }) => {
    test.setTimeout(90_000);
    // A browser with speech synthesis but no voice to speak with (as Chromium on a bare Linux is).
    await page.addInitScript(() => {
      const queued: unknown[] = [];
      Object.defineProperty(window, "speechSynthesis", {
        value: Object.assign(new EventTarget(), { getVoices: () => [], speak: (utterance: unknown) => queued.push(utterance), cancel: () => undefined }),
        configurable: true,
      });
      (window as unknown as { __queued: unknown[] }).__queued = queued;
    });
    await signInByApi(page, request);
    await page.goto("/");
    const question = `Is the new flat right for me? ${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
    await drawOneCard(page, question);

    const saved = page.getByRole("link", { name: "Saved to My Readings" });
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute("href", "/readings");

    await page.getByRole("button", { name: "Listen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "No voice is available for reading aloud in this browser." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Listen" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __queued: unknown[] }).__queued.length)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await saved.click();
    await expect(page).toHaveURL(/\/readings$/);
    await expect(page.getByRole("button", { name: `Open the reading: ${question}` })).toBeVisible();
  });
});

test.describe("the Type dropdown", () => {
  test("shows a chosen spread's whole name", async ({ page, request }) => {
    const token = await signInByApi(page, request);
    await subscribeByApi(request, token);
    await page.goto("/");
    await expect(page.getByText("Premium: every spread and category is yours.")).toBeVisible();
    const type = page.getByRole("combobox", { name: "Type" });
    for (const spread of ["three_cards", "tarot"]) {
      await type.selectOption(spread);
      // The chosen option's text, in the select's own font, against the room inside its padding.
      const room = await type.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(select.options[select.selectedIndex].text).width;
        const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, inner };
      });
      expect(room.text, spread).toBeLessThanOrEqual(room.inner);
    }
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("readings are upright", () => {
  test("the card pages and How to Use say so, keeping the reversed meaning as knowledge", async ({ page }) => {
    await page.goto("/cards/the-moon");
    const reversed = page.getByRole("region", { name: "Reversed meaning" });
    await expect(reversed).toContainText("Arcana reads every card upright. The reversed meaning is here as knowledge of the card; it is not part of your readings.");
    await expectNoSeriousA11yViolations(page);
    await page.goto("/how-to-use");
    await expect(page.getByRole("main")).toContainText("Arcana reads every card upright; each page keeps the reversed meaning too, as knowledge of the card.");
    await expect(page.getByRole("main")).not.toContainText("meanings upright and reversed");
  });
});
