import { describe, expect, it } from 'vitest';
import { bannerSchemas, liveBanners, scheduleStatus, type Banner } from '../../src/server/config/banners';

const base = {
  banner_type: 'crazy_ad',
  campaign: 'spring',
  url_zh: '/loan/n-loan',
  url_en: '/en/loan/n-loan',
  image_desktop_zh: '/media/a.png',
  image_desktop_en: '/media/a.png',
  image_mobile_zh: '/media/b.png',
  image_mobile_en: '/media/b.png',
} as const;

describe('banner schedule', () => {
  // 1 Feb 2027 09:00 in Hong Kong is 01:00 UTC.
  const start = '2027-02-01T09:00:00+08:00';
  const end = '2027-02-08T09:00:00+08:00';
  const banner = { starts_at: start, ends_at: end };

  it('is scheduled before its start, live from its start, ended from its end', () => {
    expect(scheduleStatus(banner, new Date('2027-02-01T00:59:59Z'))).toBe('scheduled');
    expect(scheduleStatus(banner, new Date('2027-02-01T01:00:00Z'))).toBe('live');
    expect(scheduleStatus(banner, new Date('2027-02-08T00:59:59Z'))).toBe('live');
    expect(scheduleStatus(banner, new Date('2027-02-08T01:00:00Z'))).toBe('ended');
    expect(scheduleStatus({}, new Date('2000-01-01T00:00:00Z'))).toBe('live');
  });

  it('the site serves only the banners live now', () => {
    const list = [
      { ...base, id: 'open' },
      { ...base, id: 'later', variant: 'B', starts_at: start },
    ] as Banner[];
    expect(liveBanners(list, new Date('2027-01-31T00:00:00Z')).map((b) => b.id)).toEqual(['open']);
    expect(liveBanners(list, new Date('2027-02-02T00:00:00Z')).map((b) => b.id)).toEqual(['open', 'later']);
  });

  it('the list schema takes a schedule with an offset, and refuses one without, or that ends before it starts', () => {
    const { list } = bannerSchemas([]);
    expect(list.safeParse([{ ...base, id: 1, starts_at: start, ends_at: end }]).success).toBe(true);
    expect(list.safeParse([{ ...base, id: 1, starts_at: '2027-02-01T09:00' }]).success).toBe(false);
    const reversed = list.safeParse([{ ...base, id: 1, starts_at: end, ends_at: start }]);
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues.map((i) => i.path)).toEqual([[0, 'ends_at']]);
  });
});
