import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wechatPopupContent } from '../../src/components/content/contact/wechat-popup-content';

/**
 * The WeChat QR popup's words travel in one file written by `npm run gen`, which the popup's code
 * carries: it must be what the dictionaries say now, each locale in its own language.
 */
describe('the WeChat popup’s content file', () => {
  it('is the dictionaries’ current content', () => {
    const file = join(process.cwd(), 'content/i18n/generated/wechat-popup.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(wechatPopupContent());
  });

  it('each locale reads in its own language, the brand filled in, the QR marked as a sample', () => {
    const { 'zh-HK': hk, 'en-US': en, 'zh-CN': cn } = wechatPopupContent();
    expect(hk.title).toBe('關注我們的WeChat官方帳號');
    expect(cn.title).toBe('关注我们的WeChat官方帐号');
    expect(en.title).toBe('Follow our official WeChat account');
    expect([hk.qrLabel, en.qrLabel, cn.qrLabel]).toEqual([expect.stringContaining('示例'), expect.stringContaining('sample'), expect.stringContaining('示例')]);
    for (const copy of [hk, en, cn]) expect(JSON.stringify(copy)).not.toContain('{{');
  });
});
