import { z } from 'zod';
import { foldText, partNumberKey } from './search-fold.ts';
import type { ProductReference } from './product.ts';
import { REQUESTED_NUMBER_MAX, type QuoteListProduct } from './quote-list.ts';
import { typeError } from './validation/common.ts';

/**
 * Issue 23: a pasted list of part numbers read into lines (ADR 0032). One number a line, with its
 * quantity written any of the ways buyers write it:
 *   "KM-4100-A x 4", "KM-4100-A × 4", "KM-4100-A * 4", "4 x KM-4100-A", "KM-4100-A, 4",
 *   "KM-4100-A<TAB>4" (two columns copied from a spreadsheet, either order), "KM-4100-A" (1),
 *   an optional unit after the quantity ("4 pcs", "٤ قطع"), Arabic-Indic digits anywhere.
 * A spreadsheet's header row ("Part number<TAB>Qty") is recognised and skipped. Nothing here
 * throws: a line that cannot be read says why, and the whole answer stays a 200.
 */

/** Lines read from one paste at most: a tender's list, twice over; more is refused with `too_many_lines`. */
export const PASTE_MAX_LINES = 2_000;
/** Characters accepted in one paste: 2,000 spreadsheet rows of a number, a description and a quantity. */
export const PASTE_MAX_CHARACTERS = 200_000;
/** The request's bytes: the characters above, Arabic at two bytes each, and JSON's escapes. */
export const PASTE_MAX_BYTES = 512 * 1024;

/** Why a line was not looked up. */
export type PasteProblem = 'no_number' | 'too_long' | 'invalid_quantity';

export interface PastedLine {
  /** The line's number in the paste (1-based, blank lines counted), for "line 12". */
  line: number;
  /** The number as the buyer typed it (spaces collapsed). */
  number: string;
  quantity: number;
  /** The part-number keys an exact match compares (`partNumberKey`; and without a glued "pn", as the search does). */
  keys: string[];
  problem?: PasteProblem;
}

export interface PastedList {
  lines: PastedLine[];
  /** Set when the paste has more than PASTE_MAX_LINES lines with something on them. */
  tooMany: boolean;
}

// Characters a paste may carry that mean nothing here: C0/C1 controls (tab and line breaks aside),
// bidirectional controls, zero-width characters and the byte-order mark.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const UNIT = String.raw`(?:pcs?|pieces?|units?|nos?|قطعة|قطع|حبة|حبات)\.?`;
const QTY = String.raw`(\d{1,12})`;
// A letter x counts as "times" only with a space on the number's side ("MX10" is a part number).
const TIMES_AFTER = String.raw`(?:\s+[x×*]\s*|\s*[×*]\s*)`;
const TIMES_BEFORE = String.raw`(?:\s*[x×*]\s+|\s*[×*]\s*)`;
const NUMBER_THEN_QUANTITY = new RegExp(String.raw`^(.+?)(?:${TIMES_AFTER}|\s*[,;،؛]\s*|\s+(?=\d+\s*${UNIT}$))${QTY}(?:\s*${UNIT})?$`, 'iu');
const QUANTITY_THEN_NUMBER = new RegExp(String.raw`^${QTY}(?:\s*${UNIT})?${TIMES_BEFORE}(.+)$`, 'iu');
/** A spreadsheet's header row: no quantity, and words of a column title. */
const HEADER_WORDS = /qty|quantity|amount|part|sku|item|code|number|الكمية|العدد|رقم|الصنف|الكود/iu;
const WHOLE_NUMBER = new RegExp(String.raw`^${QTY}(?:\s*${UNIT})?$`, 'iu');
const MAX_QUANTITY = 1_000_000;

/** Digits as 0-9 (Arabic-Indic and Persian read as theirs), everything else as written. */
const asciiDigits = (value: string) => value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => foldText(d));

/** Reads a whole paste. Blank lines are skipped; numbering follows the paste's own lines. */
export function parsePastedList(text: string): PastedList {
  const rows = text.toWellFormed().replace(INVISIBLE, '').split(/\r\n|\r|\n|\u2028|\u2029/);
  const lines: PastedLine[] = [];
  let filled = 0;
  for (const [index, raw] of rows.entries()) {
    const row = raw.trim();
    if (!row) continue;
    if (++filled > PASTE_MAX_LINES) return { lines, tooMany: true };
    const read = readRow(row, filled === 1);
    if (read) lines.push({ line: index + 1, ...read });
  }
  return { lines, tooMany: false };
}

/** One row: the number and its quantity, or null for a skipped header row. */
function readRow(row: string, first: boolean): Omit<PastedLine, 'line'> | null {
  const cells = row.split('\t').map((cell) => cell.trim()).filter(Boolean);
  if (cells.length > 1) {
    // Spreadsheet columns: the quantity is the last whole-number cell that can be one (an 8-digit
    // SKU cannot), the number the first cell that is not a whole number (else the first other).
    const whole = cells.flatMap((cell, i) => (WHOLE_NUMBER.test(asciiDigits(cell)) ? [{ i, value: Number(asciiDigits(cell).match(/\d+/)![0]) }] : []));
    if (whole.length === 0) return first && HEADER_WORDS.test(row) ? null : lineOf(cells[0]!, null);
    const quantity = whole.findLast((cell) => cell.value <= MAX_QUANTITY) ?? whole.at(-1)!;
    const number = cells.find((_, i) => !whole.some((cell) => cell.i === i)) ?? cells.find((_, i) => i !== quantity.i)!;
    return lineOf(number, String(quantity.value));
  }
  const text = asciiDigits(row);
  const after = NUMBER_THEN_QUANTITY.exec(text);
  if (after) return lineOf(row.slice(0, after[1]!.length), after[2]!);
  const before = QUANTITY_THEN_NUMBER.exec(text);
  if (before) return lineOf(row.slice(row.length - before[2]!.length), before[1]!);
  return lineOf(row, null);
}

function lineOf(rawNumber: string, rawQuantity: string | null): Omit<PastedLine, 'line'> {
  const number = rawNumber.replace(/\s+/g, ' ').trim();
  const quantity = rawQuantity === null ? 1 : Number(rawQuantity);
  const key = partNumberKey(number);
  const keys = key ? [key] : [];
  if (key.startsWith('pn') && key.length > 2) keys.push(key.slice(2));
  const problem: PasteProblem | undefined =
    number.length > REQUESTED_NUMBER_MAX ? 'too_long' : !key ? 'no_number' : !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY ? 'invalid_quantity' : undefined;
  const line = { number: number.slice(0, REQUESTED_NUMBER_MAX), quantity: problem === 'invalid_quantity' ? 1 : quantity, keys: problem ? [] : keys };
  return problem ? { ...line, problem } : line;
}

/** POST /api/search/lookup: the pasted text, bounded (a longer body is a 413 before it is read). */
export const pasteLookupSchema = z.strictObject(
  { text: z.string({ error: typeError }).max(PASTE_MAX_CHARACTERS, { error: 'too_long' }) },
  { error: typeError },
);

/** How one pasted line was answered: one product, several to choose from, none, or not looked up. */
export type LookupOutcome = 'found' | 'ambiguous' | 'unknown' | 'invalid';

/** A product a line matched, as the list shows it; `matched` when found by a cross-reference, not its own number. */
export interface LookupProduct extends QuoteListProduct {
  matched?: ProductReference;
}

export interface LookupLine {
  line: number;
  number: string;
  quantity: number;
  outcome: LookupOutcome;
  /** found: one; ambiguous: up to LOOKUP_MAX_CHOICES; unknown and invalid: none. */
  products: LookupProduct[];
  problem?: PasteProblem;
}

/** The answer of POST /api/search/lookup (no prices: the same for every viewer). */
export interface LookupAnswer {
  lines: LookupLine[];
}

/** Products offered for one ambiguous line at most. */
export const LOOKUP_MAX_CHOICES = 8;
