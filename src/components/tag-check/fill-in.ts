/**
 * Fills the placeholders the server left in the tag check's strings (`{{tag}}`, `{{kind}}`,
 * `{{date}}`) once the answer is known. A name without a value stays as it is, so a missing value
 * shows in a test rather than vanishing.
 */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
