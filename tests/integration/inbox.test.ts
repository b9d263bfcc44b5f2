import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';
import { insertProduct, quoteContact } from '../support/quotes.ts';

const db = useTestDatabase();
let admin = '';
let customer = '';
beforeAll(async () => {
  admin = (await sessionFor(db(), { role: 'admin' })).cookie;
  customer = (await sessionFor(db(), { role: 'large_company' })).cookie;
});
const asAdmin = (path: string, init: Parameters<typeof api>[1] = {}) => api(path, { ...init, headers: { cookie: admin } });

async function insertMessage(subject: string, createdAt: Date) {
  return db()
    .insertInto('messages')
    .values({ name: 'Lina', email: 'lina@example.com', phone: '0501234567', subject, message: 'Hi', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('admin inbox authorization', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/quotes'],
    ['PATCH', '/api/admin/quotes/1', { status: 'finished' }],
    ['GET', '/api/admin/messages'],
    ['PATCH', '/api/admin/messages/1', { status: 'read' }],
    ['GET', '/api/admin/quotes/1/images/0'],
  ];
  it.each(calls)('%s %s: 401 for visitors, 403 for customers and pending admins', async (method, path, body) => {
    expect((await api(path, { method, body })).status).toBe(401);
    expect((await api(path, { method, body, headers: { cookie: customer } })).status).toBe(403);
    const pendingAdmin = await sessionFor(db(), { role: 'admin', status: 'pending' });
    expect((await api(path, { method, body, headers: { cookie: pendingAdmin.cookie } })).status).toBe(403);
  });
});

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
    expect((await patch('read')).status).toBe(200);
    expect((await patch('read')).status).toBe(409);
    expect((await patch('archived')).status).toBe(200);
    expect((await patch('read')).status).toBe(409);
    expect((await patch('archived')).status).toBe(409);
    expect((await patch('unread')).status).toBe(400);
    const row = await db().selectFrom('messages').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('archived');
  });

  it('archives an unread message directly', async () => {
    const { id } = await insertMessage('Straight to archive', new Date());
    expect((await asAdmin(`/api/admin/messages/${id}`, { method: 'PATCH', body: { status: 'archived' } })).status).toBe(200);
  });

  it('answers 404 for a message that does not exist', async () => {
    expect((await asAdmin('/api/admin/messages/999999', { method: 'PATCH', body: { status: 'read' } })).status).toBe(404);
    expect((await asAdmin('/api/admin/messages/abc', { method: 'PATCH', body: { status: 'read' } })).status).toBe(404);
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
    const after = await (await asAdmin('/api/admin/quotes')).json();
    expect(after.items[0].status).toBe('finished');
  });
});
