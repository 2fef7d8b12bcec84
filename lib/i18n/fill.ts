import { LANGUAGES } from "@/languages/languages";

/** A message with its `{name}` places filled: `fill("Hello {name}", { name: "Ada" })`. An unknown place stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/**
 * Languages that say nothing in the plural although CLDR files 0 under `one` for them (`zeroIsPlural` on their
 * line of languages/languages.ts): Brazilian usage is "Restam 0 leituras", not CLDR's "Resta 0 leitura".
 * (French keeps CLDR's singular: "0 tirage restant".)
 */
const ZERO_IS_PLURAL: ReadonlySet<string> = new Set(LANGUAGES.filter((language) => language.zeroIsPlural).map((language) => language.code));

/**
 * The form of a message for a count, as the language's plural rules choose it (`Intl.PluralRules`), with
 * `{count}` filled: `plural("de", 2, { one: "{count} Legung", other: "{count} Legungen" })`.
 */
export function plural(locale: string, count: number, forms: { one: string; other: string }): string {
  const one = new Intl.PluralRules(locale).select(count) === "one" && !(count === 0 && ZERO_IS_PLURAL.has(locale));
  const form = one ? forms.one : forms.other;
  return fill(form, { count });
}
