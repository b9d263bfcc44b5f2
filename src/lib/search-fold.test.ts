import { describe, expect, it } from 'vitest';
import { foldText, partNumberKey } from './search-fold.ts';

describe('part number keys', () => {
  it.each([
    ['KM-4100-A', 'km4100a'],
    ['km4100a', 'km4100a'],
    ['KM 4100-A', 'km4100a'],
    ['km-4100a', 'km4100a'],
    ['KM.4100.A', 'km4100a'],
    ['KM/4100/A', 'km4100a'],
    ['  km 4100 a  ', 'km4100a'],
    ['KM٤١٠٠A', 'km4100a'],
    ['KM۴۱۰۰A', 'km4100a'],
    ['ＫＭ－４１００－Ａ', 'km4100a'],
    ['P/N KM-4100-A', 'km4100a'],
    ['p/n: KM-4100-A', 'km4100a'],
    ['PN KM-4100-A', 'km4100a'],
    ['PN:KM-4100-A', 'km4100a'],
    ['P.N. KM-4100-A', 'km4100a'],
    ['PN#4100', '4100'],
    ['PN4100', '4100'],
    ['PN-4100', '4100'],
  ])('%s → %s', (input, key) => {
    expect(partNumberKey(input)).toBe(key);
  });

  it('keeps a PN that is part of the number or a word', () => {
    expect(partNumberKey('PNA-1')).toBe('pna1');
    expect(partNumberKey('pneumatic')).toBe('pneumatic');
    expect(partNumberKey('KM-PN-4')).toBe('kmpn4');
  });

  it('is empty for punctuation only and drops other scripts’ symbols', () => {
    expect(partNumberKey('-./ /')).toBe('');
    expect(partNumberKey('P/N')).toBe('pn');
    expect(partNumberKey('KM-4100 ✓')).toBe('km4100');
  });
});

describe('Arabic text folding', () => {
  it.each([
    ['أوتيس', 'اوتيس'],
    ['إنكودر', 'انكودر'],
    ['آلة', 'اله'],
    ['ٱلباب', 'الباب'],
    ['مستوى', 'مستوي'],
    ['بكرة', 'بكره'],
    ['مؤشر', 'موشر'],
    ['قارئ', 'قاري'],
    ['أقفال', 'اقفال'],
    ['مُحَرِّك', 'محرك'],
    ['شُعاعًا', 'شعاعا'],
    ['مـــحـــرك', 'محرك'],
    ['ﻻ', 'لا'],
    ['کی', 'كي'],
    ['١٢٣ ۴۵۶', '123 456'],
  ])('%s → %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('gives both spellings of a word the same text', () => {
    expect(foldText('أقفال')).toBe(foldText('اقفال'));
    expect(foldText('أوتيس')).toBe(foldText('اوتيس'));
  });
});

describe('English text folding', () => {
  it.each([
    ['OTIS Door', 'otis door'],
    ['Fermatór', 'fermator'],
    ['CAFÉ Ñ', 'cafe n'],
    ['Schindler', 'schindler'],
    ['ﬁtting', 'fitting'],
  ])('%s → %s', (input, folded) => {
    expect(foldText(input)).toBe(folded);
  });

  it('leaves whitespace and letters of other scripts as they are', () => {
    expect(foldText('a  b')).toBe('a  b');
    expect(foldText('Ω')).toBe('Ω');
  });
});
