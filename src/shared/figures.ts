/**
 * The figures in a text as this site writes them: amounts (HK$600,000, HK$0.50, 1,234.50), rates
 * (12.5%) and Hong Kong phone numbers (2100 0000). A figure read across two lines is misread
 * ("HK$600,00" / "0"), so the pages set each one as a whole (src/components/content/Figures.tsx).
 */
const FIGURE = /\d{4}[ \u00a0]\d{4}(?!\d)|HK\$\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?%|\d{1,3}(?:,\d{3})+(?:\.\d+)?/g;

export interface TextPart {
  readonly text: string;
  readonly figure: boolean;
}

/** 'Up to HK$600,000' -> [{ 'Up to ', false }, { 'HK$600,000', true }]; '' -> []. */
export function figureParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), figure: false });
    parts.push({ text: match[0], figure: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), figure: false });
  return parts;
}
