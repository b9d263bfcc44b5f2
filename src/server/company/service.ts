import { SPEC_BUSINESS_HOURS, type CompanyDetails, type SiteCompany, type StoredCompanyDetails } from '#lib/company';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/index.ts';
import type { DB } from '../db/schema.ts';
import { classifyDatabaseError } from '../db/faults.ts';
import { env } from '../env.ts';
import { findCompanyDetails, type CompanyDetailsRow } from './repository.ts';

/**
 * The company's details (ADR 0024). The database row is their source; until the administrator
 * first saves them there is no row, and the environment's values (COMPANY_*, WHATSAPP_NUMBER) are
 * shown instead: they are the first values, nothing more. The business hours start as SPEC's.
 */
export function firstCompanyDetails(): CompanyDetails {
  const e = env();
  return {
    phone: e.COMPANY_PHONE,
    salesEmail: e.COMPANY_EMAIL_SALES,
    supportEmail: e.COMPANY_EMAIL_SUPPORT,
    whatsappNumber: e.WHATSAPP_NUMBER,
    addressEn: e.COMPANY_ADDRESS_EN,
    addressAr: e.COMPANY_ADDRESS_AR,
    legalNameEn: e.COMPANY_LEGAL_NAME_EN,
    legalNameAr: e.COMPANY_LEGAL_NAME_AR,
    crNumber: e.COMPANY_CR_NUMBER,
    vatNumber: e.COMPANY_VAT_NUMBER,
    hours: { ...SPEC_BUSINESS_HOURS },
  };
}

export function toCompanyDetails(row: CompanyDetailsRow): StoredCompanyDetails {
  return {
    phone: row.phone,
    salesEmail: row.sales_email,
    supportEmail: row.support_email,
    whatsappNumber: row.whatsapp_number,
    addressEn: row.address_en,
    addressAr: row.address_ar,
    legalNameEn: row.legal_name_en,
    legalNameAr: row.legal_name_ar,
    crNumber: row.cr_number,
    vatNumber: row.vat_number,
    hours: { firstDay: row.hours_first_day, lastDay: row.hours_last_day, opens: row.hours_opens, closes: row.hours_closes },
    version: row.version,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The details as stored, or the first values at version 0 while nothing is. */
export async function getCompanyDetails(db: Kysely<DB> | Transaction<DB>): Promise<StoredCompanyDetails> {
  const row = await findCompanyDetails(db);
  return row ? toCompanyDetails(row) : { ...firstCompanyDetails(), version: 0, updatedAt: null };
}

/** The details without their bookkeeping: what GET /api/site-settings carries to every page. */
export function publicCompanyDetails({ version: _version, updatedAt: _updatedAt, ...details }: StoredCompanyDetails): CompanyDetails {
  return details;
}

/** What a page shows: the details and the site's own address. */
export function siteCompany(details: CompanyDetails): SiteCompany {
  return { ...details, website: new URL(env().SITE_URL).origin };
}

/**
 * For a page rendered on demand: the stored details. A database that cannot be reached gives the
 * first values instead (logged by code): the footer must not take a page down, and the browser
 * writes the current details into it as soon as the settings call answers.
 */
export async function companyForPage(db: () => Promise<Database>): Promise<SiteCompany> {
  try {
    return siteCompany(publicCompanyDetails(await getCompanyDetails(await db())));
  } catch (error) {
    if (classifyDatabaseError(error) === null) throw error;
    console.warn('company_details_unavailable');
    return siteCompany(firstCompanyDetails());
  }
}
