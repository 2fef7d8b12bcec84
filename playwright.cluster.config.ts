import { defineConfig, devices } from "@playwright/test";
import { debianChromium } from "./playwright.chromium";

/**
 * The cluster journeys: the shipped deploy/nginx.conf in front of two standalone instances on one
 * PostgreSQL database, started by e2e-cluster/global-setup.mjs from the existing build
 * (scripts/cluster-test.mjs builds first unless told not to). Debian's Chromium for the popup sign-in.
 */
export default defineConfig({
  testDir: "./e2e-cluster",
  globalSetup: "./e2e-cluster/global-setup.mjs",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    // Set by the global setup: nginx's address.
    baseURL: process.env.CLUSTER_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: debianChromium,
    contextOptions: { reducedMotion: "reduce" },
    ...devices["Desktop Chrome"],
    channel: undefined,
  },
  projects: [
    { name: "cluster", testIgnore: /(failover|chaos|backup|load)\.spec\.ts/ },
    // Dumps, restores and serves from the restored database, with clusters and databases of its own.
    { name: "cluster-backup", testMatch: /backup\.spec\.ts/ },
    // Kills an instance: runs once every other journey is done.
    { name: "cluster-failover", testMatch: /failover\.spec\.ts/, dependencies: ["cluster"] },
    // Restarts and stops a PostgreSQL server of its own and kills instances of a cluster of its own: last.
    { name: "cluster-chaos", testMatch: /chaos\.spec\.ts/, dependencies: ["cluster-failover"] },
    // Three minutes of readings on a cluster of its own, with nothing else running beside it: last.
    { name: "cluster-load", testMatch: /load\.spec\.ts/, dependencies: ["cluster-chaos"] },
  ],
});
