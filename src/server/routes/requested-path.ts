/** Longer addresses are cut: the not-found page names what was asked for, it does not echo a payload. */
const REQUESTED_PATH_MAX = 200;

/**
 * The address a not-found page names, as a visitor would read it, cut at REQUESTED_PATH_MAX
 * characters. A pathname still percent-encoded (`encoded`: as the edge sees it, and as Waku hands
 * it to a page) is decoded where it decodes (`/en/%3Cb%3E` reads `/en/<b>`) and kept as it came
 * where it does not. It is text: whoever shows it must escape it (React and
 * HTMLRewriter's text content both do).
 */
export function requestedPathText(path: string, { encoded = false }: { encoded?: boolean } = {}): string {
  let text = path;
  if (encoded) {
    try {
      text = decodeURI(path);
    } catch {
      // Not UTF-8 percent-encoding: show it as it came.
    }
  }
  return text.length > REQUESTED_PATH_MAX ? `${text.slice(0, REQUESTED_PATH_MAX)}…` : text;
}
