import { describe, expect, it } from 'vitest';
import { UPLOAD_MEMORY_BUDGET, uploadBudgetInUse, withUploadBudget } from './upload-budget.ts';

describe('the upload budget', () => {
  it('refuses at once, with 429 uploads_busy and Retry-After, an upload that does not fit beside those being read', async () => {
    let release!: () => void;
    const first = withUploadBudget(UPLOAD_MEMORY_BUDGET - 10, () => new Promise<void>((resolve) => (release = resolve)));
    const refused = await withUploadBudget(11, async () => 'read').catch((error) => error);
    expect(refused).toMatchObject({ status: 429, code: 'uploads_busy', headers: { 'Retry-After': '5' } });
    expect(await withUploadBudget(10, async () => 'fits')).toBe('fits');
    release();
    await first;
    expect(uploadBudgetInUse()).toBe(0);
  });

  it('gives the share back however the reading ends', async () => {
    await expect(withUploadBudget(UPLOAD_MEMORY_BUDGET, async () => Promise.reject(new Error('reset')))).rejects.toThrow('reset');
    expect(uploadBudgetInUse()).toBe(0);
    expect(await withUploadBudget(UPLOAD_MEMORY_BUDGET, async () => 'whole budget')).toBe('whole budget');
  });
});
