import { describe, expect, it } from 'vitest';
import { parseImageOrigins } from '../../src/server/config/banner-image-origins';
import { bannerSchemas } from '../../src/server/config/banners';

describe('BANNER_IMAGE_ORIGINS', () => {
  it('is empty when unset or blank', () => {
    expect(parseImageOrigins(undefined)).toEqual({ origins: [], rejected: [] });
    expect(parseImageOrigins(' , ')).toEqual({ origins: [], rejected: [] });
  });

  it('normalizes https origins (case, default port, trailing slash) and drops duplicates', () => {
    expect(parseImageOrigins('HTTPS://Img.Example-CDN.com:443/, https://img.example-cdn.com,https://b.example.com:8443').origins).toEqual([
      'https://img.example-cdn.com',
      'https://b.example.com:8443',
    ]);
  });

  it('drops what is not an https origin, by position; plain http only on loopback', () => {
    const { origins, rejected } = parseImageOrigins(
      'http://img.example.com,https://a.example.com/banners,img.example.com,https://u:p@a.example.com,https://a.example.com?x=1,javascript:alert(1),http://127.0.0.1:8851,https://ok.example.com',
    );
    expect(rejected).toEqual([1, 2, 3, 4, 5, 6]);
    expect(origins).toEqual(['http://127.0.0.1:8851', 'https://ok.example.com']);
  });
});

describe('banner pictures and links', () => {
  const banner = {
    id: 1,
    banner_type: 'crazy_ad',
    campaign: 'c',
    url_zh: '/loan/n-loan',
    url_en: 'https://www.example.com/en/offer',
    image_desktop_zh: '/images/banners/a.svg',
    image_desktop_en: '/images/banners/a.svg',
    image_mobile_zh: '/images/banners/a.svg',
    image_mobile_en: '/images/banners/a.svg',
  };
  const withImage = (image: string) => ({ ...banner, image_mobile_en: image });
  const ok = (origins: string[], b: object) => bannerSchemas(origins).list.safeParse([b]).success;

  it('takes paths of this site whatever the origins', () => {
    expect(ok([], banner)).toBe(true);
    expect(ok(['https://img.example.com'], banner)).toBe(true);
  });

  it('takes a picture on a configured origin only', () => {
    expect(ok(['https://img.example.com'], withImage('https://img.example.com/b/a.webp'))).toBe(true);
    expect(ok(['https://img.example.com'], withImage('https://IMG.example.com:443/b/a.webp'))).toBe(true);
    expect(ok([], withImage('https://img.example.com/b/a.webp'))).toBe(false);
    for (const image of [
      'https://other.example.com/a.webp',
      'http://img.example.com/a.webp',
      'https://img.example.com.evil.com/a.webp',
      'https://img.example.com',
      'https://user@img.example.com/a.webp',
      'https://img.example.com/a".webp',
      '//img.example.com/a.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      expect(ok(['https://img.example.com'], withImage(image)), image).toBe(false);
    }
  });

  it('takes links to a page of this site or an https address, nothing else', () => {
    for (const url of ['/en/loan/n-loan', 'https://www.example.com/a?b=1']) expect(ok([], { ...banner, url_en: url }), url).toBe(true);
    for (const url of ['http://www.example.com/', 'javascript:alert(1)', 'data:text/html,x', '//evil.example.com/', 'mailto:a@b.c', '/a"b']) {
      expect(ok([], { ...banner, url_en: url }), url).toBe(false);
    }
  });
});
