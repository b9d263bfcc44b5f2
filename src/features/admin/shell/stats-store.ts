import { atom } from 'nanostores';
import type { DashboardStats } from '#lib/admin-stats';
import { adminRequest } from '../shared/admin-api.ts';

/**
 * The dashboard counters, shared by the stat cards and by any admin island whose action changes
 * one of them (approving a registration, finishing a quote, reading a message): such an island
 * calls `reloadAdminStats()` after its change.
 */
export const $adminStats = atom<DashboardStats | null>(null);

const ZERO: DashboardStats = { totalProducts: 0, pendingRegistrations: 0, pendingQuotes: 0, unreadMessages: 0 };

export async function reloadAdminStats(): Promise<void> {
  const result = await adminRequest<DashboardStats>('/api/admin/stats');
  // SPEC §8: a failed load shows all four counters as zero.
  $adminStats.set(result.ok ? result.data : ZERO);
}
