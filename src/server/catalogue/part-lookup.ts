import { LOOKUP_MAX_CHOICES, parsePastedList, type LookupAnswer, type LookupLine, type LookupProduct, type PastedLine } from '#lib/paste-list';
import { partNumberKey } from '#lib/search-fold';
import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { badRequest } from '../http/errors.ts';
import type { RateLimit } from '../rate-limit.ts';
import { clientLimitKey, consumeRateLimits } from '../rate-limit-guard.ts';
import { selectProductsByKeys, type LookupRow } from './lookup-repository.ts';

/** What a look-up found, and the keys it did not: `unknownKeys` is what a zero-result counter records. */
export interface PartLookup extends LookupAnswer {
  /** The normalised keys of the lines nothing matched, once each. */
  unknownKeys: string[];
}

const SKU = /^\d{8}$/;

/** Look-ups per client address: a buyer pastes a few lists a minute; a script reading the catalogue by numbers does not get far. */
export const LOOKUP_LIMIT_PER_IP: RateLimit = { bucket: 'lookup:ip', limit: 30, windowSeconds: 60 };

/** Counts a look-up against its client's address (429 with Retry-After past the limit). */
export async function countLookup(db: Database, ip: string | null, now = new Date()): Promise<void> {
  await inTransaction(db, (trx) => consumeRateLimits(trx, [[LOOKUP_LIMIT_PER_IP, clientLimitKey(ip)]], now));
}

/**
 * Issue 23: a pasted list looked up at once (ADR 0032). The text is read into lines
 * (src/lib/paste-list.ts); all their keys go to the database in one query; each line is then
 * answered from the rows: its own SKU or part number first (one product: found; several:
 * ambiguous), else its cross-references the same way, else unknown. No prices.
 */
export async function lookUpPastedList(db: Database, text: string): Promise<PartLookup> {
  const pasted = parsePastedList(text);
  if (pasted.tooMany) throw badRequest({ text: 'too_many_lines' });
  const keys = [...new Set(pasted.lines.flatMap((line) => line.keys))];
  const rows = await selectProductsByKeys(db, { skus: keys.filter((key) => SKU.test(key)), keys });
  const byOwnKey = new Map<string, LookupRow[]>();
  const byReference = new Map<string, LookupRow[]>();
  const add = (map: Map<string, LookupRow[]>, key: string, row: LookupRow) => map.set(key, [...(map.get(key) ?? []), row]);
  for (const row of rows) {
    add(byOwnKey, row.part_key, row);
    if (row.sku !== row.part_key) add(byOwnKey, row.sku, row);
    for (const key of new Set(row.reference_keys)) add(byReference, key, row);
  }
  const lines = pasted.lines.map((line) => answer(line, byOwnKey, byReference));
  const unknownKeys = [...new Set(lines.flatMap((line, i) => (line.outcome === 'unknown' ? pasted.lines[i]!.keys.slice(0, 1) : [])))];
  return { lines, unknownKeys };
}

function answer(line: PastedLine, byOwnKey: Map<string, LookupRow[]>, byReference: Map<string, LookupRow[]>): LookupLine {
  const base = { line: line.line, number: line.number, quantity: line.quantity };
  if (line.problem) return { ...base, outcome: 'invalid', products: [], problem: line.problem };
  const own = distinct(line.keys.flatMap((key) => byOwnKey.get(key) ?? []));
  const matches = own.length > 0 ? own.map((row) => product(row)) : distinct(line.keys.flatMap((key) => byReference.get(key) ?? [])).map((row) => product(row, line.keys));
  if (matches.length === 0) return { ...base, outcome: 'unknown', products: [] };
  return { ...base, outcome: matches.length === 1 ? 'found' : 'ambiguous', products: matches.slice(0, LOOKUP_MAX_CHOICES) };
}

const distinct = (rows: LookupRow[]) => [...new Map(rows.map((row) => [row.id, row])).values()];

function product(row: LookupRow, referenceKeys?: string[]): LookupProduct {
  const found = { id: row.id, sku: row.sku, partNumber: row.part_number, nameEn: row.name_en, nameAr: row.name_ar, image: row.image };
  const matched = referenceKeys && row.cross_references.find((reference) => referenceKeys.includes(partNumberKey(reference.number)));
  return matched ? { ...found, matched } : found;
}
