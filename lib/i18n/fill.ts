/** A message with its `{name}` places filled: `fill("Hello {name}", { name: "Ada" })`. An unknown place stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/**
 * The form of a message for a count, as the language's plural rules choose it (`Intl.PluralRules`), with
 * `{count}` filled: `plural("de", 2, { one: "{count} Legung", other: "{count} Legungen" })`.
 */
export function plural(locale: string, count: number, forms: { one: string; other: string }): string {
  const form = new Intl.PluralRules(locale).select(count) === "one" ? forms.one : forms.other;
  return fill(form, { count });
}
