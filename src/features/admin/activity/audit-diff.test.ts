import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('auditChanges', () => {
  it('lists only the fields an edit changed, nested ones by path, bookkeeping left out', () => {
    const before = { nameEn: 'Door roller', nameAr: 'بكرة باب', prices: { retail: '10.00', distributor: '8.00' }, categoryIds: [1, 2], version: 3 };
    const after = { nameEn: 'Door roller 60 mm', nameAr: 'بكرة باب', prices: { retail: '12.50', distributor: '8.00' }, categoryIds: [1, 4], version: 4 };
    expect(auditChanges(before, after)).toEqual([
      { path: ['nameEn'], before: 'Door roller', after: 'Door roller 60 mm' },
      { path: ['prices', 'retail'], before: '10.00', after: '12.50' },
      { path: ['categoryIds'], before: [1, 2], after: [1, 4] },
    ]);
  });

  it('lists what a creation set and what a deletion removed', () => {
    expect(auditChanges(null, { id: 7, nameEn: 'Fans', nameAr: 'مراوح' })).toEqual([
      { path: ['nameEn'], before: undefined, after: 'Fans' },
      { path: ['nameAr'], before: undefined, after: 'مراوح' },
    ]);
    expect(auditChanges({ status: 'active' }, null)).toEqual([{ path: ['status'], before: 'active', after: undefined }]);
  });

  it('compares bare values, and finds nothing when nothing changed', () => {
    expect(auditChanges('pending', 'finished')).toEqual([{ path: [], before: 'pending', after: 'finished' }]);
    expect(auditChanges({ maintenanceMode: true, version: 1 }, { maintenanceMode: true, version: 2 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('sees a field added or removed inside a nested object', () => {
    expect(auditChanges({ sale: { onSale: false } }, { sale: { onSale: true, price: '5.00' } })).toEqual([
      { path: ['sale', 'onSale'], before: false, after: true },
      { path: ['sale', 'price'], before: undefined, after: '5.00' },
    ]);
  });
});
