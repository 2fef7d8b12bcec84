import { defineConfig, devices } from "@playwright/test";
import { debianChromium } from "./playwright.chromium";

/**
 * Journeys run against the production build (`next build` + `next start`) with local providers, in
 * Debian's Chromium. scripts/e2e.mjs builds the app, picks a free port and a throw-away DATA_DIR,
 * and passes them here through E2E_PORT and E2E_DATA_DIR.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./e2e",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: debianChromium,
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    // Starts servers of its own, without a browser.
    { name: "server", testMatch: /(startup|anthropic-outage|reader-language|hardening|streaming|limits|public-abuse|drain)\.spec\.ts/ },
    // Encoding 22 AVIF card images keeps the server's thread pool busy for a while; measured last so
    // that it never starves the journeys running beside it.
    { name: "budget", testMatch: /budget\.spec\.ts/, dependencies: ["desktop", "mobile"] },
    { name: "desktop", testIgnore: /(startup|budget|anthropic-outage|reader-language|hardening|streaming|limits|public-abuse|drain)\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      testIgnore: /(startup|budget|anthropic-outage|reader-language|hardening|streaming|limits|public-abuse|drain)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node_modules/.bin/next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      LOCAL_PROVIDERS: "1",
      DATA_DIR: process.env.E2E_DATA_DIR ?? ".e2e-data",
      APP_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      // The operator console's journey signs in as this operator (e2e/admin.spec.ts).
      ADMIN_EMAILS: "operator@arcana.example",
    },
  },
});
