import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the cost a harness switches to stays with the module.
const load = () => import('./password.ts');

describe('password hashing', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllEnvs());

  it("hashes at OWASP's parameters, records them, and verifies only the same password", async () => {
    const { hashPassword, verifyPassword, isPasswordSet } = await load();
    const stored = await hashPassword('Correct#Horse2025');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(isPasswordSet(stored)).toBe(true);
    expect(await verifyPassword('Correct#Horse2025', stored)).toBe(true);
    expect(await verifyPassword('Correct#Horse2026', stored)).toBe(false);
  });

  it("at the tests' cost, records the lower parameters; a hash made before still verifies", async () => {
    const { hashPassword, verifyPassword, hashAtTestCost } = await load();
    const before = await hashPassword('Before#Switch2025');
    hashAtTestCost();
    const after = await hashPassword('After#Switch2025');
    expect(after).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('After#Switch2025', after)).toBe(true);
    expect(await verifyPassword('Before#Switch2025', before)).toBe(true);
  });

  it("refuses the tests' cost in production, and keeps hashing at OWASP's", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { hashPassword, hashAtTestCost, TEST_COST_REFUSAL } = await load();
    expect(() => hashAtTestCost()).toThrow(TEST_COST_REFUSAL);
    expect(await hashPassword('Still#Strong2025')).toMatch(/^scrypt\$131072\$/);
  });

  it('an invited account (no password yet) matches no password', async () => {
    const { verifyPassword, isPasswordSet, NO_PASSWORD } = await load();
    expect(isPasswordSet(NO_PASSWORD)).toBe(false);
    expect(await verifyPassword('', NO_PASSWORD)).toBe(false);
    expect(await verifyPassword(NO_PASSWORD, NO_PASSWORD)).toBe(false);
  });
});
