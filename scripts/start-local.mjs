#!/usr/bin/env node
// The quick start: builds the app and serves it on the embedded defaults (PGlite in DATA_DIR, local
// sign-in, local checkout, local AI writer), then prints the URL once the app answers.
import { spawn } from "node:child_process";
import { bin, root, run } from "./lib/run.mjs";

const port = process.env.PORT ?? "3000";
const url = `http://localhost:${port}`;
const env = { ...process.env, LOCAL_PROVIDERS: "1", NEXT_TELEMETRY_DISABLED: "1", APP_URL: process.env.APP_URL ?? url };

if ((await run(bin("next"), ["build"], { env })) !== 0) process.exit(1);

const server = spawn(bin("next"), ["start", "-p", port], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// The first request opens and migrates the database; wait for it so the URL printed is ready to use.
for (let attempt = 0; attempt < 120; attempt++) {
  try {
    const response = await fetch(`${url}/api/health`);
    if (response.ok) {
      console.log(`\nArcana is running at ${url}  (data in ${process.env.DATA_DIR ?? ".data"}; Ctrl+C stops it)\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
