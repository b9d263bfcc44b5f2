declare namespace App {
  interface Locals {
    /** The company's contact details for the page (src/middleware.ts; at build time too, for pre-rendered pages). */
    company: import('./lib/company.ts').CompanyDetails;
    /** Set by src/middleware.ts when a page could not reach the database: the unavailable page renders. */
    databaseFault?: { retryAfterSeconds: number };
  }
}
