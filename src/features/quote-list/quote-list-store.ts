import { atom } from 'nanostores';
import { isProductLine, QUOTE_LIST_MAX_LINES, type QuoteListLine, type QuoteListProduct } from '#lib/quote-list';

/**
 * The quote list (issue 23, ADR 0032): one small store every island and script shares. Kept in
 * localStorage (per browser, across pages and tabs); when a buyer is signed in, quote-list-sync.ts
 * (loaded only then) merges it into the account's list and saves each change there.
 * Kept tiny on purpose: the "Add to quote list" control on every card imports it.
 */
export interface QuoteListState {
  lines: QuoteListLine[];
  /** Whose account the lines mirror (its e-mail), or null for a visitor's own list. */
  owner: string | null;
}

const STORAGE_KEY = 'lp_quote_list';
const MAX_QUANTITY = 1_000_000;
const empty = (): QuoteListState => ({ lines: [], owner: null });

function read(): QuoteListState {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as QuoteListState | null;
    return stored && Array.isArray(stored.lines) ? { lines: stored.lines.slice(0, QUOTE_LIST_MAX_LINES), owner: stored.owner ?? null } : empty();
  } catch {
    // No storage (private mode, disabled) or a damaged value: start empty.
    return empty();
  }
}

export const $quoteList = atom<QuoteListState>(typeof localStorage === 'undefined' ? empty() : read());

if (typeof window !== 'undefined') {
  $quoteList.listen((state) => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      /* storage full or disabled: the list lives for this page only */
    }
  });
  // Another tab changed the list: this one shows the same.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) $quoteList.set(read());
  });
}

/** A line's identity: its product, or the number asked for (case and spaces aside). */
export const lineKey = (line: QuoteListLine): string => (isProductLine(line) ? `p:${line.product.id}` : `r:${line.requested.replace(/\s+/g, '').toLowerCase()}`);

const clamp = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, Math.floor(quantity) || 1));

/**
 * Adds lines (the same product or number again adds to its quantity). Answers how many lines
 * could not be added because the list is full.
 */
export function addLines(added: readonly QuoteListLine[]): number {
  const state = $quoteList.get();
  const lines = [...state.lines];
  let refused = 0;
  for (const line of added) {
    const at = lines.findIndex((existing) => lineKey(existing) === lineKey(line));
    if (at !== -1) lines[at] = { ...lines[at]!, quantity: clamp(lines[at]!.quantity + line.quantity) };
    else if (lines.length < QUOTE_LIST_MAX_LINES) lines.push({ ...line, quantity: clamp(line.quantity) });
    else refused += 1;
  }
  $quoteList.set({ ...state, lines });
  return refused;
}

export const addProduct = (product: QuoteListProduct, quantity: number): boolean => addLines([{ product, quantity }]) === 0;

export function setQuantity(key: string, quantity: number): void {
  const state = $quoteList.get();
  $quoteList.set({ ...state, lines: state.lines.map((line) => (lineKey(line) === key ? { ...line, quantity: clamp(quantity) } : line)) });
}

export function removeLine(key: string): void {
  const state = $quoteList.get();
  $quoteList.set({ ...state, lines: state.lines.filter((line) => lineKey(line) !== key) });
}

export function clearList(): void {
  $quoteList.set({ ...$quoteList.get(), lines: [] });
}

/** The whole state at once (the account's list after a sync, or an empty one after signing out). */
export function replaceList(state: QuoteListState): void {
  $quoteList.set(state);
}
