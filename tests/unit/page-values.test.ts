import { describe, expect, it } from 'vitest';
import { valueSlots, type PageValue } from '../../worker/page-values';

describe("a page's own values, as the HTML that goes into their holes", () => {
  it('escapes text: &, <, >, " and \' (a browser shows the text as it was)', () => {
    const values: PageValue[] = [{ name: 'requested-path', selector: '[data-requested-path]', value: `/en/"a'&<b>c</b> 貸款 %3C` }];
    expect(valueSlots(values)).toEqual({ 'value:requested-path': `/en/&quot;a&#39;&amp;&lt;b&gt;c&lt;/b&gt; 貸款 %3C` });
  });

  it('escapes an attribute value the same way: no quote can end it', () => {
    const values: PageValue[] = [{ name: 'switch-en-US', selector: 'a[data-lang-switch="en"]', attribute: 'href', value: `/en/a"b&c<d>'e&lt;` }];
    // Read back by a browser, `&amp;lt;` is `&lt;` again: the link leads to the address it names.
    expect(valueSlots(values)).toEqual({ 'value:switch-en-US': `/en/a&quot;b&amp;c&lt;d&gt;&#39;e&amp;lt;` });
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
