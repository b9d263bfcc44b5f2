import { outboxQuerySchema, type OutboxQuery } from '#lib/admin/outbox';

export const DEFAULT_OUTBOX_QUERY: OutboxQuery = { status: 'all', page: 1 };

/**
 * The Outbox screen's filter and page, read from its URL (?status=&page=) with the API's own schema;
 * a part that fails (an edited link) falls back to its default rather than failing the screen.
 */
export function outboxQueryFrom(params: URLSearchParams): OutboxQuery {
  const { status, page } = outboxQuerySchema.shape;
  const statusValue = status.safeParse(params.get('status') ?? undefined);
  const pageValue = page.safeParse(params.get('page') ?? undefined);
  return { status: statusValue.success ? statusValue.data : DEFAULT_OUTBOX_QUERY.status, page: pageValue.success ? pageValue.data : DEFAULT_OUTBOX_QUERY.page };
}

/** The screen's query string: only what differs from the defaults ("" when nothing does). */
export function outboxSearch(query: OutboxQuery): string {
  const params = new URLSearchParams();
  if (query.status !== 'all') params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const outboxApiUrl = (query: OutboxQuery): string => `/api/admin/outbox?${new URLSearchParams({ status: query.status, page: String(query.page) })}`;
