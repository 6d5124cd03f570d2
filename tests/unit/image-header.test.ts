import { describe, expect, it } from 'vitest';
import { readImageHeader } from '../../src/server/media/image-header';
import { makeJpegHeader, makePng, makeWebpExtendedHeader, makeWebpLosslessHeader, makeWebpLossyHeader } from '../test-pictures';

describe('readImageHeader', () => {
  it('reads a PNG by its signature and IHDR', () => {
    expect(readImageHeader(makePng(1280, 720))).toEqual({ format: 'png', contentType: 'image/png', width: 1280, height: 720 });
    expect(readImageHeader(makePng(640, 960))).toMatchObject({ width: 640, height: 960 });
  });

  it('reads a JPEG from its start-of-frame segment, after the segments before it', () => {
    expect(readImageHeader(makeJpegHeader(1280, 720))).toEqual({ format: 'jpeg', contentType: 'image/jpeg', width: 1280, height: 720 });
    expect(readImageHeader(makeJpegHeader(640, 961))).toMatchObject({ width: 640, height: 961 });
  });

  it('reads the three kinds of WebP', () => {
    expect(readImageHeader(makeWebpLossyHeader(1280, 720))).toEqual({ format: 'webp', contentType: 'image/webp', width: 1280, height: 720 });
    expect(readImageHeader(makeWebpLosslessHeader(640, 960))).toMatchObject({ format: 'webp', width: 640, height: 960 });
    expect(readImageHeader(makeWebpExtendedHeader(1280, 720))).toMatchObject({ format: 'webp', width: 1280, height: 720 });
  });

  it('refuses what is none of them, whatever its name would say', () => {
    expect(readImageHeader(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720"/>'))).toBeNull();
    expect(readImageHeader(new TextEncoder().encode('GIF89a\x00\x05\xd0\x02'))).toBeNull();
    expect(readImageHeader(new Uint8Array(0))).toBeNull();
  });

  it('refuses a header cut short', () => {
    expect(readImageHeader(makePng(1280, 720).subarray(0, 20))).toBeNull();
    expect(readImageHeader(makeJpegHeader(1280, 720).subarray(0, 22))).toBeNull();
    expect(readImageHeader(makeWebpLossyHeader(1280, 720).subarray(0, 20))).toBeNull();
  });
});
