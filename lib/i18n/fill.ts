/** A message with its `{name}` places filled: `fill("Hello {name}", { name: "Ada" })`. An unknown place stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}
