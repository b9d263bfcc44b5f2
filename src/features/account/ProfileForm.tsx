import { useId, type FormEvent } from 'react';
import type { AccountProfile } from '#lib/account/profile';
import { TEXT_LIMITS } from '#lib/validation/common';
import { createT } from '#i18n/format';
import { fieldMessages } from '#i18n/error-message';
import { intlLocale, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { useAdoptEarlyInput } from '../forms/adopt-early-input.ts';
import { PhoneField } from '../forms/PhoneField.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { TextField } from '../forms/TextField.tsx';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid.ts';
import { useProfileForm } from './use-profile-form.ts';

interface ProfileFormProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  profile: AccountProfile;
}

const FIELD_MAX: Record<string, number> = { contactPerson: TEXT_LIMITS.contactPerson, city: TEXT_LIMITS.city };

/** The buyer's editable details on /account: contact person, phone and city (island, live on intent). */
export default function ProfileForm({ locale, messages, profile }: ProfileFormProps) {
  const t = createT(messages);
  const id = useId();
  const form = useProfileForm(profile);
  const formatNumber = new Intl.NumberFormat(intlLocale(locale)).format;
  const errors = fieldMessages(t, form.errors, (field) => ({ max: formatNumber(FIELD_MAX[field] ?? 0) }));
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  useAdoptEarlyInput(formRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.save())) focusFirstInvalid();
  }

  return (
    <form ref={formRef} className="account-profile-form form-grid" noValidate onSubmit={submit} aria-busy={form.busy}>
      <TextField
        idPrefix={id}
        name="contactPerson"
        label={t('account.profile.contactPerson')}
        required
        maxLength={TEXT_LIMITS.contactPerson}
        autoComplete="name"
        value={form.values.contactPerson}
        onValueChange={form.change('contactPerson')}
        error={errors.contactPerson}
        disabled={form.busy}
      />
      <PhoneField
        idPrefix={id}
        label={t('account.profile.phone')}
        codeLabel={t('account.profile.phoneCountryCode')}
        hint={t('account.profile.phoneHint')}
        countryCode={form.values.phoneCountryCode}
        phone={form.values.phone}
        onCountryCodeChange={form.change('phoneCountryCode')}
        onPhoneChange={form.change('phone')}
        error={errors.phone ?? errors.phoneCountryCode}
        disabled={form.busy}
      />
      <TextField
        idPrefix={id}
        name="city"
        label={t('account.profile.city')}
        required
        maxLength={TEXT_LIMITS.city}
        autoComplete="address-level2"
        value={form.values.city}
        onValueChange={form.change('city')}
        error={errors.city}
        disabled={form.busy}
      />
      <div role="status" aria-live="polite">
        {form.notice === 'saved' && <p className="alert alert-success">{t('account.profile.saved')}</p>}
        {form.notice === 'conflict' && <p className="alert alert-error">{t('account.profile.conflict')}</p>}
      </div>
      {form.notice === 'failed' && (
        <p className="alert alert-error" role="alert">
          {t('account.profile.failed')}
        </p>
      )}
      <div>
        <SubmitButton busy={form.busy} label={t('account.profile.save')} busyLabel={t('account.profile.saving')} loadingLabel={t('account.profile.loadingForm')} />
      </div>
    </form>
  );
}
