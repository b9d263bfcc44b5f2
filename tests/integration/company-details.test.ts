import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '#lib/admin/audit';
import type { StoredCompanyDetails } from '#lib/company';
import { companyForPage } from '#server/company/service';
import { clearRecordedPurges, recordedPurges } from '#server/http/cache-tags';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { sessionFor } from '../support/sessions.ts';

/** Issue 20 / 22, ADR 0024: the company details as admin settings, the environment giving only their first values. */
const db = useTestDatabase();

const FIRST = {
  phone: '+966 11 000 0000',
  salesEmail: 'sales@liftparts.example',
  supportEmail: 'support@liftparts.example',
  whatsappNumber: '966500000000',
  addressEn: 'King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia',
  addressAr: 'طريق الملك فهد، حي العليا، الرياض 12211، المملكة العربية السعودية',
  legalNameEn: 'Gulf Lift Parts Trading Company',
  legalNameAr: 'شركة قطع مصاعد الخليج للتجارة',
  crNumber: '1010000000',
  vatNumber: '300000000000003',
  hours: { firstDay: 'saturday', lastDay: 'thursday', opens: '09:00', closes: '17:00' },
};

const NEW = {
  phone: '+966 12 345 6789',
  salesEmail: 'quotes@gulflift.example',
  supportEmail: 'help@gulflift.example',
  whatsappNumber: '966551234567',
  addressEn: 'Prince Sultan Road, Jeddah 23511, Saudi Arabia',
  addressAr: 'طريق الأمير سلطان، جدة 23511، المملكة العربية السعودية',
  legalNameEn: 'Gulf Lift Parts Co. Ltd.',
  legalNameAr: 'شركة قطع مصاعد الخليج المحدودة',
  crNumber: '4030123456',
  vatNumber: '310123456700003',
  hours: { firstDay: 'sunday', lastDay: 'thursday', opens: '08:30', closes: '16:30' },
};

let cookie = '';
let adminEmail = '';
beforeEach(async () => {
  if (!cookie) ({ cookie, email: adminEmail } = await sessionFor(db(), { role: 'admin' }));
  clearRecordedPurges();
});

const put = (body: unknown) => api('/api/admin/company', { method: 'PUT', body, headers: { cookie } });
const stored = async () => (await (await api('/api/admin/company', { headers: { cookie } })).json()) as StoredCompanyDetails;
const publicCompany = async () => ((await (await api('/api/site-settings')).json()) as { company: unknown }).company;
const rows = () => db().selectFrom('company_details').selectAll().execute();
const auditRows = () => db().selectFrom('audit_log').selectAll().where('action', '=', 'settings.company').execute();

describe('company details', () => {
  it('shows the environment’s first values at version 0 before anything is saved, to the admin and to every page', async () => {
    expect(await stored()).toEqual({ ...FIRST, version: 0, updatedAt: null });
    expect(await publicCompany()).toEqual(FIRST);
    expect(await rows()).toEqual([]);
    expect(await companyForPage(async () => db())).toEqual({ ...FIRST, website: 'http://localhost:4321' });
  });

  it('refuses every malformed field with its code, unknown fields too, writing and logging nothing', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ ...FIRST, phone: '' }, { phone: 'required' }],
      [{ ...FIRST, phone: 'call the office' }, { phone: 'invalid_phone' }],
      [{ ...FIRST, phone: '+966 11' }, { phone: 'invalid_phone' }],
      [{ ...FIRST, phone: `+966 ${'1'.repeat(30)}` }, { phone: 'too_long' }],
      [{ ...FIRST, phone: 966110000000 }, { phone: 'invalid_type' }],
      [{ ...FIRST, salesEmail: 'sales at example' }, { salesEmail: 'invalid_email' }],
      [{ ...FIRST, supportEmail: '' }, { supportEmail: 'required' }],
      [{ ...FIRST, whatsappNumber: '0500000000' }, { whatsappNumber: 'invalid_whatsapp_number' }],
      [{ ...FIRST, whatsappNumber: 'wa.me/966500000000' }, { whatsappNumber: 'invalid_whatsapp_number' }],
      [{ ...FIRST, whatsappNumber: '' }, { whatsappNumber: 'required' }],
      [{ ...FIRST, addressEn: '   ' }, { addressEn: 'required' }],
      [{ ...FIRST, addressAr: 'ش'.repeat(201) }, { addressAr: 'too_long' }],
      [{ ...FIRST, addressEn: 'King Fahd \u202eRoad' }, { addressEn: 'invalid_characters' }],
      [{ ...FIRST, legalNameEn: '' }, { legalNameEn: 'required' }],
      [{ ...FIRST, legalNameAr: 'ش'.repeat(151) }, { legalNameAr: 'too_long' }],
      [{ ...FIRST, crNumber: '101000000' }, { crNumber: 'invalid_cr_number' }],
      [{ ...FIRST, crNumber: '10100000001' }, { crNumber: 'invalid_cr_number' }],
      [{ ...FIRST, crNumber: 'CR1010000000' }, { crNumber: 'invalid_cr_number' }],
      [{ ...FIRST, crNumber: '' }, { crNumber: 'required' }],
      [{ ...FIRST, vatNumber: '300000000000004' }, { vatNumber: 'invalid_vat_number' }],
      [{ ...FIRST, vatNumber: '200000000000003' }, { vatNumber: 'invalid_vat_number' }],
      [{ ...FIRST, vatNumber: '30000000000003' }, { vatNumber: 'invalid_vat_number' }],
      [{ ...FIRST, hours: { ...FIRST.hours, firstDay: 'funday' } }, { 'hours.firstDay': 'invalid_value' }],
      [{ ...FIRST, hours: { ...FIRST.hours, lastDay: undefined } }, { 'hours.lastDay': 'required' }],
      [{ ...FIRST, hours: { ...FIRST.hours, opens: '25:00' } }, { 'hours.opens': 'invalid_time' }],
      [{ ...FIRST, hours: { ...FIRST.hours, closes: '5 PM' } }, { 'hours.closes': 'invalid_time' }],
      [{ ...FIRST, hours: { ...FIRST.hours, opens: '17:00', closes: '09:00' } }, { 'hours.closes': 'closes_before_opens' }],
      [{ ...FIRST, hours: { ...FIRST.hours, lunch: '13:00' } }, { 'hours.lunch': 'unknown_field' }],
      [{ ...FIRST, hours: 'Saturday to Thursday' }, { hours: 'invalid_type' }],
      [{ ...FIRST, hours: undefined }, { hours: 'required' }],
      [{ ...FIRST, version: undefined }, { version: 'required' }],
      [{ ...FIRST, version: '0' }, { version: 'invalid_type' }],
      [{ ...FIRST, version: -1 }, { version: 'invalid_type' }],
      [{ ...FIRST, fax: '+966 11 000 0001' }, { fax: 'unknown_field' }],
      [['phone'], { _: 'invalid_type' }],
    ];
    for (const [body, fields] of cases) {
      const withVersion = typeof body === 'object' && body !== null && !Array.isArray(body) && !('version' in body) ? { ...body, version: 0 } : body;
      const response = await put(withVersion);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.json(), JSON.stringify(fields)).toEqual({ error: { code: 'invalid_input', fields } });
    }
    expect(await rows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
    expect(recordedPurges()).toEqual([]);
    const notJson = await api('/api/admin/company', { method: 'PUT', body: '{"phone":', headers: { cookie, 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('saves the first edit at version 0, after which every page reads the database: logged with before and after, purged after the commit', async () => {
    const response = await put({ ...NEW, version: 0 });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as StoredCompanyDetails;
    expect(saved).toMatchObject({ ...NEW, version: 1 });
    expect(await stored()).toMatchObject({ ...NEW, version: 1 });
    expect(await publicCompany()).toEqual(NEW);
    expect(await companyForPage(async () => db())).toMatchObject({ phone: NEW.phone, crNumber: NEW.crNumber, hours: NEW.hours });
    // The public settings call and the pages rendered on demand (their footers) are purged.
    expect(recordedPurges()).toEqual([['site-settings', 'catalogue']]);

    const log = (await (await api('/api/admin/activity?kind=settings', { headers: { cookie } })).json()) as AuditPage;
    expect(log.items[0]).toMatchObject({ actorEmail: adminEmail, action: 'settings.company', entity: 'settings', entityId: 'company', before: FIRST, after: NEW });
  });

  it('refuses an edit made at a version someone else saved over (409), writing nothing', async () => {
    const before = await rows();
    const audited = (await auditRows()).length;
    const stale = await put({ ...NEW, phone: '+966 13 000 0000', version: 0 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: { code: 'version_conflict' } });
    expect(await rows()).toEqual(before);
    expect(await auditRows()).toHaveLength(audited);
    expect(recordedPurges()).toEqual([]);
  });

  it('reads numbers as typed: Arabic-Indic digits, spaces and the plus are tidied; a save that changes nothing logs nothing', async () => {
    const { version } = await stored();
    const typed = { ...NEW, crNumber: '٤٠٣٠١٢٣٤٥٦', vatNumber: '310 1234 5670 0003', whatsappNumber: '+966 55 123 4567', phone: '  +966 12 345 6789 ', salesEmail: 'Quotes@GulfLift.example', version };
    const response = await put(typed);
    expect(response.status).toBe(200);
    // Every value normalises to what is stored: nothing changed, nothing is written or logged.
    expect(await response.json()).toMatchObject({ ...NEW, version });
    expect(await auditRows()).toHaveLength(1);
    expect(recordedPurges()).toEqual([]);
  });

  it('lets one of two first saves in at once and tells the other to reload', async () => {
    await db().deleteFrom('company_details').execute();
    const [a, b] = await Promise.all([put({ ...NEW, version: 0 }), put({ ...FIRST, version: 0 })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await rows()).toHaveLength(1);
  });

  it('is for administrators only, from this site only', async () => {
    expect((await api('/api/admin/company')).status).toBe(401);
    const customer = await sessionFor(db(), { role: 'distributor' });
    expect((await api('/api/admin/company', { method: 'PUT', body: { ...NEW, version: 0 }, headers: { cookie: customer.cookie } })).status).toBe(403);
    const crossSite = await api('/api/admin/company', { method: 'PUT', body: { ...NEW, version: 0 }, headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });
});
