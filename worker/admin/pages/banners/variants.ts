import { experimentKey, isDraft, scheduleStatus, variantName, type Banner } from '../../../../src/server/config/banners';

/**
 * A copy of `source` as the next variant of its experiment (same type and campaign), stored as a
 * draft: the next letter after the experiment's highest one-letter variant name (A → B → C ...; a
 * source without a name gets B for its copy), a new unique id, and everything else as the source
 * has it, weight and schedule included. Nothing live changes until the draft is published.
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

  const copy: Banner = { ...source, id, variant, draft: true };
  const at = list.indexOf(source);
  return { list: [...list.slice(0, at + 1), copy, ...list.slice(at + 1)], copy };
}

/**
 * The list with `draft` published: its draft mark removed, in its place. When the test it joins has
 * one published variant without a name, that one is named A at the same moment (the report's
 * baseline is the first name in order, so the original must not sort after B); before, it kept
 * its own name, so a draft changed nothing visitors or the report see.
 */
export function publishDraft(list: Banner[], draft: Banner): Banner[] {
  const published = list.filter((b) => b !== draft && !isDraft(b) && experimentKey(b) === experimentKey(draft));
  const taken = new Set(list.filter((b) => experimentKey(b) === experimentKey(draft)).map(variantName));
  const unnamed = published.filter((b) => b.variant === undefined);
  const baseline = unnamed.length === 1 && !taken.has('A') ? unnamed[0] : undefined;
  return list.map((b) => {
    if (b === draft) {
      const { draft: _draft, ...rest } = b;
      return rest;
    }
    return b === baseline ? { ...b, variant: 'A' } : b;
  });
}

/**
 * The test `banner` joins once published: the experiment's published variants not yet ended at
 * `now` and `banner` itself, in stored order, with their shares of the weights (names as they
 * will be: see publishDraft).
 */
export function testAfterPublishing(list: Banner[], banner: Banner, now: Date): { banner: Banner; share: number }[] {
  const after = publishDraft(list, banner);
  const index = list.indexOf(banner);
  const members = after.filter((b, i) => experimentKey(b) === experimentKey(banner) && (i === index || (!isDraft(b) && scheduleStatus(b, now) !== 'ended')));
  const total = members.reduce((sum, b) => sum + (b.weight ?? 1), 0);
  return members.map((b) => ({ banner: b, share: (b.weight ?? 1) / total }));
}
