/** The four figures on top of every admin screen (SPEC §3 "Dashboard stats"), as GET /api/admin/stats sends them. */
export interface DashboardStats {
  totalProducts: number;
  pendingRegistrations: number;
  pendingQuotes: number;
  unreadMessages: number;
}
