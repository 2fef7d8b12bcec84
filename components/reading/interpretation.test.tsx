import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { writtenReading } from "@/eval/written-readings";
import { LOCALES } from "@/lib/domain/vocabularies";
import { getSpread } from "@/lib/tarot/spreads";
import { readingHeadings, verdictLine } from "@/lib/writers/structure";
import { InterpretationMarkdown, safeUrl } from "./interpretation-markdown";

const render = (markdown: string) => renderToStaticMarkup(<InterpretationMarkdown markdown={markdown} />);

/** Every href the markup carries. */
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("the interpretation renders AI markdown inert", () => {
  it("renders the reading's sections as headings below 'Your Reading'", () => {
    const html = render("## Summary\n\nA **clear** path.\n\n## Past: The Fool\n\n- a list item");
    expect(html).toContain("<h3>Summary</h3>");
    expect(html).toContain("<strong>clear</strong>");
    expect(html).toContain("<h3>Past: The Fool</h3>");
    expect(html).toContain("<li>a list item</li>");
  });

  it.each(LOCALES)("renders a %s reading's own headings as the screen's section headings, and its verdict in bold", (locale) => {
    const spread = getSpread("three_cards");
    const cards = ["The Hermit", "The Tower", "The Star"] as const;
    const html = render(writtenReading({ locale, spread, cards, topic: "x", verdict: "yes" }));
    const headings = [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((match) => match[1].replace(/&#x27;/g, "'"));
    expect(headings).toEqual(readingHeadings(spread, cards, locale));
    expect(html).toContain(`<strong>${verdictLine("yes", locale).replace(/\*\*/g, "")}</strong>`);
  });

  it("turns a javascript: link into plain text", () => {
    const html = render("[click me](javascript:alert(1)) and <javascript:alert(2)>");
    expect(html).toBe("<p>click me and javascript:alert(2)</p>");
    expect(hrefsOf(html)).toEqual([]);
  });

  it("turns a data: link into plain text", () => {
    const html = render("[open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)");
    expect(html).toBe("<p>open</p>");
    expect(html).not.toMatch(/data:/i);
  });

  it("renders no raw HTML image with an event handler", () => {
    const html = render('Look: <img src="x" onerror="alert(1)"> here\n\n<img src=x onerror=alert(2)>');
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/onerror/i);
  });

  it("renders no markdown image, so no URL is fetched", () => {
    const html = render("Before ![x](http://e/x.png) after");
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain("http://e/x.png");
  });

  it("renders no script tag: a script block disappears, an inline one leaves only inert text", () => {
    const html = render("Intro\n\n<script>alert(1)</script>\n\nInline <script>alert(2)</script> text");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert(1)");
    expect(html).toContain("<p>Inline alert(2) text</p>");
  });

  it("keeps https and mailto links, with rel noopener noreferrer", () => {
    const html = render("[site](https://example.com/a) or [write](mailto:seer@example.com)");
    expect(hrefsOf(html)).toEqual(["https://example.com/a", "mailto:seer@example.com"]);
    expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">site</a>');
    expect(html).toContain('<a href="mailto:seer@example.com" rel="noopener noreferrer">write</a>');
  });

  it("never leaves an href with a disallowed scheme, whatever the spelling", () => {
    const html = render(
      ["[a](JavaScript:alert(1))", "[b]( javascript:alert(1))", "[c](vbscript:msgbox(1))", "[d](file:///etc/passwd)"].join(" "),
    );
    expect(hrefsOf(html)).toEqual([]);
    expect(html).not.toMatch(/<a/i);
  });
});

describe("safeUrl", () => {
  it("keeps the spec's protocols and relative URLs", () => {
    for (const url of ["http://a.b", "https://a.b/c?d=e:f", "irc://a.b", "ircs://a.b", "mailto:a@b.c", "xmpp:a@b.c", "/cards/the-fool", "#summary", "a/b:c"]) {
      expect(safeUrl(url, "href", { type: "element", tagName: "a", properties: {}, children: [] })).toBe(url);
    }
  });

  it("drops every other scheme", () => {
    for (const url of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " data:text/html,x", "vbscript:x", "file:///etc/passwd", "ftp://a.b"]) {
      expect(safeUrl(url, "href", { type: "element", tagName: "a", properties: {}, children: [] })).toBeUndefined();
    }
  });
});
