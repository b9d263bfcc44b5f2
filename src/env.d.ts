declare namespace App {
  interface Locals {
    /** Set by src/middleware.ts when a page could not reach the database: the unavailable page renders. */
    databaseFault?: { retryAfterSeconds: number };
  }
}
