import { lineInput, type QuoteListLine } from '#lib/quote-list';
import { authFetch } from '../auth/session-store.ts';
import { $quoteList, addLines, lineKey, replaceList } from './quote-list-store.ts';

/**
 * A signed-in buyer's quote list follows them (issue 23, ADR 0032). Loaded only for a signed-in
 * buyer: the account's list is read; a visitor's list made in this browser before signing in is
 * merged into it (same line: the larger quantity) and saved; from then on every change is saved
 * (PUT of the whole list, so a repeat or a late retry cannot double anything). The last save wins
 * between two devices editing at once.
 */
const ENDPOINT = '/api/account/quote-list';
const SAVE_AFTER_MS = 400;

async function fetchList(init?: RequestInit): Promise<QuoteListLine[] | null> {
  try {
    const response = await authFetch(ENDPOINT, { ...init, headers: { accept: 'application/json', ...(init?.body ? { 'content-type': 'application/json' } : {}) } });
    return response.ok ? ((await response.json()) as { lines: QuoteListLine[] }).lines : null;
  } catch {
    return null;
  }
}

const save = (lines: readonly QuoteListLine[]) => fetchList({ method: 'PUT', body: JSON.stringify({ lines: lines.map(lineInput) }) });

let started = false;

export async function syncQuoteList(owner: string): Promise<void> {
  if (started) return;
  started = true;
  const account = await fetchList();
  if (!account) return;
  const local = $quoteList.get();
  const visitorLines = local.owner === null ? local.lines : [];
  replaceList({ owner, lines: account });
  if (visitorLines.length > 0) {
    // The visitor's lines join the account's; a line both have keeps the larger quantity.
    const kept = new Map(account.map((line) => [lineKey(line), line.quantity]));
    addLines(visitorLines.map((line) => ({ ...line, quantity: Math.max(0, line.quantity - (kept.get(lineKey(line)) ?? 0)) })).filter((line) => line.quantity > 0));
    const merged = await save($quoteList.get().lines);
    if (merged) replaceList({ owner, lines: merged });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  $quoteList.listen((state) => {
    if (state.owner !== owner) return;
    clearTimeout(timer);
    timer = setTimeout(() => void save(state.lines), SAVE_AFTER_MS);
  });
}
