import { describe, expect, it } from "vitest";
import { fill, plural } from "./fill";

describe("filling a message", () => {
  it("fills its named places and leaves an unknown one as written", () => {
    expect(fill("{card} in a reading", { card: "Der Narr" })).toBe("Der Narr in a reading");
    expect(fill("© {year} {appName}", { year: 2026, appName: "Arcana" })).toBe("© 2026 Arcana");
    expect(fill("{missing} stays", {})).toBe("{missing} stays");
  });

  it("chooses the plural form by the language's rules", () => {
    const forms = { one: "{count} lecture", other: "{count} lectures" };
    expect(plural("en", 1, forms)).toBe("1 lecture");
    expect(plural("en", 0, forms)).toBe("0 lectures");
    // French counts 0 and 1 as one; German and Spanish only 1.
    expect(plural("fr", 0, forms)).toBe("0 lecture");
    expect(plural("de", 0, forms)).toBe("0 lectures");
    expect(plural("es", 2, forms)).toBe("2 lectures");
  });

  it("says zero in the plural in Brazilian Portuguese, which CLDR files under one", () => {
    const forms = { one: "Resta {count} leitura", other: "Restam {count} leituras" };
    expect(plural("pt-BR", 0, forms)).toBe("Restam 0 leituras");
    expect(plural("pt-BR", 1, forms)).toBe("Resta 1 leitura");
    expect(plural("pt-BR", 2, forms)).toBe("Restam 2 leituras");
  });
});
