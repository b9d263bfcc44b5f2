/**
 * SPEC §5, Code search: English letters, digits, Arabic letters, whitespace, hyphen and
 * underscore are allowed; anything else is stripped as it is typed. The query itself is cut to
 * 25 characters (the input takes up to 50). The server applies the same rules.
 */
export const SEARCH_MAX_LENGTH = 25;
export const SEARCH_INPUT_MAX_LENGTH = 50;
/** The longest `?q=` read (and cut) rather than refused with `too_big`: a pasted page of text. */
export const SEARCH_ACCEPTED_LENGTH = 10_000;

const DISALLOWED = /[^A-Za-z0-9\p{Script=Arabic}\s_-]/gu;
/** Arabic punctuation and marks belong to the Arabic script block but are not letters or digits. */
const ARABIC_NON_LETTERS = /[\u060C-\u061F\u066A-\u066D\u06D4\u06DD\u06DE\u06E9\u0640]/gu;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Accented Latin letters (Latin-1 and Latin Extended): read as their plain letter, not stripped (issue 23). */
const ACCENTED_LATIN = /[\u00c0-\u024f]/gu;
const LATIN_ACCENTS = /[\u0300-\u036f]/gu;

/** What the search box keeps of what was typed ("Fermatór" keeps its o). */
export function sanitizeSearchInput(raw: string): string {
  return raw
    .replace(ACCENTED_LATIN, (c) => c.normalize('NFD').replace(LATIN_ACCENTS, ''))
    .replace(DISALLOWED, '').replace(ARABIC_NON_LETTERS, '').slice(0, SEARCH_INPUT_MAX_LENGTH);
}

/**
 * The query sent and matched: sanitised, Arabic-Indic digits read as 0-9 (SKUs are ASCII),
 * whitespace collapsed, cut to 25 characters. Empty means "no search".
 */
export function normalizeSearch(raw: string): string {
  return sanitizeSearchInput(raw)
    .replace(ARABIC_INDIC_DIGITS, (d) => {
      const code = d.charCodeAt(0);
      return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
    })
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim()
    // A lone surrogate (half an emoji, pasted or cut by the slice) becomes U+FFFD, as PostgreSQL
    // would store it, instead of an error from the embedded database.
    .toWellFormed();
}
