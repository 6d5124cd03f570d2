import { encode } from 'uqr';

/** The quiet zone the standard asks around a QR code, in modules. */
const QUIET_ZONE = 4;
/** Version 10 (57 modules) holds 213 bytes at level M; a larger code would be hard to scan at the size the page draws it. */
const MAX_VERSION = 10;

/** A QR code as the page draws it: `<svg viewBox="0 0 size size"><path d=path/></svg>`. */
export interface QrSvg {
  size: number;
  path: string;
}

/**
 * The QR code of `text` (a link: byte mode, UTF-8), encoded by uqr at error-correction level M in
 * the smallest version that holds it (the library picks the mask), with the quiet zone around it.
 * Throws a RangeError when the text needs a version above 10.
 */
export function qrSvg(text: string): QrSvg {
  const { data } = encode(text, { ecc: 'M', border: QUIET_ZONE, maxVersion: MAX_VERSION, boostEcc: false });
  return svgPath(data);
}

/**
 * Dark modules (`modules[y][x]`, quiet zone included) as one SVG path (`d`) with a unit square per
 * module: the page draws it with no markup from the worker, no image host and no script. Dark runs
 * in a row are joined into one rectangle, which keeps the path short.
 */
export function svgPath(modules: readonly (readonly boolean[])[]): QrSvg {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < row.length && row[x + 1]) x += 1;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return { size: modules.length, path: parts.join('') };
}
