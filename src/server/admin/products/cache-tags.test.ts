import { describe, expect, it } from 'vitest';
import { clearRecordedPurges, purgeCacheTags, recordedPurges } from '../../http/cache-tags.ts';
import { productWriteTags } from './cache-tags.ts';

describe('the cache tags a product write purges', () => {
  const hidden = (sku: string) => ({ sku, status: 'hidden' as const });
  const active = (sku: string) => ({ sku, status: 'active' as const });

  it('is only its own tag while it is hidden before and after', () => {
    expect(productWriteTags(null, hidden('10000001'))).toEqual(['product:10000001']);
    expect(productWriteTags(hidden('10000001'), hidden('10000001'))).toEqual(['product:10000001']);
    expect(productWriteTags(hidden('10000001'), null)).toEqual(['product:10000001']);
  });

  it('is the whole catalogue as well once it is or was visible', () => {
    expect(productWriteTags(hidden('10000001'), active('10000001'))).toEqual(['catalogue', 'product:10000001']);
    expect(productWriteTags(active('10000001'), hidden('10000001'))).toEqual(['catalogue', 'product:10000001']);
    expect(productWriteTags(active('10000001'), null)).toEqual(['catalogue', 'product:10000001']);
  });

  it('names both SKUs when the SKU changed', () => {
    expect(productWriteTags(active('10000001'), active('10000002'))).toEqual(['catalogue', 'product:10000001', 'product:10000002']);
  });
});

describe('the local stand-in for the CDN purge', () => {
  it('records each purge once per tag, and nothing for no tags', async () => {
    clearRecordedPurges();
    await purgeCacheTags([]);
    await purgeCacheTags(['catalogue', 'product:1', 'catalogue']);
    expect(recordedPurges()).toEqual([['catalogue', 'product:1']]);
  });
});
