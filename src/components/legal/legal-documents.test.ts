import { describe, expect, it } from 'vitest';
import { dictionaries } from '#i18n/messages';
import { LOCALES } from '#i18n/locales';
import { LEGAL_DOCUMENTS, legalKeys, type LegalDocumentId } from './legal-documents.ts';

const documents = Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[];

describe('the policies', () => {
  it.each(documents)('%s: every key its outline names has words in every language', (id) => {
    for (const locale of LOCALES) {
      const missing = legalKeys(id).filter((key) => !dictionaries[locale][key]);
      expect(missing, locale).toEqual([]);
    }
  });

  it.each(documents)('%s: no word of its namespace is left out of the page', (id) => {
    const named = new Set<string>(legalKeys(id));
    const unused = Object.keys(dictionaries.en).filter((key) => key.startsWith(`${id}.`) && !named.has(key));
    expect(unused).toEqual([]);
  });
});
