import { sql } from 'kysely';
import type { StoredCompanyDetails } from '#lib/company';
import type { CompanyUpdate } from '#lib/validation/company';
import type { Database } from '../../db/index.ts';
import type { CompanyDetailsTable } from '../../db/schema.ts';
import { CATALOGUE_TAG, SITE_SETTINGS_TAG } from '../../http/cache-tags.ts';
import { conflict } from '../../http/errors.ts';
import { findCompanyDetails } from '../../company/repository.ts';
import { firstCompanyDetails, publicCompanyDetails, toCompanyDetails } from '../../company/service.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';

type CompanyColumns = Omit<CompanyDetailsTable, 'id' | 'version' | 'updated_at'>;

function toColumns(input: CompanyUpdate): CompanyColumns {
  return {
    phone: input.phone,
    sales_email: input.salesEmail,
    support_email: input.supportEmail,
    whatsapp_number: input.whatsappNumber,
    address_en: input.addressEn,
    address_ar: input.addressAr,
    legal_name_en: input.legalNameEn,
    legal_name_ar: input.legalNameAr,
    cr_number: input.crNumber,
    vat_number: input.vatNumber,
    hours_first_day: input.hours.firstDay,
    hours_last_day: input.hours.lastDay,
    hours_opens: input.hours.opens,
    hours_closes: input.hours.closes,
  };
}

/**
 * The admin's edit of the company details (ADR 0024): at the version the screen loaded (0 while the
 * environment's first values are shown), else 409 `version_conflict`. The first save stores the
 * row; from then on the database is the details' only source. Logged with every field before and
 * after; the public settings call and the pages rendered on demand (footer, chat link) are purged
 * after the commit. A save that changes nothing writes nothing.
 */
export async function updateCompanyDetails(db: Database, input: CompanyUpdate, actor: AuditActor): Promise<StoredCompanyDetails> {
  return adminWrite(db, actor, {
    change: async (tx) => {
      const current = await findCompanyDetails(tx, { lock: true });
      if (input.version !== (current?.version ?? 0)) throw conflict('version_conflict');
      const columns = toColumns(input);
      if (current && (Object.keys(columns) as (keyof CompanyColumns)[]).every((key) => current[key] === columns[key])) {
        return { result: toCompanyDetails(current), audit: null };
      }
      const row = current
        ? await tx
            .updateTable('company_details')
            .set({ ...columns, version: sql<number>`version + 1`, updated_at: new Date() })
            .returningAll()
            .executeTakeFirstOrThrow()
        : // Two first saves at once: the second finds the row taken and is told to reload.
          await tx.insertInto('company_details').values({ id: true, ...columns, updated_at: new Date() }).onConflict((oc) => oc.column('id').doNothing()).returningAll().executeTakeFirst();
      if (!row) throw conflict('version_conflict');
      const saved = toCompanyDetails(row);
      return {
        result: saved,
        audit: {
          action: 'settings.company',
          entity: 'settings',
          entityId: 'company',
          before: current ? publicCompanyDetails(toCompanyDetails(current)) : firstCompanyDetails(),
          after: publicCompanyDetails(saved),
        },
        purge: [SITE_SETTINGS_TAG, CATALOGUE_TAG],
      };
    },
  });
}
