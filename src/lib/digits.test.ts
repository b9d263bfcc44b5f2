import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits.ts';

describe('digits typed on an Arabic keyboard', () => {
  it('become the ASCII digits the phone rules expect', () => {
    expect(toLatinDigits('٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(toLatinDigits('۵۰۱')).toBe('501');
    expect(toLatinDigits('50a')).toBe('50a');
  });
});
