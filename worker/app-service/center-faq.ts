import { REGIONS } from '../../content/branches/data';
import { MAP_POSITIONS, type BranchView } from '../../src/server/content/branch-view';
import { FAQ_CATEGORIES, type FaqSectionView } from '../../src/server/content/faq-view';
import { z } from '../../src/shared/zod';

/**
 * The answers of `konew-center` (the branches) and `konew-faqs` (the FAQ), this site's reading of
 * the service (docs/app-service.md, "Branches and FAQ"): the fields the branches page and the FAQ
 * page show, and nothing they would have to guess. The cron stores an answer that passes as it
 * parsed (unknown fields dropped); the edge reads the stored copy with the same schema.
 */
const text = (max: number) => z.string().trim().min(1).max(max);
/** A stable id, used in anchors (`#branch-<id>`, `#faq-<category>-<id>`). */
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const Hours = z.object({ opens: z.string().regex(TIME), closes: z.string().regex(TIME) }).refine((h) => h.opens < h.closes, 'closes before it opens');

const Branch = z.object({
  id: z.string().regex(SLUG),
  region: z.enum(REGIONS as readonly ['hongKong', 'kowloon', 'newTerritories']),
  name: text(80),
  /** The district alone, the map's label; the name when absent. */
  shortName: text(40).optional(),
  address: text(300),
  /** A Hong Kong number of 8 digits, written with or without the space ('2100 0101'). */
  hotline: z.string().regex(/^\d{4} ?\d{4}$/),
  hours: z.object({
    weekday: Hours,
    /** null: closed on Saturdays. */
    saturday: Hours.nullable(),
    /** null: closed on Sundays and public holidays. */
    sundaysAndHolidays: Hours.nullable(),
  }),
  remarks: z.array(text(500)).max(5).default([]),
  vtm: z.boolean(),
  suspended: z.boolean(),
});

const unique = <T>(items: readonly T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

export const BranchList = z.object({
  branches: z
    .array(Branch)
    .min(1)
    .max(50)
    .refine((list) => unique(list, (b) => b.id), 'two branches have the same id'),
});

const FaqRow = z.object({
  category: z.enum(FAQ_CATEGORIES as readonly ['company', 'account', 'product', 'repayment', 'security']),
  /** The row's anchor; its place in its category (`q1`, `q2`, ...) when absent. */
  id: z.string().regex(SLUG).optional(),
  question: text(300),
  answer: z.array(text(3000)).min(1).max(10),
});

export const FaqList = z.object({
  faqs: z
    .array(FaqRow)
    .min(1)
    .max(300)
    .refine(
      (rows) =>
        unique(
          rows.filter((r) => r.id),
          (r) => `${r.category}/${r.id}`,
        ),
      'two rows of a category have the same id',
    ),
});

export type BranchListAnswer = z.infer<typeof BranchList>;
export type FaqListAnswer = z.infer<typeof FaqList>;

/** The service's branches as the page shows them: the map draws those it has a position for. */
export function branchViewsOf(answer: BranchListAnswer): BranchView[] {
  return answer.branches.map((b) => ({
    id: b.id,
    region: b.region,
    name: b.name,
    shortName: b.shortName ?? b.name,
    address: b.address,
    hotline: `${b.hotline.replace(' ', '').slice(0, 4)} ${b.hotline.replace(' ', '').slice(4)}`,
    hours: b.hours,
    remarks: b.remarks,
    vtm: b.vtm,
    suspended: b.suspended,
    map: MAP_POSITIONS.get(b.id) ?? null,
  }));
}

/** The service's rows in the page's five sections (titles from the content files), each in the service's order. */
export function faqSectionsOf(answer: FaqListAnswer, titles: ReadonlyMap<FaqSectionView['id'], string>): FaqSectionView[] {
  return FAQ_CATEGORIES.map((category) => {
    const rows = answer.faqs.filter((r) => r.category === category);
    const ids = new Set(rows.map((r) => r.id).filter(Boolean));
    return {
      id: category,
      title: titles.get(category)!,
      rows: rows.map((r, i) => {
        // An id made from the place never takes one the service gave another row.
        let id = r.id ?? `q${i + 1}`;
        while (!r.id && ids.has(id)) id = `${id}-${i + 1}`;
        return { id, q: r.question, a: r.answer };
      }),
    };
  });
}
