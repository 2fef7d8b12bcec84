import { describe, expect, it } from "vitest";
import { monthLabel } from "./month-label";

describe("the profile's month", () => {
  it("stays the server's words on an English page", () => {
    expect(monthLabel("November 2026", "en")).toBe("November 2026");
  });

  it("is written in the page's language", () => {
    expect(monthLabel("November 2026", "de")).toBe("November 2026");
    expect(monthLabel("March 2027", "de")).toBe("März 2027");
    expect(monthLabel("November 2026", "es")).toBe("noviembre de 2026");
    expect(monthLabel("November 2026", "pt-BR")).toBe("novembro de 2026");
    expect(monthLabel("February 2027", "fr")).toBe("février 2027");
    expect(monthLabel("January 2027", "it")).toBe("gennaio 2027");
  });

  it("leaves a label it cannot read as it came", () => {
    expect(monthLabel("2026-11", "fr")).toBe("2026-11");
    expect(monthLabel("Brumaire 2026", "fr")).toBe("Brumaire 2026");
  });
});
