declare namespace App {
  interface Locals {
    /** The company's contact details for the page (src/middleware.ts; at build time too, for pre-rendered pages). */
    company: import('./lib/company.ts').CompanyDetails;
    /** Set by src/middleware.ts when a page could not reach the database: the unavailable page renders. */
    databaseFault?: { retryAfterSeconds: number };
    /** The signed-in buyer of /account and the session they ask with (src/server/auth/account-page.ts). */
    customer?: { userId: string; email: string; familyId: string };
  }
}
