/**
 * The admin screens, listed once: the tab bar, the stat cards and the page guards derive from
 * this list. Every screen is an on-demand page guarded on the server (src/middleware.ts); the API
 * behind them lives under /api/admin and every function there answers non-admins 401/403
 * (tests/integration/admin-authorization.test.ts walks them all).
 */
export const ADMIN_SECTIONS = ['products', 'categories', 'registrations', 'quotes', 'messages', 'outbox', 'activity', 'settings', 'administrators'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Path of each screen in English; the Arabic one is the same under /ar. */
export const ADMIN_SECTION_PATHS = {
  products: '/admin',
  categories: '/admin/categories',
  registrations: '/admin/registrations',
  quotes: '/admin/quotes',
  messages: '/admin/messages',
  outbox: '/admin/outbox',
  activity: '/admin/activity',
  settings: '/admin/settings',
  administrators: '/admin/administrators',
} as const satisfies Record<AdminSection, string>;

/** Whether a locale-free path ("/admin/quotes", not "/ar/admin/quotes") is an admin screen: /admin and everything below it. */
export const isAdminPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/** The product editor: a new product, or an existing one by id. */
export const ADMIN_PRODUCT_NEW_PATH = '/admin/products/new';
/** The catalogue's spreadsheet import and its history (issue 24). */
export const ADMIN_PRODUCT_IMPORT_PATH = '/admin/products/import';
export const adminProductEditPath = (id: number): string => `/admin/products/${id}`;
