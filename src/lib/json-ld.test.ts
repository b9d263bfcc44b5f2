import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';

/** Where an HTML parser ends a script element that starts with this text. */
const scriptEnd = (html: string) => html.search(/<\/script/i);

describe('serializeJsonLd', () => {
  it('keeps a value that tries to close the script inside it, as the same JSON', () => {
    const data = { '@type': 'Product', name: '</script><script>alert(1)</script>', description: 'a <b>bold</b> & <!-- comment -->' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(data);
    const page = `<script type="application/ld+json">${text}</script><p>after</p>`;
    expect(scriptEnd(page)).toBe(page.indexOf('</script><p>after'));
  });

  it('writes <, >, & and the line and paragraph separators as \\u escapes', () => {
    expect(serializeJsonLd({ v: '<>&\u2028\u2029' })).toBe('{"v":"\\u003c\\u003e\\u0026\\u2028\\u2029"}');
    expect(serializeJsonLd(['a'])).toBe('["a"]');
  });

  it('leaves Arabic text and URLs as they are', () => {
    const data = { name: 'بكرة باب 60 مم', url: 'https://example.com/products?q=a' };
    expect(serializeJsonLd(data)).toBe(JSON.stringify(data));
  });
});
