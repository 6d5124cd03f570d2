import type { QrMatrix } from './encode';

/** The quiet zone the standard asks around a QR code, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path (`d`), with a unit square per module and the quiet zone included:
 * the page draws `<svg viewBox="0 0 size size"><path d=…/></svg>` with no markup from the worker.
 * Dark runs in a row are joined into one rectangle, which keeps the path short.
 */
export function qrSvgPath(matrix: QrMatrix): { size: number; path: string } {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (x + 1 < row.length && row[x + 1]) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return { size: matrix.length + 2 * QUIET_ZONE, path: parts.join('') };
}
