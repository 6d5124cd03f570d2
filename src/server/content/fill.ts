import { formatHKD } from '../../shared/format';
import type { Fact } from '../../shared/products/product';

export type FactValues = Readonly<Record<string, Fact>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A figure as every language writes it on this site: HK$1,000,000, 8.9%, 60. */
function formatFact(fact: Fact): string {
  if ('hkd' in fact) return formatHKD(fact.hkd);
  if ('pct' in fact) return `${fact.pct}%`;
  return String(fact.n);
}

/** The placeholder names a text uses ('Up to {{max}}' -> ['max']). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * Fills a content text's placeholders from figures and plain words (the brand). An unknown name
 * throws: a wrong figure must stop the build, never reach a page as '{{max}}'.
 */
function fill(text: string, facts: FactValues, words: Readonly<Record<string, string>> = {}): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const word = words[name];
    if (word !== undefined) return word;
    const fact = facts[name];
    if (!fact) throw new Error(`Content placeholder {{${name}}} has no value in: ${text}`);
    return formatFact(fact);
  });
}

/** A filler bound to one page's figures, for components that render many texts. */
export type Filler = (text: string) => string;

export function makeFiller(facts: FactValues, words: Readonly<Record<string, string>> = {}): Filler {
  return (text) => fill(text, facts, words);
}
