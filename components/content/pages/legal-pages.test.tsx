import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { staticPagesFor } from "@/languages";
import { PREFIXED_LOCALES, type Locale } from "@/lib/i18n/locales";
import { FAIR_USE_READINGS_PER_DAY, FREE_READINGS_PER_MONTH } from "@/lib/tarot/entitlements";
import { StaticPageContent, pageDescription } from "./static-page";

const APP_NAME = "Arcana";

type LegalPage = "privacy" | "terms" | "maintenance";

/** A page's content as HTML, in one language. */
const render = (name: LegalPage, locale: Locale) => renderToStaticMarkup(<StaticPageContent name={name} locale={locale} appName={APP_NAME} />);

/** The page's skeleton: each element with its id, class and link target, in order, without its words. */
function skeleton(html: string): string[] {
  return [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes]) => {
    const kept = [...attributes.matchAll(/\b(id|class|href|dateTime|aria-labelledby)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`);
    return [tag, ...kept].join(" ");
  });
}

/** The words a reader sees, tags dropped. */
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ");

const PAGES: readonly LegalPage[] = ["privacy", "terms", "maintenance"];

describe.each(PAGES)("the %s page in every language", (name) => {
  const english = render(name, "en");
  const englishPage = staticPagesFor("en")[name];

  it.each(PREFIXED_LOCALES)("%s has its own words, with the English page's structure", (locale) => {
    const page = staticPagesFor(locale)[name];
    expect(page.title).not.toBe("");
    expect(pageDescription(page, "APP")).not.toBe(pageDescription(englishPage, "APP"));
    expect(pageDescription(page, "APP").includes("APP")).toBe(pageDescription(englishPage, "APP").includes("APP"));
    const html = render(name, locale);
    const expected = skeleton(english);
    if (name !== "maintenance") {
      // The sentence that the English version prevails, after the date: a paragraph linking to it.
      expected.splice(expected.indexOf("time dateTime=2025-06-11") + 1, 0, expected[expected.indexOf("time dateTime=2025-06-11") - 1], `a href=/${name}`);
    }
    // The same links, each to the page in the same language.
    expect(skeleton(html).map((element) => element.replace(`href=/${locale}/`, "href=/"))).toEqual(expected);
    expect(html).not.toMatch(/NaN|undefined|\{|\}/);
    // A name filled in never runs into the words beside it.
    for (const [, before, after] of text(html).matchAll(new RegExp(`(.)${APP_NAME}(.)`, "g"))) {
      expect(before).toMatch(/[\s\u00a0]/);
      expect(after).toMatch(/[\s\u00a0.,:;]/);
    }
  });
});

describe("the translated legal pages", () => {
  it.each(PREFIXED_LOCALES)("%s: the privacy and terms pages link to the English version, which prevails", (locale) => {
    expect(render("privacy", locale)).toContain('<a hrefLang="en" href="/privacy">');
    expect(render("terms", locale)).toContain('<a hrefLang="en" href="/terms">');
  });

  it.each(PREFIXED_LOCALES)("%s: the terms link to the privacy policy in the same language", (locale) => {
    expect(render("terms", locale)).toContain(`<a href="/${locale}/privacy">`);
  });

  it.each(PREFIXED_LOCALES)("%s: the terms give the same free readings, price and fair use as the English terms", (locale) => {
    const words = text(render("terms", locale)).replace(/\s+/g, " ");
    expect(text(render("terms", "en"))).toContain("3 readings per month");
    expect(words).toMatch(new RegExp(`\\b${FREE_READINGS_PER_MONTH} \\w+`));
    expect(words).toMatch(/3,99/);
    expect(words).toMatch(new RegExp(`\\b${FAIR_USE_READINGS_PER_DAY}\\b`));
  });
});
