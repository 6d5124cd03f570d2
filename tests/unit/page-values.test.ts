import { describe, expect, it } from 'vitest';
import { valueSlots, type PageValue } from '../../worker/page-values';

describe("a page's own values, as the HTML that goes into their holes", () => {
  it('escapes text as the rewriter writes text content: &, < and >, nothing else', () => {
    const values: PageValue[] = [{ name: 'requested-path', selector: '[data-requested-path]', value: `/en/"a'&<b>c</b> 貸款 %3C` }];
    expect(valueSlots(values)).toEqual({ 'value:requested-path': `/en/"a'&amp;&lt;b&gt;c&lt;/b&gt; 貸款 %3C` });
  });

  it('escapes an attribute value as the rewriter writes it between double quotes: the quote only', () => {
    const values: PageValue[] = [{ name: 'switch-en-US', selector: 'a[data-lang-switch="en"]', attribute: 'href', value: `/en/a"b&c<d>'e` }];
    expect(valueSlots(values)).toEqual({ 'value:switch-en-US': `/en/a&quot;b&c<d>'e` });
  });

  it('gives one slot per value, named by the value, and none without values', () => {
    const values: PageValue[] = [
      { name: 'a', selector: 'p', value: '1' },
      { name: 'b', selector: 'a', attribute: 'href', value: '/2' },
    ];
    expect(valueSlots(values)).toEqual({ 'value:a': '1', 'value:b': '/2' });
    expect(valueSlots(undefined)).toEqual({});
  });
});
