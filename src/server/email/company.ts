import type { CompanyDetails } from '#lib/company';
import { companyDetails } from '../company.ts';
import type { Database } from '../db/index.ts';

/**
 * The company details every e-mail's footer shows, from the same source as the site's pages. The one
 * call the e-mails make for them: when the details move into the database, this reads them there
 * (it already takes the database and answers asynchronously).
 */
export async function companyForEmail(_db: Database): Promise<CompanyDetails> {
  return companyDetails();
}
