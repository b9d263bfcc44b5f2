/** What a paged admin list answers: the inboxes' Page<T>, the activity log's AuditPage, the products table. */
export interface PagedData {
  page: number;
  pageSize: number;
  total: number;
}

/** The rows a page shows (counted from 1; 0–0 when there are none) and how many pages there are. */
export function pageRange({ page, pageSize, total }: PagedData): { from: number; to: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { from: 0, to: 0, pageCount };
  return { from: (page - 1) * pageSize + 1, to: Math.min(total, page * pageSize), pageCount };
}

/** The last page that has rows, when a paged answer is empty because its page is past it (rows deleted, a stale link); else null. */
export function lastPageIfPast(data: PagedData & { items: readonly unknown[] }): number | null {
  const { pageCount } = pageRange(data);
  return data.items.length === 0 && data.total > 0 && data.page > pageCount ? pageCount : null;
}
