import type { AdminCopy } from '../../../../content/i18n/admin.zh-HK';
import { toHkIso } from '../../../../src/server/config/maintenance-changes';
import { parseHkDateTime } from '../../../../src/server/config/hk-time';
import type { Banner } from '../../../../src/server/config/banners';
import type { z } from '../../../../src/shared/zod';
import { fill } from '../../copy';
import { PICTURE_FIELDS, chosenPicture } from './picture-fields';

/** The text fields of the banner form, in the order the form shows them (named as the stored fields). */
const TEXT_FIELDS = ['id', 'campaign', 'variant', 'url_zh', 'url_en', 'image_desktop_zh', 'image_desktop_en', 'image_mobile_zh', 'image_mobile_en'] as const;
const OPTIONAL = new Set(['variant']);

/** What the form holds: every field as typed (datetime-local values for the schedule, Hong Kong time). */
export type BannerForm = Record<(typeof TEXT_FIELDS)[number] | 'banner_type' | 'weight' | 'starts_at' | 'ends_at', string>;

/** Hong Kong wall time as a datetime-local field shows it ('2027-01-29T09:00'). */
const fieldTime = (iso: string | undefined) => (iso ? toHkIso(new Date(iso)).slice(0, 16) : '');

export function formOf(b: Banner | null): BannerForm {
  return {
    id: b ? String(b.id) : '',
    banner_type: b?.banner_type ?? 'crazy_ad',
    campaign: b?.campaign ?? '',
    variant: b?.variant ?? '',
    weight: b?.weight === undefined ? '' : String(b.weight),
    url_zh: b?.url_zh ?? '',
    url_en: b?.url_en ?? '',
    image_desktop_zh: b?.image_desktop_zh ?? '',
    image_desktop_en: b?.image_desktop_en ?? '',
    image_mobile_zh: b?.image_mobile_zh ?? '',
    image_mobile_en: b?.image_mobile_en ?? '',
    starts_at: fieldTime(b?.starts_at),
    ends_at: fieldTime(b?.ends_at),
  };
}

export function readForm(body: Record<string, unknown>): BannerForm {
  const text = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])) as Record<(typeof TEXT_FIELDS)[number], string>),
    ...(Object.fromEntries(PICTURE_FIELDS.map(([f]) => [f, chosenPicture(body, f)])) as Record<(typeof PICTURE_FIELDS)[number][0], string>),
    banner_type: text('banner_type'),
    weight: text('weight'),
    starts_at: text('starts_at'),
    ends_at: text('ends_at'),
  };
}

/**
 * The form as a stored banner, for the site's schema to judge (nothing is checked here): empty
 * optional fields are left out, a number that was a number stays one, the schedule's Hong Kong
 * wall times become ISO 8601 with +08:00 (text that is no date-time is passed on as typed, so
 * the schema refuses it).
 */
export function bannerOf(form: BannerForm, original: Banner | null): Record<string, unknown> {
  const banner: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (form[field] || !OPTIONAL.has(field)) banner[field] = form[field];
  // Ids may be numbers (the banner service's); an unchanged one keeps its type.
  if (typeof original?.id === 'number' && form.id === String(original.id)) banner.id = original.id;
  banner.banner_type = form.banner_type;
  if (form.weight) banner.weight = Number(form.weight);
  for (const field of ['starts_at', 'ends_at'] as const) {
    if (!form[field]) continue;
    const at = parseHkDateTime(form[field]);
    banner[field] = at ? toHkIso(at) : form[field];
  }
  // An edited draft stays one: only the publish step (with its confirmation) lets visitors have it.
  if (original?.draft) banner.draft = true;
  return banner;
}

type Issue = z.core.$ZodIssue;

/** One refused list's problems in the console's language: which banner, which field, what is wrong. */
export function localizedIssues(issues: Issue[], list: unknown[], copy: AdminCopy['banners']): string[] {
  const lines = issues.map((issue) => {
    const [index, field] = issue.path;
    if (typeof index !== 'number') return issue.code === 'too_big' ? copy.errors.tooMany : copy.errors.invalid;
    const banner = (list[index] ?? {}) as Record<string, unknown>;
    const name = typeof field === 'string' && field in copy.fields ? copy.fields[field as keyof typeof copy.fields] : String(field ?? '');
    return fill(copy.errors.banner, {
      id: String(banner.id ?? index + 1),
      field: name,
      problem: problemOf(issue, typeof field === 'string' ? field : '', banner, copy.errors),
    });
  });
  return [...new Set(lines)];
}

function problemOf(issue: Issue, field: string, banner: Record<string, unknown>, errors: AdminCopy['banners']['errors']): string {
  // The list's own checks (ids, variant names, the schedule's order) say which rule was broken.
  if (issue.code === 'custom' && field === 'id') return errors.duplicateId;
  if (issue.code === 'custom' && field === 'variant') return errors.duplicateVariant;
  if (issue.code === 'custom' && field === 'ends_at') return errors.order;
  const value = banner[field];
  if (value === undefined || value === '') return errors.required;
  if (field === 'url_zh' || field === 'url_en') return errors.link;
  if (field.startsWith('image_')) return errors.image;
  if (field === 'weight') return errors.weight;
  if (field === 'starts_at' || field === 'ends_at') return errors.dateTime;
  return errors.invalid;
}
