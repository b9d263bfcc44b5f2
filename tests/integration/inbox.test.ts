import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '#lib/admin/audit';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { insertProduct, quoteContact } from '../support/quotes.ts';

const db = useTestDatabase();
let admin = '';
let adminEmail = '';
beforeAll(async () => {
  ({ cookie: admin, email: adminEmail } = await sessionFor(db(), { role: 'admin' }));
});
const asAdmin = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, headers: { cookie: admin } });
/** The activity log of one kind, as the admin's activity screen reads it. (Who may call the inbox is proven by admin-authorization.test.ts.) */
const activity = async (kind: string) => (await (await asAdmin(`/api/admin/activity?kind=${kind}`)).json()) as AuditPage;

async function insertMessage(subject: string, createdAt: Date) {
  return db()
    .insertInto('messages')
    .values({ name: 'Lina', email: 'lina@example.com', phone: '0501234567', subject, message: 'Hi', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('admin messages', () => {
  it('lists newest first with a total, 25 a page', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 30; i++) await insertMessage(`Subject ${i}`, new Date(start + i * 60_000));
    const first = await (await asAdmin('/api/admin/messages')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toMatchObject({ subject: 'Subject 29', status: 'unread', createdAt: '2026-01-01T00:29:00.000Z', company: null });
    const second = await (await asAdmin('/api/admin/messages?page=2')).json();
    expect(second.items.map((m: { subject: string }) => m.subject)).toEqual(['Subject 4', 'Subject 3', 'Subject 2', 'Subject 1', 'Subject 0']);
    expect((await asAdmin('/api/admin/messages?page=0')).status).toBe(400);
    expect((await asAdmin('/api/admin/messages?page=abc')).status).toBe(400);
  });

  it('moves unread to read to archived, and refuses any way back with 409', async () => {
    const { id } = await insertMessage('Transitions', new Date());
    const patch = (status: string) => asAdmin(`/api/admin/messages/${id}`, { method: 'PATCH', body: { status } });
    const logged = (await activity('message')).total;
    expect((await patch('read')).status).toBe(200);
    expect((await patch('read')).status).toBe(409);
    expect((await patch('archived')).status).toBe(200);
    expect((await patch('read')).status).toBe(409);
    expect((await patch('archived')).status).toBe(409);
    expect((await patch('unread')).status).toBe(400);
    const row = await db().selectFrom('messages').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('archived');

    // The two changes are logged, newest first; the refused attempts are not.
    const log = await activity('message');
    expect(log.total).toBe(logged + 2);
    const entry = { actorEmail: adminEmail, action: 'message.status', entity: 'message', entityId: String(id), sku: null };
    expect(log.items.slice(0, 2)).toEqual([
      expect.objectContaining({ ...entry, before: { status: 'read' }, after: { status: 'archived' } }),
      expect.objectContaining({ ...entry, before: { status: 'unread' }, after: { status: 'read' } }),
    ]);
  });

  it('archives an unread message directly', async () => {
    const { id } = await insertMessage('Straight to archive', new Date());
    expect((await asAdmin(`/api/admin/messages/${id}`, { method: 'PATCH', body: { status: 'archived' } })).status).toBe(200);
  });

  it('answers 404 for a message that does not exist, logging nothing', async () => {
    const logged = (await activity('message')).total;
    expect((await asAdmin('/api/admin/messages/999999', { method: 'PATCH', body: { status: 'read' } })).status).toBe(404);
    expect((await asAdmin('/api/admin/messages/abc', { method: 'PATCH', body: { status: 'read' } })).status).toBe(404);
    expect((await activity('message')).total).toBe(logged);
  });
});

describe('admin quotes', () => {
  it('lists with the product in both languages and marks a pending quote finished once', async () => {
    const product = await insertProduct(db(), { nameEn: 'Door motor', nameAr: 'محرك باب' });
    const created = await api('/api/quotes', { method: 'POST', body: { kind: 'official', productId: product.id, ...quoteContact() } });
    const { id } = await created.json();
    const list = await (await asAdmin('/api/admin/quotes')).json();
    expect(list.items[0]).toMatchObject({
      id,
      kind: 'official',
      status: 'pending',
      product: { id: product.id, sku: product.sku, partNumber: product.part_number, nameEn: 'Door motor', nameAr: 'محرك باب' },
      imageCount: 0,
    });
    const finish = () => asAdmin(`/api/admin/quotes/${id}`, { method: 'PATCH', body: { status: 'finished' } });
    expect((await finish()).status).toBe(200);
    expect((await finish()).status).toBe(409);
    expect((await asAdmin(`/api/admin/quotes/${id}`, { method: 'PATCH', body: { status: 'pending' } })).status).toBe(400);
    expect((await asAdmin('/api/admin/quotes/999999', { method: 'PATCH', body: { status: 'finished' } })).status).toBe(404);
    const after = await (await asAdmin('/api/admin/quotes')).json();
    expect(after.items[0].status).toBe('finished');

    // Logged once, under the product's SKU; the refused attempts are not.
    const log = await activity('quote');
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      actorEmail: adminEmail,
      action: 'quote.status',
      entity: 'quote',
      entityId: String(id),
      sku: product.sku,
      before: { status: 'pending' },
      after: { status: 'finished' },
    });
  });
});
