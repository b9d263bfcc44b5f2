import { useState } from 'react';
import type { StoredCompanyDetails } from '#lib/company';
import { COMPANY_LIMITS, companyUpdateSchema, type CompanyUpdate } from '#lib/validation/company';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import type { Translate } from '#i18n/format';
import { fieldError } from '#i18n/error-message';

/** The company details as typed: the stored shape, strings throughout. */
export type CompanyDraft = Omit<StoredCompanyDetails, 'updatedAt'>;

/** Text fields by their path in the body (`hours.opens` for the nested ones). */
export type CompanyField = Exclude<keyof CompanyDraft, 'hours' | 'version'> | `hours.${keyof CompanyDraft['hours']}`;

const MAX: Partial<Record<CompanyField, number>> = {
  phone: COMPANY_LIMITS.phone,
  whatsappNumber: COMPANY_LIMITS.phone,
  addressEn: COMPANY_LIMITS.address,
  addressAr: COMPANY_LIMITS.address,
  legalNameEn: COMPANY_LIMITS.legalName,
  legalNameAr: COMPANY_LIMITS.legalName,
};

export const draftOf = ({ updatedAt: _updatedAt, ...details }: StoredCompanyDetails): CompanyDraft => ({ ...details, hours: { ...details.hours } });

function valueAt(draft: CompanyDraft, field: CompanyField): string {
  return field.startsWith('hours.') ? draft.hours[field.slice(6) as keyof CompanyDraft['hours']] : (draft[field as Exclude<CompanyField, `hours.${string}`>] as string);
}

/**
 * The company details form's state: the draft, checked with the server's own schema before it is
 * sent, and the field errors of the last check or refusal (by the same dotted paths).
 */
export function useCompanyForm(t: Translate, formatNumber: (n: number) => string) {
  const [draft, setDraft] = useState<CompanyDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (field: CompanyField) => (value: string) => {
    setDraft((current) => {
      if (!current) return current;
      if (!field.startsWith('hours.')) return { ...current, [field]: value };
      return { ...current, hours: { ...current.hours, [field.slice(6)]: value } };
    });
    // A changed opening time may settle the closing time's complaint, and the other way round.
    setErrors(({ [field]: _cleared, ...rest }) => (field === 'hours.opens' ? (({ 'hours.closes': _c, ...others }) => others)(rest) : rest));
  };

  /** The checked body, or null with the errors shown. */
  const check = (): CompanyUpdate | null => {
    if (!draft) return null;
    const parsed = companyUpdateSchema.safeParse(draft);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return null;
  };

  const value = (field: CompanyField): string => (draft ? valueAt(draft, field) : '');
  const message = (field: CompanyField): string | undefined => fieldError(t, errors[field], { max: formatNumber(MAX[field] ?? 0) }) ?? undefined;

  return { draft, setDraft, set, value, check, errors, setErrors, message };
}
