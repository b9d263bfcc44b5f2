declare namespace App {
  interface Locals {
    /** The company's details for the page (src/middleware.ts: stored ones on demand, first ones at build time; ADR 0024). */
    company: import('./lib/company.ts').SiteCompany;
    /** Set by src/middleware.ts when a page could not reach the database: the unavailable page renders. */
    databaseFault?: { retryAfterSeconds: number };
    /** The signed-in buyer of /account and the session they ask with (src/server/auth/account-page.ts). */
    customer?: { userId: string; email: string; familyId: string };
    /** The signed-in administrator of an admin page (src/server/auth/admin-page.ts). */
    admin?: { userId: string; email: string };
  }
}
