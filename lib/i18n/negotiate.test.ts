import { describe, expect, it } from "vitest";
import { preferredLocale } from "./negotiate";

describe("the language a browser prefers", () => {
  it("takes the first of its languages we have, exactly or by language", () => {
    expect(preferredLocale(["es-MX", "en"])).toBe("es");
    expect(preferredLocale(["pt-PT"])).toBe("pt-BR");
    expect(preferredLocale(["pt-BR"])).toBe("pt-BR");
    expect(preferredLocale(["nl", "de-AT", "fr"])).toBe("de");
    expect(preferredLocale(["en-GB", "de"])).toBe("en");
  });

  it("is none when it asks for none of ours", () => {
    expect(preferredLocale(["nl", "ja"])).toBeNull();
    expect(preferredLocale([])).toBeNull();
    expect(preferredLocale([" "])).toBeNull();
  });
});
