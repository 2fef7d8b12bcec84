#!/usr/bin/env node
// The quick start: builds the app and serves it (the standalone server) on the embedded defaults (PGlite
// in DATA_DIR, local sign-in, local checkout, local AI writer), then prints the URL once the app answers.
import { spawn } from "node:child_process";
import path from "node:path";
import { prepareStandalone, standaloneDir } from "./prepare-standalone.mjs";
import { bin, root, run } from "./lib/run.mjs";

const port = process.env.PORT ?? "3000";
const url = `http://localhost:${port}`;
// The standalone server runs in .next/standalone: the data folder is resolved against the project.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data");
const env = { ...process.env, LOCAL_PROVIDERS: "1", NEXT_TELEMETRY_DISABLED: "1", APP_URL: process.env.APP_URL ?? url, DATA_DIR: dataDir };

if ((await run(bin("next"), ["build"], { env })) !== 0) process.exit(1);
prepareStandalone();

const server = spawn(process.execPath, [path.join(standaloneDir, "server.js")], {
  cwd: standaloneDir,
  env: { ...env, NODE_ENV: "production", PORT: port, HOSTNAME: "::" },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// The first request opens and migrates the database; wait for it so the URL printed is ready to use.
for (let attempt = 0; attempt < 120; attempt++) {
  try {
    const response = await fetch(`${url}/api/health`);
    if (response.ok) {
      console.log(`\nArcana is running at ${url}  (data in ${dataDir}; Ctrl+C stops it)\n`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
