import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range.ts';

describe('range text', () => {
  it('counts the rows of a page from 1', () => {
    expect(pageRange({ page: 1, total: 68, pageSize: 25 })).toEqual({ from: 1, to: 25, pageCount: 3 });
    expect(pageRange({ page: 3, total: 68, pageSize: 25 })).toEqual({ from: 51, to: 68, pageCount: 3 });
    expect(pageRange({ page: 1, total: 25, pageSize: 25 })).toEqual({ from: 1, to: 25, pageCount: 1 });
    expect(pageRange({ page: 1, total: 0, pageSize: 25 })).toEqual({ from: 0, to: 0, pageCount: 1 });
  });
});
