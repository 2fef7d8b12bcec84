import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  // "server-only" throws outside a React server bundle; tests run server modules as the server does.
  resolve: { alias: { "@": root, "server-only": `${root}node_modules/server-only/empty.js` } },
  test: {
    // expect.poll's default second is less than a child process (a Node process, nginx) takes to start, write or
    // die on a busy 2-core machine: the full unit suite under load timed out waiting for one.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.{ts,tsx}", "languages/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts", "eval/**/*.test.ts"],
          environment: "node",
          // Tests that write every language's readings take about a second alone and several on a busy 2-core
          // machine (5 s, the default, was reached under load), so a slow machine is not taken for a failure.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // The run's migrated database once, each file's own started from it (tests/helpers/integration-global-setup.ts).
          globalSetup: ["tests/helpers/integration-global-setup.ts"],
          setupFiles: ["tests/helpers/integration-setup.ts"],
          // Each file gets its own database; PGlite's start takes a few seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
