import { describe, expect, it } from 'vitest';
import { lastPageIfPast, pageRange } from './page-range.ts';

describe('range text', () => {
  it('counts the rows of a page from 1', () => {
    expect(pageRange({ page: 1, total: 68, pageSize: 25 })).toEqual({ from: 1, to: 25, pageCount: 3 });
    expect(pageRange({ page: 3, total: 68, pageSize: 25 })).toEqual({ from: 51, to: 68, pageCount: 3 });
    expect(pageRange({ page: 1, total: 25, pageSize: 25 })).toEqual({ from: 1, to: 25, pageCount: 1 });
    expect(pageRange({ page: 1, total: 0, pageSize: 25 })).toEqual({ from: 0, to: 0, pageCount: 1 });
  });
});

describe('a page past the last one', () => {
  it('names the last page that has rows when the asked page is past it', () => {
    expect(lastPageIfPast({ items: [], page: 4, total: 68, pageSize: 25 })).toBe(3);
    expect(lastPageIfPast({ items: [], page: 2, total: 25, pageSize: 25 })).toBe(1);
  });

  it('leaves a page with rows and an empty list alone', () => {
    expect(lastPageIfPast({ items: [{}], page: 3, total: 68, pageSize: 25 })).toBeNull();
    expect(lastPageIfPast({ items: [], page: 1, total: 0, pageSize: 25 })).toBeNull();
  });
});
