import { expect, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { localizeDigits } from '../../src/lib/format.ts';

const KEYS = Object.keys(en);

/**
 * What a visitor must never see: a raw dictionary key (a missing translation) anywhere in the
 * page text or title, and on Arabic pages, English sentences (three or more Latin words in a row)
 * outside the left-to-right islands kept for e-mails, phones, SKUs and brand names, and outside
 * <bdi> elements and form fields, which hold what people typed; and no number in another language's digits than
 * the page's (ADR 0021: Arabic pages write Arabic-Indic digits; SKUs, part numbers, phones, e-mails
 * and CR/VAT numbers sit in dir="ltr" islands and keep theirs, as do codes like AC380V).
 */
export async function expectFullyTranslated(page: Page, locale: Locale): Promise<void> {
  const { text, title } = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    // <bdi>: text people typed (company names, cities), shown as they wrote it in either language;
    // form fields: what is being typed, which the page does not write.
    clone.querySelectorAll('script, style, template, [dir="ltr"], bdi, textarea, input').forEach((el) => el.remove());
    return { text: clone.innerText || clone.textContent || '', title: document.title };
  });
  const rawKeys = KEYS.filter((key) => text.includes(key) || title.includes(key));
  expect(rawKeys, 'raw dictionary keys visible').toEqual([]);
  if (locale === 'ar') {
    const english = text.match(/[A-Za-z]{2,}(?:[\s,.'’-]+[A-Za-z]{2,}){2,}/g) ?? [];
    expect(english, 'English text on an Arabic page').toEqual([]);
  }
  expect(otherDigits([title, text], locale), `numbers in other digits than the page's (${locale})`).toEqual([]);
}

/** Where a text writes a number in other digits than its language's: each place with its surroundings. */
function otherDigits(texts: string[], locale: Locale): string[] {
  return texts.flatMap((text) => {
    const localized = localizeDigits(text, locale);
    const found: string[] = [];
    // Same length either way (one digit for one digit), so positions line up.
    for (let i = 0; i < text.length; i++) {
      if (text[i] !== localized[i]) {
        found.push(text.slice(Math.max(0, i - 25), i + 25).replace(/\s+/g, ' '));
        i += 25;
      }
    }
    return found;
  });
}
