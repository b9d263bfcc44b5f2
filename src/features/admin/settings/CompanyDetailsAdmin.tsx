import { useEffect, useId, useState } from 'react';
import { WEEKDAYS, type BusinessHours, type CompanyDetails } from '#lib/company';
import { companySlotText } from '#lib/company-slots';
import { weekdayName } from '#lib/business-hours';
import type { Locale } from '#i18n/locales';
import { ltrIsolate, numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { Field } from '../../forms/Field.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid.ts';
import '../shared/admin-list.css';
import { fetchCompanyDetails, saveCompanyDetails } from './company-api.ts';
import { draftOf, useCompanyForm, type CompanyDraft, type CompanyField } from './company-form.ts';
import { $savedCompanyContact } from './company-store.ts';
import './settings.css';

/** The WhatsApp field's example: a number, so an identifier in Western digits in every language. */
const WHATSAPP_EXAMPLE = '966500000000';

interface CompanyDetailsAdminProps {
  locale: Locale;
  /** `adminSite.company.*`, `contact.hours.*`, `errors.*`, `admin.list.*`. */
  messages: Partial<Record<MessageKey, string>>;
}

type Outcome = 'idle' | 'saving' | 'saved' | 'unchanged' | 'conflict' | 'invalid' | 'failed';

/** The business hours as the contact page will write them, in the admin's language (same Intl functions). */
function hoursPreview(hours: BusinessHours, locale: Locale, t: ReturnType<typeof createT>): string {
  const company = { hours } as CompanyDetails;
  const parts = [
    companySlotText(company, 'days', locale, t('contact.hours.days')),
    companySlotText(company, 'times', locale, t('contact.hours.time')),
    companySlotText(company, 'closedDays', locale, t('contact.hours.closed')),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * /admin/settings, second section (island): the company's details (ADR 0024): contact details,
 * business hours and legal identity, saved together at the version loaded. Visitors see a change
 * within a minute, without a rebuild; a save over someone else's is refused with a reload offer.
 */
export default function CompanyDetailsAdmin({ locale, messages }: CompanyDetailsAdminProps) {
  const t = createT(messages);
  const formatNumber = numberFormatter(locale);
  const id = useId();
  const [load, setLoad] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const form = useCompanyForm(t, formatNumber);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function read(): Promise<boolean> {
    const result = await fetchCompanyDetails();
    if (!result.ok) return false;
    form.setDraft(draftOf(result.data));
    form.setErrors({});
    return true;
  }

  useEffect(() => {
    void read().then((ok) => setLoad(ok ? 'ready' : 'failed'));
  }, []);

  async function save() {
    const body = form.check();
    if (!body) {
      setOutcome('invalid');
      return focusFirstInvalid();
    }
    setOutcome('saving');
    const result = await saveCompanyDetails(body);
    if (result.ok) {
      const changed = result.data.version !== body.version;
      form.setDraft(draftOf(result.data));
      $savedCompanyContact.set({ phone: result.data.phone, email: result.data.salesEmail });
      return setOutcome(changed ? 'saved' : 'unchanged');
    }
    const { status, code, fields } = result.error;
    if (status === 409 && code === 'version_conflict') return setOutcome('conflict');
    if (status === 400 && fields && Object.keys(fields).length) {
      form.setErrors(fields);
      setOutcome('invalid');
      return focusFirstInvalid();
    }
    setOutcome('failed');
  }

  async function reload() {
    setOutcome('saving');
    setOutcome((await read()) ? 'idle' : 'failed');
  }

  if (load === 'loading') {
    return (
      <p className="admin-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t('admin.list.loading')}
      </p>
    );
  }
  if (load === 'failed' || !form.draft) {
    return (
      <div className="alert alert-error admin-error" role="alert">
        <span>{t('adminSite.company.loadFailed')}</span>
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
          {t('admin.list.retry')}
        </button>
      </div>
    );
  }

  const draft: CompanyDraft = form.draft;
  const edit = (field: CompanyField) => (value: string) => {
    form.set(field)(value);
    setOutcome('idle');
  };
  const text = (field: CompanyField, label: string, extra: { hint?: string; dir?: 'ltr' | 'rtl'; lang?: string; inputMode?: 'numeric' | 'tel' | 'email'; type?: string; autoComplete?: string; multiline?: boolean } = {}) => (
    <TextField idPrefix="company" name={field} label={label} value={form.value(field)} onValueChange={edit(field)} error={form.message(field)} required rows={extra.multiline ? 2 : undefined} {...extra} />
  );
  const dayField = (field: 'hours.firstDay' | 'hours.lastDay', label: string) => (
    <Field id={`company-${field}`} label={label} required error={form.message(field)}>
      {(control) => (
        <select {...control} name={field} value={form.value(field)} onChange={(event) => edit(field)(event.target.value)}>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {weekdayName(day, locale)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <section className="settings-form company-details" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section-title">
        {t('adminSite.company.title')}
      </h2>
      <p className="field-hint">{t('adminSite.company.intro')}</p>
      <form
        ref={formRef}
        className="company-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="settings-group">
          <legend>{t('adminSite.company.contact')}</legend>
          <div className="form-grid-2">
            {text('phone', t('adminSite.company.phone'), { dir: 'ltr', inputMode: 'tel', type: 'tel', hint: t('adminSite.company.phoneHint') })}
            {text('whatsappNumber', t('adminSite.company.whatsappNumber'), { dir: 'ltr', inputMode: 'numeric', hint: t('adminSite.company.whatsappHint', { example: ltrIsolate(WHATSAPP_EXAMPLE) }) })}
            {text('salesEmail', t('adminSite.company.salesEmail'), { dir: 'ltr', inputMode: 'email', type: 'email' })}
            {text('supportEmail', t('adminSite.company.supportEmail'), { dir: 'ltr', inputMode: 'email', type: 'email' })}
          </div>
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t('adminSite.company.address')}</legend>
          <div className="form-grid-2">
            {text('addressEn', t('adminSite.company.addressEn'), { dir: 'ltr', lang: 'en', multiline: true })}
            {text('addressAr', t('adminSite.company.addressAr'), { dir: 'rtl', lang: 'ar', multiline: true })}
          </div>
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t('adminSite.company.hours')}</legend>
          <div className="company-hours">
            {dayField('hours.firstDay', t('adminSite.company.firstDay'))}
            {dayField('hours.lastDay', t('adminSite.company.lastDay'))}
            {text('hours.opens', t('adminSite.company.opens'), { type: 'time', dir: 'ltr' })}
            {text('hours.closes', t('adminSite.company.closes'), { type: 'time', dir: 'ltr' })}
          </div>
          <p className="company-hours-preview" aria-live="polite">
            <span>{t('adminSite.company.hoursPreview')}</span> <bdi>{hoursPreview(draft.hours, locale, t)}</bdi>
          </p>
        </fieldset>
        <fieldset className="settings-group">
          <legend>{t('adminSite.company.legal')}</legend>
          <p className="field-hint">{t('adminSite.company.legalHint')}</p>
          <div className="form-grid-2">
            {text('legalNameEn', t('adminSite.company.legalNameEn'), { dir: 'ltr', lang: 'en' })}
            {text('legalNameAr', t('adminSite.company.legalNameAr'), { dir: 'rtl', lang: 'ar' })}
            {text('crNumber', t('adminSite.company.crNumber'), { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off', hint: t('adminSite.company.crHint') })}
            {text('vatNumber', t('adminSite.company.vatNumber'), { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off', hint: t('adminSite.company.vatHint') })}
          </div>
        </fieldset>
        <div className="settings-actions">
          <SubmitButton busy={outcome === 'saving'} label={t('adminSite.company.save')} busyLabel={t('adminSite.settings.saving')} />
          <div aria-live="polite" className="settings-outcome">
            {outcome === 'saved' && <p className="alert alert-success">{t('adminSite.company.saved')}</p>}
            {outcome === 'unchanged' && <p className="alert alert-success">{t('adminSite.company.unchanged')}</p>}
            {outcome === 'invalid' && <p className="alert alert-error">{t('errors.invalid_input')}</p>}
            {outcome === 'failed' && <p className="alert alert-error">{t('adminSite.company.saveFailed')}</p>}
            {outcome === 'conflict' && (
              <div className="alert alert-error admin-error" role="alert">
                <span>{t('adminSite.company.conflict')}</span>
                <button type="button" className="btn btn-outline btn-small" onClick={() => void reload()}>
                  {t('adminSite.company.reload')}
                </button>
              </div>
            )}
          </div>
        </div>
      </form>
    </section>
  );
}
