import { expect, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';

const KEYS = Object.keys(en);

/**
 * What a visitor must never see: a raw dictionary key (a missing translation) anywhere in the
 * page text or title, and on Arabic pages, English sentences (three or more Latin words in a row)
 * outside the left-to-right islands kept for e-mails, phones, SKUs and brand names, and outside
 * <bdi> elements, which hold what customers typed.
 */
export async function expectFullyTranslated(page: Page, locale: Locale): Promise<void> {
  const { text, title } = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    // <bdi>: text people typed (company names, cities), shown as they wrote it in either language.
    clone.querySelectorAll('script, style, template, [dir="ltr"], bdi').forEach((el) => el.remove());
    return { text: clone.innerText || clone.textContent || '', title: document.title };
  });
  const rawKeys = KEYS.filter((key) => text.includes(key) || title.includes(key));
  expect(rawKeys, 'raw dictionary keys visible').toEqual([]);
  if (locale === 'ar') {
    const english = text.match(/[A-Za-z]{2,}(?:[\s,.'’-]+[A-Za-z]{2,}){2,}/g) ?? [];
    expect(english, 'English text on an Arabic page').toEqual([]);
  }
}
