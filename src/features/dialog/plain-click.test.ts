import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click.ts';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('plain clicks', () => {
  it('takes over a plain main-button click', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it.each([
    ['middle button', { button: 1 }],
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_, change) => {
    expect(isPlainClick({ ...click, ...change })).toBe(false);
  });
});
