import type { Kysely, Transaction } from 'kysely';
import type { SiteCompany } from '#lib/company';
import { getCompanyDetails, publicCompanyDetails, siteCompany } from '../company/service.ts';
import type { DB } from '../db/schema.ts';

/**
 * The company details every e-mail's footer shows and the shop's notifications go to: the stored
 * settings (ADR 0024), as the site's pages show them, read in the caller's transaction when it has one.
 */
export async function companyForEmail(db: Kysely<DB> | Transaction<DB>): Promise<SiteCompany> {
  return siteCompany(publicCompanyDetails(await getCompanyDetails(db)));
}
