import type { FieldErrors } from '#lib/validation/field-errors';

/** A link's refusal: not valid (404), expired or used (410). */
export const LINK_REFUSALS = ['link_invalid', 'link_expired', 'link_used'] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

export interface Reply {
  status: number;
  data: { error?: { code?: string; fields?: FieldErrors } } & Record<string, unknown>;
}

/** A JSON POST of the link pages; null when no answer came back. */
export async function postJson(path: string, body: unknown): Promise<Reply | null> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' });
    return { status: response.status, data: await response.json().catch(() => ({})) };
  } catch {
    return null;
  }
}

export const refusalOf = (code: unknown): LinkRefusal | null => (typeof code === 'string' && (LINK_REFUSALS as readonly string[]).includes(code) ? (code as LinkRefusal) : null);

/** The token of the e-mailed link this page was opened from ('' without one): read in the browser, as the page is the same static HTML for every link. */
export const linkToken = (): string => new URLSearchParams(location.search).get('token')?.trim() ?? '';
