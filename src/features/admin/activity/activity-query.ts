import { AUDIT_ENTITIES, auditQuerySchema, type AuditQuery } from '#lib/admin/audit';

/** The kinds the filter offers: everything, or one kind of entity. */
export const ACTIVITY_KINDS = ['all', ...AUDIT_ENTITIES] as const;

export const DEFAULT_ACTIVITY_QUERY: AuditQuery = { kind: 'all', sku: '', page: 1 };

/**
 * The activity screen's filters and page, read from its URL (?kind=&sku=&page=). Each part is
 * checked with the API's own schema; a part that fails (an edited link) falls back to its default
 * rather than failing the whole screen.
 */
export function activityQueryFrom(params: URLSearchParams): AuditQuery {
  const { kind, sku, page } = auditQuerySchema.shape;
  const read = <T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, name: string, fallback: T): T => {
    const parsed = schema.safeParse(params.get(name) ?? undefined);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    kind: read(kind, 'kind', DEFAULT_ACTIVITY_QUERY.kind),
    sku: read(sku, 'sku', DEFAULT_ACTIVITY_QUERY.sku),
    page: read(page, 'page', DEFAULT_ACTIVITY_QUERY.page),
  };
}

/** The query string of the screen's URL: only what differs from the defaults ("" when nothing does). */
export function activitySearch(query: AuditQuery): string {
  const params = new URLSearchParams();
  if (query.kind !== 'all') params.set('kind', query.kind);
  if (query.sku) params.set('sku', query.sku);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/admin/activity for this query. */
export const activityApiUrl = (query: AuditQuery): string => `/api/admin/activity?${new URLSearchParams({ kind: query.kind, sku: query.sku, page: String(query.page) })}`;

export const isFiltered = (query: AuditQuery): boolean => query.kind !== 'all' || query.sku !== '';
