import type { MessageKey } from '#i18n/messages';

/**
 * The shop's policies as outlines: which sections each has, in which order, and what each section
 * holds. Their words live in the dictionaries (`privacy.*`, `terms.*`), like the cookie policy's;
 * LegalDocument.astro renders an outline, and a unit test checks that every key it names exists
 * in every language and that no word of the namespace is left out.
 */
export type LegalDocumentId = 'privacy' | 'terms';

/** One part of a section, named by the last segment of its keys (`privacy.collect.<name>`). */
export type LegalBlock =
  /** A paragraph: `<doc>.<section>.<name>`. */
  | { kind: 'p'; name: string }
  /** A list: each item `<doc>.<section>.<item>`, or with `terms`, a lead `….<item>.term` and its text `….<item>.text`. */
  | { kind: 'list'; items: readonly string[]; terms?: boolean }
  /** A link to another page of the site: its words at `<doc>.<section>.<name>`. */
  | { kind: 'link'; name: string; href: string }
  /** The company's e-mail address and postal address (the contact section). */
  | { kind: 'contact'; name: string };

export interface LegalSection {
  id: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** When the text last changed: the "last updated" date under the title (Gregorian, UTC). */
  updated: Date;
  sections: readonly LegalSection[];
}

const p = (name: string): LegalBlock => ({ kind: 'p', name });
const list = (items: readonly string[], terms = false): LegalBlock => ({ kind: 'list', items, terms });

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
  privacy: {
    updated: new Date(Date.UTC(2026, 10, 25)),
    sections: [
      { id: 'controller', blocks: [p('text')] },
      {
        id: 'collect',
        blocks: [
          p('intro'),
          list(['account', 'company', 'requests', 'photos', 'signIn', 'ip', 'cookies'], true),
          { kind: 'link', name: 'cookiesLink', href: '/cookie-policy' },
          p('sensitive'),
        ],
      },
      { id: 'use', blocks: [p('intro'), list(['account', 'requests', 'emails', 'security', 'law', 'analytics']), p('basis')] },
      { id: 'share', blocks: [p('providers'), p('abroad')] },
      { id: 'retention', blocks: [p('intro'), list(['account', 'declined', 'requests', 'records', 'security', 'emails', 'cookies'], true)] },
      { id: 'rights', blocks: [p('intro'), list(['informed', 'access', 'correction', 'deletion', 'consent', 'complaint'], true)] },
      { id: 'exercise', blocks: [p('how'), p('answer')] },
      { id: 'security', blocks: [p('text')] },
      { id: 'changes', blocks: [p('text')] },
      { id: 'contact', blocks: [{ kind: 'contact', name: 'text' }] },
    ],
  },
  terms: {
    updated: new Date(Date.UTC(2026, 10, 25)),
    sections: [
      { id: 'about', blocks: [p('text')] },
      { id: 'accounts', blocks: [list(['business', 'accurate', 'approval', 'password', 'suspension'])] },
      { id: 'prices', blocks: [list(['currency', 'vat', 'notOffers', 'sales', 'errors'])] },
      { id: 'vat', blocks: [p('text')] },
      { id: 'orders', blocks: [list(['terms', 'brands', 'installation', 'inspection'])] },
      { id: 'ip', blocks: [p('content'), p('brands')] },
      { id: 'use', blocks: [p('intro'), list(['law', 'identity', 'scraping', 'security', 'uploads', 'load'])] },
      { id: 'liability', blocks: [p('information'), p('limits')] },
      { id: 'changes', blocks: [p('text')] },
      { id: 'law', blocks: [p('text')] },
      { id: 'contact', blocks: [{ kind: 'contact', name: 'text' }] },
    ],
  },
};

/** Every dictionary key a document's outline names, in reading order (the page's and the test's one list). */
export function legalKeys(id: LegalDocumentId): MessageKey[] {
  const keys = [`${id}.meta.title`, `${id}.meta.description`, `${id}.title`, `${id}.updated`, `${id}.intro`];
  for (const section of LEGAL_DOCUMENTS[id].sections) {
    const base = `${id}.${section.id}`;
    keys.push(`${base}.title`);
    for (const block of section.blocks) {
      if (block.kind === 'list') keys.push(...block.items.flatMap((item) => (block.terms ? [`${base}.${item}.term`, `${base}.${item}.text`] : [`${base}.${item}`])));
      else keys.push(`${base}.${block.name}`);
    }
  }
  return keys as MessageKey[];
}
