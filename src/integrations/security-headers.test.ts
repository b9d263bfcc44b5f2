import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../server/http/security-headers.ts';
import { headersFile } from './security-headers.ts';

describe('headersFile', () => {
  it('applies every security header the functions send to every static path', () => {
    const lines = headersFile().split('\n');
    expect(lines[0]).toBe('/*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(lines).toContain(`  ${name}: ${value}`);
    expect(headersFile()).toContain("frame-ancestors 'none'");
  });
});
