import { describe, expect, it } from 'vitest';
import { PASTE_MAX_LINES, parsePastedList } from './paste-list.ts';

const one = (text: string) => {
  const { lines } = parsePastedList(text);
  expect(lines).toHaveLength(1);
  const [line] = lines;
  return { number: line!.number, quantity: line!.quantity, keys: line!.keys, problem: line!.problem };
};

describe('parsePastedList: one line in every way a buyer writes it', () => {
  it.each([
    ['KM-4100-A x 4', 'KM-4100-A', 4],
    ['KM-4100-A X 4', 'KM-4100-A', 4],
    ['KM-4100-A x4', 'KM-4100-A', 4],
    ['KM-4100-A × 4', 'KM-4100-A', 4],
    ['KM-4100-A*4', 'KM-4100-A', 4],
    ['4 x KM-4100-A', 'KM-4100-A', 4],
    ['4x KM-4100-A', 'KM-4100-A', 4],
    ['4 × KM-4100-A', 'KM-4100-A', 4],
    ['KM-4100-A\t4', 'KM-4100-A', 4],
    ['4\tKM-4100-A', 'KM-4100-A', 4],
    ['KM-4100-A\tDoor roller\t12', 'KM-4100-A', 12],
    ['10000123\t4', '10000123', 4],
    ['4\t10000123', '10000123', 4],
    ['KM-4100-A, 4', 'KM-4100-A', 4],
    ['KM-4100-A; 4', 'KM-4100-A', 4],
    ['KM-4100-A 4 pcs', 'KM-4100-A', 4],
    ['KM-4100-A x 4 pcs', 'KM-4100-A', 4],
    ['KM-4100-A', 'KM-4100-A', 1],
    ['  km 4100 a  ', 'km 4100 a', 1],
    ['MX10', 'MX10', 1],
    ['ID 59312345', 'ID 59312345', 1],
    ['10000123', '10000123', 1],
    ['P/N KM-4100-A x 2', 'P/N KM-4100-A', 2],
  ])('%j → %s × %d', (text, number, quantity) => {
    expect(one(text)).toMatchObject({ number, quantity, problem: undefined });
  });

  it.each([
    ['KM-4100-A × ٤', 'KM-4100-A', 4],
    ['٤ × KM-4100-A', 'KM-4100-A', 4],
    ['KM-٤١٠٠-A x ١٢', 'KM-٤١٠٠-A', 12],
    ['KM-4100-A\t۱۵', 'KM-4100-A', 15],
    ['KM-4100-A ٤ قطع', 'KM-4100-A', 4],
    ['KM-4100-A، ٣', 'KM-4100-A', 3],
    ['بكرة باب × ٢', 'بكرة باب', 2],
  ])('Arabic script and digits: %j → %s × %d', (text, number, quantity) => {
    expect(one(text)).toMatchObject({ number, quantity, problem: undefined });
  });

  it('gives each line the keys the search compares', () => {
    expect(one('KM 4100-A x 2').keys).toEqual(['km4100a']);
    expect(one('KM-٤١٠٠-A').keys).toEqual(['km4100a']);
    expect(one('PNKM-4100-A').keys).toEqual(['pnkm4100a', 'km4100a']);
  });
});

describe('parsePastedList: a whole paste', () => {
  it('numbers lines as pasted, skips blank ones, reads CRLF and a spreadsheet header', () => {
    const { lines, tooMany } = parsePastedList('Part number\tQty\r\nKM-4100-A\t4\r\n\r\nOT-2200-B\t1\r\n');
    expect(tooMany).toBe(false);
    expect(lines.map(({ line, number, quantity }) => [line, number, quantity])).toEqual([
      [2, 'KM-4100-A', 4],
      [4, 'OT-2200-B', 1],
    ]);
  });

  it('reads a first row without a quantity as a number when it is no header', () => {
    expect(parsePastedList('KM-4100-A\tDoor roller').lines.map((l) => l.number)).toEqual(['KM-4100-A']);
  });

  it(`reads ${PASTE_MAX_LINES} lines and says when there are more`, () => {
    const paste = (n: number) => Array.from({ length: n }, (_, i) => `KM-${i} x 2`).join('\n');
    expect(parsePastedList(paste(PASTE_MAX_LINES))).toMatchObject({ tooMany: false, lines: { length: PASTE_MAX_LINES } });
    expect(parsePastedList(paste(PASTE_MAX_LINES + 1)).tooMany).toBe(true);
    // Blank lines do not count against the limit.
    expect(parsePastedList(paste(PASTE_MAX_LINES).replace(/\n/g, '\n\n')).tooMany).toBe(false);
  });
});

describe('parsePastedList: bad input answers, never throws', () => {
  it.each([
    ['---', 'no_number'],
    ['!!! ??? ...', 'no_number'],
    ['× ×', 'no_number'],
    ['«»', 'no_number'],
    ['KM-4100-A x 0', 'invalid_quantity'],
    ['KM-4100-A x 99999999', 'invalid_quantity'],
    [`${'A'.repeat(101)} x 2`, 'too_long'],
  ])('%j: %s', (text, problem) => {
    const line = one(text);
    expect(line.problem).toBe(problem);
    expect(line.keys).toEqual([]);
  });

  it('drops control, zero-width and bidirectional characters and lone surrogates', () => {
    expect(one('KM\u0000-4100\u200B-A\u202E x\u0007 4')).toMatchObject({ number: 'KM-4100-A', quantity: 4, keys: ['km4100a'] });
    expect(one('KM-4100-A\uD800')).toMatchObject({ keys: ['km4100a'] });
  });

  it('reads mixed scripts as one number', () => {
    expect(one('KM-4100-أ x 2')).toMatchObject({ number: 'KM-4100-أ', quantity: 2, keys: ['km4100ا'] });
  });

  it('answers an empty paste with no lines', () => {
    expect(parsePastedList('\n \n\t\n')).toEqual({ lines: [], tooMany: false });
  });
});
