/**
 * The file name a picture was uploaded with, as the media library shows it. Staff type it, but the
 * browser (or anything that posts the form) sends whatever it likes, so it is cut down to a name
 * only: no folders (`C:\fakepath\`, `../`), no control or invisible format characters (a
 * right-to-left override could make `gpj.exe` read as `exe.jpg`), spaces collapsed, at most
 * PICTURE_NAME_MAX characters. Pages print it as text (hono/jsx escapes it); nothing parses it.
 */
const PICTURE_NAME_MAX = 100;

/** C0/C1 controls, format characters (bidi overrides, zero-width), line and paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

export function cleanPictureName(raw: string): string | null {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // Tabs and line breaks become spaces before the other controls go, so words stay apart.
  const cleaned = base.normalize('NFC').replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
  // Cut by characters, not UTF-16 units, so a cut never splits an emoji or a rare CJK character.
  const name = [...cleaned].slice(0, PICTURE_NAME_MAX).join('').trim();
  return name && name !== '.' && name !== '..' ? name : null;
}

/**
 * R2 custom metadata travels as HTTP headers on R2's other interfaces, which only carry ASCII
 * safely: the name is stored percent-encoded (a Chinese file name included) and decoded on reading.
 */
export const encodePictureName = (name: string) => encodeURIComponent(name);

/** A stored name, cleaned again on the way out (it may have been written by something other than the console); null when absent or not decodable. */
export function decodePictureName(stored: string | undefined): string | null {
  if (!stored) return null;
  try {
    return cleanPictureName(decodeURIComponent(stored));
  } catch {
    return null;
  }
}
