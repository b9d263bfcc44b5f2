import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression.ts';

const text = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'text/html; charset=utf-8', ...extra });

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as the browser accepts them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', text())).toBe('br');
    expect(chooseEncoding('gzip, deflate', text())).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', text())).toBe('gzip');
    expect(chooseEncoding(null, text())).toBeNull();
  });

  it("follows the browser's weights, and takes * as anything", () => {
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5', text())).toBe('gzip');
    expect(chooseEncoding('BR;q=0.9, gzip;q=0.8', text())).toBe('br');
    expect(chooseEncoding('*', text())).toBe('br');
    expect(chooseEncoding('*, br;q=0', text())).toBe('gzip');
    expect(chooseEncoding('identity', text())).toBeNull();
    expect(chooseEncoding('', text())).toBeNull();
  });

  it('compresses text, scripts, JSON and SVG, never pictures or fonts', () => {
    for (const type of ['text/javascript; charset=utf-8', 'application/json', 'image/svg+xml', 'application/xml; charset=utf-8']) {
      expect(chooseEncoding('br', new Headers({ 'content-type': type }))).toBe('br');
    }
    for (const type of ['image/webp', 'font/woff2', 'application/octet-stream']) {
      expect(chooseEncoding('br', new Headers({ 'content-type': type }))).toBeNull();
    }
  });

  it('leaves small and already encoded bodies alone', () => {
    expect(chooseEncoding('br', text({ 'content-length': '200' }))).toBeNull();
    expect(chooseEncoding('br', text({ 'content-length': '5000' }))).toBe('br');
    expect(chooseEncoding('br', text({ 'content-encoding': 'gzip' }))).toBeNull();
  });
});
