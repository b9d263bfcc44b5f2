import type { Database } from '../db/index.ts';
import type { DashboardStats } from '#lib/admin-stats';
import { countPendingRegistrations } from './registrations/repository.ts';

export type { DashboardStats };

export async function dashboardStats(db: Database): Promise<DashboardStats> {
  const count = (n: { n: string | number | bigint } | undefined) => Number(n?.n ?? 0);
  const [products, pendingRegistrations, quotes, messages] = await Promise.all([
    db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
    countPendingRegistrations(db),
    db.selectFrom('quotes').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').executeTakeFirst(),
    db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'unread').executeTakeFirst(),
  ]);
  return { totalProducts: count(products), pendingRegistrations, pendingQuotes: count(quotes), unreadMessages: count(messages) };
}
