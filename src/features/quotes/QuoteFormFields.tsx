import { TEXT_LIMITS } from '#lib/validation/common';
import type { DialogQuoteKind } from '#lib/quote-kinds';
import type { QuoteFormValues } from '#lib/validation/quote';
import type { Translate } from '#i18n/format';
import { PhoneField } from '../forms/PhoneField.tsx';
import { TextField } from '../forms/TextField.tsx';

interface QuoteFormFieldsProps {
  idPrefix: string;
  kind: DialogQuoteKind;
  t: Translate;
  values: QuoteFormValues;
  /** Translated messages by field. */
  errors: Record<string, string>;
  change: (field: keyof QuoteFormValues) => (value: string) => void;
  disabled: boolean;
  /** The quote list asks no quantity: each of its lines has one (issue 23). */
  withQuantity?: boolean;
}

/** The fields every quote dialog asks for; notes are required only for a custom request. */
export function QuoteFormFields({ idPrefix, kind, t, values, errors, change, disabled, withQuantity = true }: QuoteFormFieldsProps) {
  const field = (name: keyof QuoteFormValues) => ({ idPrefix, name, value: values[name], onValueChange: change(name), error: errors[name], disabled });
  const notesRequired = kind === 'custom';
  return (
    <div className="form-grid">
      <div className="form-grid-2">
        <TextField {...field('company')} label={t('quotes.field.company')} required maxLength={TEXT_LIMITS.company} autoComplete="organization" />
        <TextField {...field('name')} label={t(kind === 'home_lift' ? 'quotes.field.fullName' : 'quotes.field.name')} required maxLength={TEXT_LIMITS.name} autoComplete="name" />
      </div>
      <TextField {...field('email')} label={t('quotes.field.email')} required type="email" dir="ltr" maxLength={TEXT_LIMITS.email} autoComplete="email" inputMode="email" />
      <div className="form-grid-2">
        <PhoneField
          idPrefix={idPrefix}
          label={t('quotes.field.phone')}
          codeLabel={t('quotes.field.phoneCountryCode')}
          hint={t('quotes.field.phoneHint')}
          countryCode={values.phoneCountryCode}
          phone={values.phone}
          onCountryCodeChange={change('phoneCountryCode')}
          onPhoneChange={change('phone')}
          error={errors.phone ?? errors.phoneCountryCode}
          placeholder="5XXXXXXXX"
          disabled={disabled}
        />
        {withQuantity && <TextField {...field('quantity')} label={t('quotes.field.quantity')} required type="number" min={1} step={1} inputMode="numeric" />}
      </div>
      <TextField
        {...field('notes')}
        label={t(notesRequired ? 'quotes.field.notes' : 'quotes.field.notesOptional')}
        required={notesRequired}
        multiline
        rows={4}
        maxLength={TEXT_LIMITS.quoteNotes}
        placeholder={kind === 'custom' ? t('quotes.field.notesPlaceholder') : undefined}
      />
    </div>
  );
}
