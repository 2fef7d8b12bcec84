import ts from "typescript";

/** A text a reader would see, written in a component instead of taken from a catalog. */
export type LiteralText = { file: string; line: number; text: string };

/** Attributes whose value a reader sees or hears. */
const READER_ATTRIBUTES = new Set(["aria-label", "aria-description", "aria-roledescription", "alt", "title", "placeholder", "label"]);

/** Letters of any script: punctuation, digits and symbols alone ('·', '→', '0') are no words. */
const WORDS = /\p{L}{2,}/u;

/**
 * The literal reader texts of one .tsx file: JSX text, a string or template written straight into JSX
 * (`{"Listen"}`), a reader attribute's string value, and a string handed to a toast (`notify.error("…")`).
 */
export function literalReaderTexts(file: string, source: string): LiteralText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!WORDS.test(text)) return;
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim().slice(0, 80) });
  };
  const literalText = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ");
    if (ts.isConditionalExpression(node)) return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(" ") || null;
    if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text) report(node, text);
    } else if (ts.isJsxAttribute(node) && READER_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      const text = value && ts.isStringLiteral(value) ? value.text : value && ts.isJsxExpression(value) ? literalText(value.expression) : null;
      if (text) report(node, text);
    } else if (ts.isCallExpression(node) && /^notify\.(error|success|info|warning|message)$/.test(node.expression.getText(sourceFile))) {
      const text = literalText(node.arguments[0]);
      if (text) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
