import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error during a test is a bug the test did not look for: fail the test.
 * A test that expects one (e.g. a logged 500) says so with `expectConsoleError()`.
 */
let expected = 0;
let unexpected: unknown[][] = [];

export function expectConsoleError(): void {
  expected += 1;
}

beforeEach(() => {
  expected = 0;
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (expected > 0) expected -= 1;
    else unexpected.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length) throw new Error(`Unexpected console.error: ${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`);
});
