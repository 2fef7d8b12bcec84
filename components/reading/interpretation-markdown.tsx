import Markdown, { type Components, type UrlTransform } from "react-markdown";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

/** The only link protocols rendered markdown may carry (docs/product.md#reading-screen). */
const LINK_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"] as const;

const NO_IMAGES = ["img", "picture", "source", "image"];

/**
 * AI text is untrusted (docs/decisions.md#ai-output-rendered-inert). No raw HTML and no images (an injected prompt could leak data
 * through an image URL); links only with those protocols.
 */
const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((tagName) => !NO_IMAGES.includes(tagName)),
  protocols: { ...defaultSchema.protocols, href: [...LINK_PROTOCOLS], src: [] },
};

/** A second lock behind the sanitizer: a URL with any other scheme loses its attribute entirely. */
export const safeUrl: UrlTransform = (url) => {
  const value = url.trim();
  const colon = value.indexOf(":");
  if (colon === -1) return value;
  // A colon after '/', '?' or '#' belongs to a relative URL's path, query or fragment, not to a scheme.
  const firstDelimiter = value.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return value;
  const scheme = value.slice(0, colon).toLowerCase();
  return (LINK_PROTOCOLS as readonly string[]).includes(scheme) ? value : undefined;
};

/** Web links open in a new tab so the reading stays; mail and chat links hand over to their app. */
const opensElsewhere = (href: string) => !/^(mailto|xmpp):/i.test(href);

const components: Components = {
  // The reading sits under the screen's 'Your Reading' heading, so its sections start one level lower.
  h1: "h3",
  h2: "h3",
  h3: "h4",
  h4: "h5",
  img: () => null,
  a: ({ href, children }) =>
    // A link whose URL was dropped is only its text.
    href ? (
      <a href={href} rel="noopener noreferrer" target={opensElsewhere(href) ? "_blank" : undefined}>
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
};

/** The interpretation's markdown as inert formatted text; loaded lazily by `Interpretation`. */
export function InterpretationMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown
      skipHtml
      rehypePlugins={[[rehypeSanitize, sanitizeSchema]]}
      disallowedElements={NO_IMAGES}
      urlTransform={safeUrl}
      components={components}
    >
      {markdown}
    </Markdown>
  );
}
