import { randomBytes } from 'node:crypto';
import { constants, deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cutTemplate, encodeSlots, fillTemplate, placeholders, type Slot } from '../../worker/page-template';
import { compressTemplate, fillGzipTemplate } from '../../worker/page-template-gzip';

/** Words in an order that repeats little (a page's text), the same every run. */
function prose(count: number) {
  const words = ['貸款', 'loan', '每月還款', 'repayment', '利率', 'APR', '申請', 'apply', '常見問題', 'FAQ', '批核', 'approval', '文件', 'documents'];
  let seed = 7;
  return Array.from({ length: count }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return `${words[seed % words.length]}${seed % 997}`;
  }).join(' ');
}

/**
 * A page as the rewrite pass leaves it (worker/html.ts): the same script markup again and again
 * with a nonce hole in each, as a real page's RSC payload chunks are, so the compressor refers
 * back across holes, and text between them.
 */
function rewritten(marks = placeholders()) {
  const chunk = (i: number) => `<script nonce="${marks.nonce}">self.__FLIGHT_DATA.push([1,"${prose(200 + i)}"])</script>`;
  return (
    `<!DOCTYPE html><html lang="zh-Hant-HK" ${marks.htmlMarksAttribute}=""><head><style nonce="${marks.nonce}">p{color:red}</style></head>` +
    `<body><main><p>${prose(15_000)}</p></main>${Array.from({ length: 30 }, (_, i) => chunk(i)).join('')}` +
    `${marks.bodyEnd}</body></html>`
  );
}

const template = () => cutTemplate(rewritten(), placeholders(), { nonce: 31, htmlMarks: 1, bodyEnd: 1 })!;
const nonce24 = () => randomBytes(16).toString('base64');

describe('a page template kept compressed', () => {
  it('fills into a gzip member that decodes to exactly the plain page of the same values', () => {
    const kept = template();
    const gzip = compressTemplate(kept, 24)!;
    expect(gzip).not.toBeNull();
    for (const values of [
      { nonce: nonce24(), htmlMarks: '', bodyEnd: '' },
      { nonce: nonce24(), htmlMarks: ' data-maintenance="" data-rum-sample-rate="0.5"', bodyEnd: '<aside>系統維護中</aside>' },
      // A value longer than one stored block holds (65,535 bytes).
      { nonce: nonce24(), htmlMarks: ' data-web-chat=""', bodyEnd: `<div>${'x'.repeat(70_000)}</div>` },
    ]) {
      const member = fillGzipTemplate(kept, gzip, encodeSlots(values))!;
      // gunzipSync checks the trailer's CRC-32 and length against what it decoded.
      expect(Buffer.from(gunzipSync(member)).equals(Buffer.from(fillTemplate(kept, values)))).toBe(true);
    }
  });

  it('is about as small as the whole page compressed at once (the parts refer back across the holes)', () => {
    const kept = template();
    const values = encodeSlots({ nonce: nonce24(), htmlMarks: '', bodyEnd: '' });
    const member = fillGzipTemplate(kept, compressTemplate(kept, 24)!, values)!;
    const whole = gzipSync(fillTemplate(kept, values), { level: 9 }).byteLength;
    expect(member.byteLength).toBeLessThan(whole * 1.1);
    // Each part compressed on its own would not be: that is what the dictionary is for.
    const apart = kept.parts.reduce((sum, part) => sum + deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }).byteLength, 0);
    expect(member.byteLength).toBeLessThan(apart);
  });

  it("decodes exactly with a page's own values of any length in their holes (each ends the dictionary)", () => {
    const marks = placeholders();
    // The not-found page's shape: a value in the text and one in a link, between repeated markup.
    const html = rewritten(marks).replace('<main>', `<main><a href="${marks.value('value:href')}">x</a><code>${marks.value('value:path')}</code>`);
    const kept = cutTemplate(html, marks, { nonce: 31, htmlMarks: 1, bodyEnd: 1, 'value:href': 1, 'value:path': 1 })!;
    const gzip = compressTemplate(kept, 24)!;
    for (const [path, href] of [
      ['/x', '/en/x'],
      ['/&lt;script&gt;貸款', '/en/%3Cscript%3E%E8%B2%B8'],
      ['', ''],
    ] as const) {
      const values = { nonce: nonce24(), htmlMarks: '', bodyEnd: '', 'value:path': path, 'value:href': href };
      const member = fillGzipTemplate(kept, gzip, encodeSlots(values))!;
      expect(Buffer.from(gunzipSync(member)).equals(Buffer.from(fillTemplate(kept, values)))).toBe(true);
    }
  });

  it('gives nothing for a nonce of another length (the distances across its holes would be wrong)', () => {
    const kept = template();
    const gzip = compressTemplate(kept, 24)!;
    const values: Record<Slot, string> = { nonce: 'short', htmlMarks: '', bodyEnd: '' };
    expect(fillGzipTemplate(kept, gzip, encodeSlots(values))).toBeNull();
  });

  it('is not made for a page with a NUL byte (the character that stands for a nonce while compressing)', () => {
    const marks = placeholders();
    const kept = cutTemplate(rewritten(marks).replace('<main>', '<main>\u0000'), marks, { nonce: 31, htmlMarks: 1, bodyEnd: 1 })!;
    expect(kept).not.toBeNull();
    expect(compressTemplate(kept, 24)).toBeNull();
  });
});
