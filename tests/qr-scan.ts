import jsQR from 'jsqr';

/**
 * Reads a QR code the way a phone does, from what the page draws: the worker's SVG path
 * (`M x y h w v1 h-w z` per dark run, src/components/credit-report/ResultStep.tsx draws it black on
 * a white square) is painted into pixels and handed to jsQR, a decoder that shares no code with
 * the encoder. Used by the unit and the worker tests.
 */
export interface DrawnQr {
  size: number;
  path: string;
}

/** The drawing as modules, `modules[y][x]`, quiet zone included; throws on a path of another form. */
export function drawnModules({ size, path }: DrawnQr): boolean[][] {
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const rect = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/y;
  while (rect.lastIndex < path.length) {
    const m = rect.exec(path);
    if (!m || m[3] !== m[4]) throw new Error(`not a run of dark modules at ${rect.lastIndex}: ${path.slice(rect.lastIndex, rect.lastIndex + 30)}`);
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y >= size || x + w > size) throw new Error(`a run outside the ${size}x${size} drawing: ${m[0]}`);
    for (let i = x; i < x + w; i += 1) modules[y]![i] = true;
  }
  return modules;
}

/** The text a scanner reads from the drawing (`pixels` per module), or null when it reads none. */
export function scanQr(qr: DrawnQr, pixels = 4): string | null {
  const modules = drawnModules(qr);
  const width = qr.size * pixels;
  const rgba = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!modules[Math.floor(y / pixels)]![Math.floor(x / pixels)]) continue;
      const at = (y * width + x) * 4;
      rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
    }
  }
  return jsQR(rgba, width, width, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
