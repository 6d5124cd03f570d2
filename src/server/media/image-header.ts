/**
 * What a banner picture really is, read from its first bytes: the format by its magic number (not
 * the name or the type the browser declared) and the pixel size from the header. No dependency and
 * no decoding: the console only needs to refuse a file that is not a PNG, JPEG or WebP of the exact
 * size the site shows (docs/banners.md), and the header says both.
 */
export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface ImageHeader {
  format: ImageFormat;
  /** The type the file is stored and served with. */
  contentType: `image/${ImageFormat}`;
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** PNG: the signature, then the IHDR chunk first, with width and height as big-endian 32-bit. */
function png(bytes: Uint8Array, view: DataView): ImageHeader | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b) || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { format: 'png', contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: SOI, then segments (FF, marker, big-endian length) until a start-of-frame gives height and width. */
function jpeg(bytes: Uint8Array, view: DataView): ImageHeader | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes (FF FF ...) and the markers without a length (RSTn, TEM) are skipped.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before any frame
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { format: 'jpeg', contentType: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: RIFF....WEBP, then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webp(bytes: Uint8Array, view: DataView): ImageHeader | null {
  if (bytes.length < 16 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const size = (width: number, height: number): ImageHeader => ({ format: 'webp', contentType: 'image/webp', width, height });
  switch (ascii(bytes, 12, 4)) {
    case 'VP8 ':
      if (bytes.length < 30) return null;
      // A key frame's start code, then 14-bit width and height (the top 2 bits are scaling).
      if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
      return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
    case 'VP8L': {
      if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
      // 14 bits of width - 1, then 14 bits of height - 1, little-endian bit order.
      const bits = view.getUint32(21, true);
      return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X': {
      if (bytes.length < 30) return null;
      // Canvas width - 1 and height - 1 as 24-bit little-endian.
      const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
      return size(u24(24) + 1, u24(27) + 1);
    }
    default:
      return null;
  }
}

/** The file's format and size, or null when it is none of PNG, JPEG, WebP (or its header is cut short). */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return png(bytes, view) ?? jpeg(bytes, view) ?? webp(bytes, view);
}
