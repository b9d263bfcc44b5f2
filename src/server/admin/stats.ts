import type { Database } from '../db/index.ts';
import { countPendingRegistrations } from '../accounts/users-repository.ts';

/** The four figures on top of every admin screen (SPEC §3 "Dashboard stats"). */
export interface DashboardStats {
  totalProducts: number;
  pendingRegistrations: number;
  pendingQuotes: number;
  unreadMessages: number;
}

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
