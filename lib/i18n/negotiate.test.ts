import { describe, expect, it } from "vitest";
import { acceptLanguageTags, preferredLocale } from "./negotiate";

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

  it("reads an Accept-Language header by weight, keeping the header's order for ties", () => {
    expect(acceptLanguageTags("fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, it;q=0")).toEqual(["de-DE", "en", "fr"]);
    expect(acceptLanguageTags("es, pt")).toEqual(["es", "pt"]);
    expect(preferredLocale(acceptLanguageTags("nl;q=0.9, it;q=0.8"))).toBe("it");
  });
});
