import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importEdges, layerViolations, libCycles, libUnitOf, readSourceFiles, type AllowedEdge } from "@/tests/helpers/import-graph";

/**
 * Imports run one way (docs/architecture.md#layers): lib/domain < db < lib < components < app, lib/http
 * for app/ only, lib/tarot pure, and no cycle between lib's top-level folders and files.
 */

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Imports between lib's top-level folders or files that may close a cycle, each with its reason; every
 * one is written in docs/architecture.md#layers too. Keep it empty: break the cycle instead.
 */
const ALLOWED: readonly AllowedEdge[] = [];

describe("the import graph", () => {
  const edges = importEdges(readSourceFiles(root));

  it("has no import from a layer up, none of lib/http outside app/, and a pure lib/tarot", () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it("has no cycle between lib's top-level folders and files", () => {
    expect(libCycles(edges, ALLOWED)).toEqual([]);
  });

  it("allows only edges that exist, each explained in docs/architecture.md", () => {
    const architecture = readFileSync(`${root}/docs/architecture.md`, "utf8");
    for (const { from, to, reason } of ALLOWED) {
      expect(edges.some((edge) => libUnitOf(edge.from) === from && libUnitOf(edge.to) === to), `${from} → ${to} is no longer imported: drop it`).toBe(true);
      expect(architecture, `${from} → ${to}`).toContain(`\`${from} → ${to}\`: ${reason}`);
    }
  });
});

/**
 * Modules that hold the database, secrets, sessions, billing, the writers or the logs start with
 * `import "server-only"`, so that a browser bundle that pulls one in fails the build. A module of these
 * folders the browser shares goes here, with its reason.
 */
const SERVER_FOLDERS = /^(db\/index\.ts|lib\/(auth|billing|writers|admin|observability|reservations|rate-limit|jobs|notifications)\/)/;
const SHARED_WITH_THE_BROWSER = new Map([
  ["lib/admin/admin-action.ts", "the console's action buttons (a client component) post these names"],
  ["lib/notifications/preferences-request.ts", "the profile's notification preferences parse and send this contract"],
  ["lib/notifications/check-in-request.ts", "the check-in form and 'Ask me in … days' send this contract"],
  ["lib/notifications/types.ts", "types only: the contracts between the queue, delivery and the channels"],
  ["lib/notifications/push/subscription-request.ts", "the contract of the subscription 'Notify me on this device' posts"],
  ["lib/notifications/push/push-response.ts", "the contract of the push settings 'Notify me on this device' reads"],
]);

describe("server modules", () => {
  it("start with import \"server-only\"", () => {
    const unmarked = [...readSourceFiles(root)]
      .filter(([file]) => SERVER_FOLDERS.test(file) && !SHARED_WITH_THE_BROWSER.has(file))
      .filter(([, source]) => !source.startsWith('import "server-only";\n'))
      .map(([file]) => file);
    expect(unmarked).toEqual([]);
  });
});

describe("the graph's rules, on planted files", () => {
  it("finds static, type-only, re-exported and dynamic imports, but none quoted in a comment or a string", () => {
    const files = new Map([
      ["app/page.tsx", 'import { a } from "@/lib/a";\nimport type { B } from "../lib/b";\nexport { c } from "@/lib/c/index";\nconst d = () => import("@/lib/d");'],
      ["lib/a.ts", '// import { b } from "./b";\nconst text = \'import x from "./c"\';\nexport const a = text;'],
      ["lib/b.ts", ""],
      ["lib/c/index.ts", ""],
      ["lib/d/index.ts", ""],
    ]);
    expect(importEdges(files)).toEqual([
      { from: "app/page.tsx", to: "lib/a.ts" },
      { from: "app/page.tsx", to: "lib/b.ts" },
      { from: "app/page.tsx", to: "lib/c/index.ts" },
      { from: "app/page.tsx", to: "lib/d/index.ts" },
    ]);
  });

  it("names an import from a lower layer into a higher one", () => {
    const files = new Map([
      ["db/schema.ts", 'import { CARD_NAMES } from "@/lib/tarot/deck";\nimport { SPREAD_IDS } from "@/lib/domain/vocabularies";'],
      ["lib/tarot/deck.ts", 'import { Card } from "@/components/card";'],
      ["lib/domain/vocabularies.ts", 'import { z } from "@/lib/zod";'],
      ["lib/zod.ts", ""],
      ["components/card.tsx", 'import { deck } from "@/lib/tarot/deck";'],
    ]);
    expect(layerViolations(importEdges(files))).toEqual([
      "db/schema.ts → lib/tarot/deck.ts: db may not import lib",
      "lib/tarot/deck.ts → components/card.tsx: lib may not import components",
      "lib/domain/vocabularies.ts → lib/zod.ts: lib/domain may not import lib",
    ]);
  });

  it("keeps a language's words free of the app, and lets lib/domain read only the list of languages", () => {
    const files = new Map([
      ["languages/languages.ts", ""],
      ["languages/de/pages/faq.tsx", 'import type { ProseTools } from "../../prose";\nimport Link from "@/components/link";'],
      ["languages/prose.ts", 'import type { Locale } from "./languages";'],
      ["languages/de/messages/index.ts", 'import { FAIR_USE } from "@/lib/tarot/entitlements";'],
      ["lib/domain/vocabularies.ts", 'import { LOCALES } from "@/languages/languages";\nimport { de } from "@/languages/de/messages";'],
      ["lib/tarot/cards/localized.ts", 'import { cardTranslationsFor } from "@/languages";'],
      ["languages/index.ts", ""],
      ["lib/tarot/entitlements.ts", ""],
      ["components/link.tsx", ""],
    ]);
    expect(layerViolations(importEdges(files))).toEqual([
      "languages/de/pages/faq.tsx → components/link.tsx: languages may not import components",
      "languages/de/messages/index.ts → lib/tarot/entitlements.ts: languages may not import lib",
      "lib/domain/vocabularies.ts → languages/de/messages/index.ts: lib/domain reads only the list of languages (languages/languages.ts), not their words",
    ]);
  });

  it("keeps lib/http for app/ and lib/tarot pure", () => {
    const files = new Map([
      ["app/api/route.ts", 'import { answer } from "@/lib/http/respond";'],
      ["lib/http/respond.ts", 'import { log } from "@/lib/observability/log";'],
      ["lib/readings/interpret.ts", 'import { answer } from "@/lib/http/respond";'],
      ["lib/observability/log.ts", ""],
      ["lib/tarot/deck.ts", 'import { shuffle } from "@/lib/random";\nimport { log } from "@/lib/observability/log";'],
      ["lib/random.ts", ""],
    ]);
    expect(layerViolations(importEdges(files))).toEqual([
      "lib/readings/interpret.ts → lib/http/respond.ts: lib/http speaks HTTP for app/ only; a domain module takes data and returns data",
      "lib/tarot/deck.ts → lib/observability/log.ts: lib/tarot stays pure (it may import lib/tarot/, lib/domain/, languages/, lib/zod.ts, lib/random.ts)",
    ]);
  });

  it("names the import that closes a cycle between lib's folders, unless it is allowed", () => {
    const files = new Map([
      ["lib/users/users.ts", 'import { attribute } from "@/lib/referrals/attribution";\nimport { config } from "@/lib/config";'],
      ["lib/users/sign-in.ts", 'import { attribute } from "@/lib/referrals/attribution";'],
      ["lib/referrals/attribution.ts", 'import { code } from "../users/referral-code";\nimport { config } from "../config";'],
      ["lib/users/referral-code.ts", 'import { config } from "../config";'],
      ["lib/config.ts", ""],
    ]);
    const edges = importEdges(files);
    expect(libCycles(edges, [])).toEqual([
      "lib/referrals → lib/users (lib/referrals/attribution.ts → lib/users/referral-code.ts) closes lib/referrals → lib/users → lib/referrals",
    ]);
    expect(libCycles(edges, [{ from: "lib/referrals", to: "lib/users", reason: "planted" }])).toEqual([]);
  });

  it("blames, in a longer cycle, the import that runs up", () => {
    const files = new Map([
      ["lib/readings/interpret.ts", 'import { a } from "@/lib/writers";\nimport { b } from "@/lib/tarot/deck";\nimport { c } from "@/lib/observability/log";'],
      ["lib/readings/journal.ts", 'import { b } from "@/lib/tarot/deck";'],
      ["lib/writers/index.ts", 'import { b } from "@/lib/tarot/deck";\nimport { c } from "@/lib/observability/log";'],
      ["lib/observability/log.ts", 'import { b } from "@/lib/tarot/deck";'],
      ["lib/tarot/deck.ts", ""],
      ["lib/tarot/machine.ts", 'import { r } from "@/lib/readings/journal";'],
    ]);
    expect(libCycles(importEdges(files), [])).toEqual([
      "lib/tarot → lib/readings (lib/tarot/machine.ts → lib/readings/journal.ts) closes lib/tarot → lib/readings → lib/tarot",
    ]);
  });
});
