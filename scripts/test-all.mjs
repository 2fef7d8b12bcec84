#!/usr/bin/env node
// `npm test`: lint, typecheck, unit, integration on PGlite and on PostgreSQL (TEST_DATABASE_URL), the
// Playwright journeys, the cluster journeys (nginx in front of two standalone instances) and the deploy test
// (deploy/Dockerfile built and deploy/compose.yaml run with Podman: scripts/test-deploy.mjs). Every suite
// runs; the last line sums them as "tests: N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, root, run } from "./lib/run.mjs";

const resultsDir = path.join(root, "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** A step that runs no test of its own (lint, typecheck) counts as one check. */
async function check(name, command, args, env) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, { env });
  if (code === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

async function vitest(name, project, env = {}) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(resultsDir, `${name.replace(/\W+/g, "-")}.json`);
  const code = await run(bin("vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { env });
  const summary = readJson(report);
  if (summary) {
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  }
  if (code !== 0 || !summary) {
    // A run that failed before any test did (a build, a global setup) still counts as a failure.
    if (!summary || summary.numFailedTests === 0) totals.failed += 1;
    failures.push(name);
  }
}

/** Exit code of scripts/cluster-test.mjs when nginx or TEST_DATABASE_URL is missing outside CI. */
const NOT_RUN = 3;

async function playwright(name, script, env = {}) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(resultsDir, `${name.replace(/\W+/g, "-")}.json`);
  const code = await run(process.execPath, [path.join(root, "scripts", script), "--reporter=list,json"], {
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report, ...env },
  });
  if (code === NOT_RUN && !process.env.CI) {
    console.log(`NOTE: ${name} not run (see the line above); CI installs what they need.`);
    return;
  }
  const summary = readJson(report);
  if (summary) {
    totals.passed += summary.stats.expected + summary.stats.flaky;
    totals.failed += summary.stats.unexpected;
    totals.skipped += summary.stats.skipped;
  }
  if (code !== 0 || !summary) {
    // A run that failed before any test did (a build, a global setup) still counts as a failure.
    if (!summary || summary.numFailedTests === 0) totals.failed += 1;
    failures.push(name);
  }
}

/** scripts/test-deploy.mjs: each of its steps counts as one check (it writes them to DEPLOY_JSON_OUTPUT_FILE). */
async function deploySuite(name) {
  console.log(`\n=== ${name} ===`);
  const report = path.join(resultsDir, `${name.replace(/\W+/g, "-")}.json`);
  const code = await run(process.execPath, [path.join(root, "scripts", "test-deploy.mjs")], { env: { DEPLOY_JSON_OUTPUT_FILE: report } });
  if (code === NOT_RUN && !process.env.CI) {
    console.log(`NOTE: ${name} not run (see the line above); CI installs what it needs.`);
    return;
  }
  const summary = readJson(report);
  if (summary) {
    totals.passed += summary.passed;
    totals.failed += summary.failed;
  }
  if (code !== 0 || !summary) {
    if (!summary || summary.failed === 0) totals.failed += 1;
    failures.push(name);
  }
}

await check("lint", bin("eslint"), ["--max-warnings", "0", "."]);
await check("typegen", bin("next"), ["typegen"], { NEXT_TELEMETRY_DISABLED: "1" });
await check("typecheck", bin("tsc"), ["--noEmit"]);
await vitest("unit", "unit");
await vitest("integration on PGlite", "integration", { ARCANA_TEST_DRIVER: "pglite" });
if (process.env.TEST_DATABASE_URL) {
  await vitest("integration on PostgreSQL", "integration", { ARCANA_TEST_DRIVER: "postgres" });
} else if (process.env.CI) {
  console.error("\nTEST_DATABASE_URL is not set: CI must run the integration suite on PostgreSQL too (see .ci/run).");
  totals.failed += 1;
  failures.push("integration on PostgreSQL");
} else {
  console.log("\nNOTE: integration on PostgreSQL not run: TEST_DATABASE_URL is unset (README: 'Real PostgreSQL').");
}
await playwright("e2e (Playwright, production build)", "e2e.mjs");
// The same build, standalone, behind deploy/nginx.conf: two instances on PostgreSQL.
await playwright("cluster (nginx, two instances, PostgreSQL)", "cluster-test.mjs", { CLUSTER_SKIP_BUILD: "1" });
// The images of deploy/Dockerfile and the stack of deploy/compose.yaml, run with Podman.
await deploySuite("deploy (deploy/Dockerfile and compose.yaml with Podman)");

console.log(failures.length ? `\nFailed: ${failures.join(", ")}` : "\nAll suites passed.");
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failures.length ? 1 : 0);
