import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('a download needed once', () => {
  it('is shared by every caller once started', async () => {
    const download = vi.fn(async () => 'chunk');
    const load = loadOnce(download);
    expect(await Promise.all([load(), load()])).toEqual(['chunk', 'chunk']);
    expect(await load()).toBe('chunk');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('is tried again after it failed', async () => {
    const download = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const load = loadOnce(download);
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('chunk');
    expect(download).toHaveBeenCalledTimes(2);
  });
});
