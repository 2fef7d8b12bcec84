import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // lib/zod.ts configures zod for our CSP before any schema is built; nothing may bypass it.
    ignores: ["lib/zod.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "zod", message: "Import { z } from \"@/lib/zod\" (it keeps zod within our CSP in the browser).", allowTypeImports: true }], patterns: [{ group: ["zod/*"], message: "Import { z } from \"@/lib/zod\"." }] }],
    },
  },
  globalIgnores([".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**"]),
]);
