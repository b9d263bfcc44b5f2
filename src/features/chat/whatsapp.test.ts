import { describe, expect, it } from 'vitest';
import { whatsappLink } from './whatsapp.ts';

describe('whatsappLink', () => {
  it('builds a wa.me link with the digits only and the message encoded', () => {
    expect(whatsappLink('+966 50 000 0000', 'Hello, parts & prices?')).toBe('https://wa.me/966500000000?text=Hello%2C%20parts%20%26%20prices%3F');
  });

  it('keeps Arabic text intact once decoded', () => {
    const link = new URL(whatsappLink('966500000000', 'مرحبًا، أود الاستفسار'));
    expect(link.searchParams.get('text')).toBe('مرحبًا، أود الاستفسار');
  });
});
