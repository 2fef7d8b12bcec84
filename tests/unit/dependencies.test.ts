import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

function version(pkg: string): number[] {
  return (require(`${pkg}/package.json`) as { version: string }).version.split(/[.-]/).slice(0, 3).map(Number);
}

function atLeast(actual: number[], minimum: number[]): boolean {
  for (let i = 0; i < minimum.length; i++) {
    if (actual[i] !== minimum[i]) return actual[i] > minimum[i];
  }
  return true;
}

describe("security baseline", () => {
  it("runs next 16.3.3 or later: earlier 16.x have remote-code-execution and proxy-bypass advisories", () => {
    const next = version("next");
    expect(next[0]).toBe(16);
    expect(atLeast(next, [16, 3, 3])).toBe(true);
  });

  it("runs React 19", () => {
    expect(version("react")[0]).toBe(19);
  });
});
