import { describe, expect, it } from 'vitest';
import { contentImageUrl, coverSize, externalImageOrigins } from '../../src/server/content/image-url';

describe('the content-service image URL', () => {
  it('asks for 800 pixels wide in WebP by default', () => {
    expect(contentImageUrl('https://images.ctfassets.net/space/abc/photo.jpg')).toBe('https://images.ctfassets.net/space/abc/photo.jpg?w=800&fm=webp');
  });

  it('asks protocol-relative asset URLs over https', () => {
    expect(contentImageUrl('//images.ctfassets.net/space/abc/photo.png')).toBe('https://images.ctfassets.net/space/abc/photo.png?w=800&fm=webp');
  });

  it('takes another width or format, and replaces parameters the URL already had', () => {
    expect(contentImageUrl('https://img.example.net/a.jpg?w=2000&q=80', { width: 400, format: 'avif' })).toBe(
      'https://img.example.net/a.jpg?w=400&q=80&fm=avif',
    );
  });

  it('refuses what is no https image address', () => {
    for (const url of ['http://img.example.net/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/images/a.jpg', 'not a url']) {
      expect(contentImageUrl(url), url).toBeNull();
    }
  });
});

describe('the cover size', () => {
  it('is 800 wide, in the original proportions', () => {
    expect(coverSize({ width: 1600, height: 900 })).toEqual({ width: 800, height: 450 });
    expect(coverSize({ width: 3000, height: 2000 })).toEqual({ width: 800, height: 533 });
  });

  it('never enlarges a smaller original', () => {
    expect(coverSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });
});

describe('the image hosts the CSP must allow', () => {
  it('are the https origins of the covers, once each; local files need none', () => {
    const post = (src: string) => ({
      id: src,
      type: 'blog' as const,
      slug: 's',
      title: 't',
      publishDate: '2026-01-01',
      summary: 's',
      body: ['b'],
      cover: { src, width: 800, height: 450, alt: 'a' },
    });
    expect(
      externalImageOrigins([
        post('https://images.ctfassets.net/a.jpg?w=800&fm=webp'),
        post('https://images.ctfassets.net/b.jpg?w=800&fm=webp'),
        post('/images/posts/c.svg'),
        { ...post('x'), cover: undefined },
      ]),
    ).toEqual(['https://images.ctfassets.net']);
  });
});
