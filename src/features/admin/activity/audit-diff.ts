/**
 * What an audit entry changed, field by field: the before and after JSON of the entry flattened
 * to paths ("prices.retail"), keeping the paths whose values differ. No I/O, no words: the screen
 * labels the paths and formats the values.
 */
export interface FieldChange {
  /** The field's path, outermost first; empty when the entry's values are bare values, not objects. */
  path: string[];
  before: unknown;
  after: unknown;
}

/**
 * Bookkeeping a write changes or a record carries (the entry names its item already); listing it
 * would hide what the admin actually changed.
 */
const BOOKKEEPING = new Set(['id', 'version', 'updatedAt', 'updated_at', 'createdAt', 'created_at']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, path: string[], into: Map<string, { path: string[]; value: unknown }>): void {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (!BOOKKEEPING.has(key)) flatten(inner, [...path, key], into);
    }
    return;
  }
  into.set(JSON.stringify(path), { path, value });
}

/** The fields that differ between before and after (a creation lists every field it set, a deletion every field it removed). */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const old = new Map<string, { path: string[]; value: unknown }>();
  const now = new Map<string, { path: string[]; value: unknown }>();
  if (before !== null && before !== undefined) flatten(before, [], old);
  if (after !== null && after !== undefined) flatten(after, [], now);
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys
    .map((key) => ({ path: (old.get(key) ?? now.get(key))!.path, before: old.get(key)?.value, after: now.get(key)?.value }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
