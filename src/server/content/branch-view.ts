import { CONTENT } from '../../../content';
import { BRANCHES, type BranchData, type Region } from '../../../content/branches/data';
import { ALL_FACTS } from './all-facts';
import { OFFICE_HOURS } from '../../../content/office-hours';
import type { Locale } from '../../shared/locales';
import { makeFiller } from './fill';
import { siteWords } from './site-words';

export interface OpeningHours {
  /** HH:MM, Hong Kong time. */
  opens: string;
  closes: string;
}

/**
 * One branch as the branches page shows it, from either source: the content files (the build's
 * page, and the fallback) or the app service's list the cron stored (worker/app-lists/).
 */
export interface BranchView {
  id: string;
  region: Region;
  name: string;
  /** The district alone, for the map's marker label. */
  shortName: string;
  address: string;
  hotline: string;
  /** null: closed on those days. */
  hours: { weekday: OpeningHours; saturday: OpeningHours | null; sundaysAndHolidays: OpeningHours | null };
  /** Plain text, placeholders already filled. */
  remarks: readonly string[];
  vtm: boolean;
  suspended: boolean;
  /** Where the schematic map draws it; null for a branch the map does not know (not drawn). */
  map: BranchData['map'] | null;
}

/** The map position of each branch the site knows: the service's list says nothing about the drawing. */
export const MAP_POSITIONS: ReadonlyMap<string, BranchData['map']> = new Map(BRANCHES.map((b) => [b.id, b.map]));

/** The branches as the content files describe them, in a language (its remarks filled with the site's facts). */
export function contentBranches(locale: Locale, brand: string): BranchView[] {
  const copy = new Map(CONTENT[locale].branches.map((b) => [b.id, b]));
  const fill = makeFiller(ALL_FACTS, siteWords(brand));
  return BRANCHES.map((b) => {
    const c = copy.get(b.id)!;
    return {
      id: b.id,
      region: b.region,
      name: c.name,
      shortName: c.shortName,
      address: c.address,
      hotline: b.hotline,
      hours: {
        weekday: { opens: OFFICE_HOURS.weekday.opens, closes: b.weekdayClose },
        saturday: { ...OFFICE_HOURS.saturday },
        sundaysAndHolidays: null,
      },
      remarks: c.remarks.map(fill),
      vtm: b.vtm,
      suspended: b.suspended,
      map: b.map,
    };
  });
}
