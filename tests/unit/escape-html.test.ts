import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/server/escape-html';

describe('escapeHtml: the one HTML escaper (Hono’s)', () => {
  it('escapes the five characters that could start markup or end a quoted value, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
    expect(escapeHtml('貸款 %3C /en/x?y=1')).toBe('貸款 %3C /en/x?y=1');
    expect(escapeHtml('')).toBe('');
  });

  it('keeps a value inside its attribute, whichever quote the attribute uses', () => {
    const hostile = `x" onmouseover="alert(1)' onfocus='alert(2)`;
    for (const quote of ['"', "'"]) {
      const attribute = `title=${quote}${escapeHtml(hostile)}${quote}`;
      expect(attribute.slice(7, -1)).not.toContain(quote);
    }
  });
});
