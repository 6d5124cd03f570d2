import { experimentKey, variantName, type Banner } from '../../../../src/server/config/banners';

/**
 * A copy of `source` as the next variant of its experiment (same type and campaign): the next
 * letter after the experiment's highest one-letter variant name (A → B → C ...; a source without
 * a name becomes A and its copy B, so the report's baseline is the original), a new unique id, and
 * everything else as the source has it, weight and schedule included.
 */
export function duplicateAsVariant(list: Banner[], source: Banner): { list: Banner[]; copy: Banner } {
  const siblings = list.filter((b) => experimentKey(b) === experimentKey(source));
  const taken = new Set(siblings.map(variantName));
  const letters = siblings.map((b) => b.variant ?? '').filter((v) => /^[A-Y]$/.test(v));
  let variant = letters.length ? String.fromCharCode(Math.max(...letters.map((l) => l.charCodeAt(0))) + 1) : 'B';
  for (let n = siblings.length + 1; taken.has(variant); n += 1) variant = `V${n}`;

  const ids = new Set(list.map((b) => String(b.id)));
  const base = `${source.campaign}-${variant.toLowerCase()}`;
  let id = base;
  for (let n = 2; ids.has(id); n += 1) id = `${base}-${n}`;

  const copy: Banner = { ...source, id, variant };
  const named = list.map((b) => (b === source && b.variant === undefined && !taken.has('A') ? { ...b, variant: 'A' } : b));
  const at = named.findIndex((b) => String(b.id) === String(source.id));
  return { list: [...named.slice(0, at + 1), copy, ...named.slice(at + 1)], copy };
}
