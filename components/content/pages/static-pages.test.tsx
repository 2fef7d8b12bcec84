import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { staticPagesFor } from "@/languages";
import { monthlyPrice } from "@/components/billing/price";
import { LOCALES, PREFIXED_LOCALES, type Locale } from "@/lib/i18n/locales";
import { FAIR_USE_READINGS_PER_DAY, FOLLOW_UPS_PER_READING } from "@/lib/tarot/entitlements";
import { StaticPageContent, pageDescription, type StaticPageName } from "./static-page";
import { NotFoundContent } from "@/components/content/not-found-content";

const PAGES: Record<string, StaticPageName> = { "/about": "about", "/faq": "faq", "/how-to-use": "howToUse" };

function render(name: StaticPageName, locale: Locale): string {
  return renderToStaticMarkup(<StaticPageContent name={name} locale={locale} appName="Arcana" />);
}

/** The page's elements with their ids and classes, and its links with the language's prefix taken off: no words. */
function structure(html: string, locale: string): string[] {
  const tags = html.match(/<[a-z][^>]*>/g) ?? [];
  return tags.map((tag) =>
    tag
      .replace(/ (alt|srcSet|src|sizes)="[^"]*"/g, "")
      .replace(new RegExp(`href="/${locale}(/[^"]*)?"`), (_, path: string | undefined) => `href="${path ?? "/"}"`),
  );
}

describe("the static pages in every language", () => {
  for (const [path, name] of Object.entries(PAGES)) {
    it(`${path} has the English page's elements, ids, classes and links in every language`, () => {
      const english = structure(render(name, "en"), "en");
      expect(english.length).toBeGreaterThan(20);
      for (const locale of PREFIXED_LOCALES) {
        const html = render(name, locale);
        expect(structure(html, locale), locale).toEqual(english);
        // Every link stays in the language, the home page's too ('/de', not '/').
        for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
          if (href.startsWith("mailto:")) continue;
          expect(href, `${locale} ${path}`).toMatch(new RegExp(`^/${locale}(/|$)`));
        }
      }
    });

    it(`${path} has a title and a description in every language`, () => {
      for (const locale of LOCALES) {
        const page = staticPagesFor(locale)[name];
        expect(page.title.length, locale).toBeGreaterThan(0);
        expect(pageDescription(page, "Arcana").length, locale).toBeGreaterThan(40);
      }
    });
  }

  it("the FAQ states the same price and limits in every language, English's from the same figures", () => {
    for (const locale of LOCALES) {
      const text = render("faq", locale).replace(/<[^>]+>/g, "");
      expect(text, locale).toContain(monthlyPrice(locale));
      expect(text, locale).toContain(` ${FAIR_USE_READINGS_PER_DAY} `);
      expect(text, locale).toContain(`${FOLLOW_UPS_PER_READING.free} `);
      expect(text, locale).toContain(`${FOLLOW_UPS_PER_READING.subscribed} `);
    }
  });

  it("writes the price as each language does", () => {
    expect(monthlyPrice("de").replace(/\s/g, " ")).toBe("3,99 €");
    expect(monthlyPrice("fr").replace(/\s/g, " ")).toBe("3,99 €");
    expect(monthlyPrice("pt-BR").replace(/\s/g, " ")).toBe("€ 3,99");
  });
});

describe("the not-found page in every language", () => {
  it("links home and to How to Use in the page's language", () => {
    for (const locale of LOCALES) {
      const hrefs = [...renderToStaticMarkup(<NotFoundContent locale={locale} />).matchAll(/href="([^"]*)"/g)].map(([, href]) => href);
      expect(hrefs, locale).toEqual(locale === "en" ? ["/", "/how-to-use"] : [`/${locale}`, `/${locale}/how-to-use`]);
    }
  });
});
