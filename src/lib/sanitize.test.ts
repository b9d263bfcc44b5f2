import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitize.ts';

describe('sanitizeText', () => {
  it.each([
    ['  plain text  ', 'plain text'],
    ['hello <script>alert(1)</script> world', 'hello  world'],
    ['<SCRIPT src="x.js"></SCRIPT>name', 'name'],
    ['<scr<script>ipt>alert(1)</script>', '<scr'],
    ['click javascript:alert(1)', 'click alert(1)'],
    ['<img src=x onerror="alert(1)">', '<img src=x >'],
    ["<b onclick='x()'>hi</b>", '<b >hi</b>'],
    ['شركة المصاعد الحديثة', 'شركة المصاعد الحديثة'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });
});
