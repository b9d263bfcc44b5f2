import { createT } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { numberFormatter } from '#lib/format';
import type { TotpStatus } from '#lib/validation/totp';
import { dateFormatter } from '../admin/shared/format.ts';
import { TwoStepSettings } from '../auth/TwoStepSettings.tsx';

interface Props {
  locale: Locale;
  email: string;
  /** Read with the page, so the section arrives complete. */
  status: TotpStatus;
  messages: Partial<Record<MessageKey, string>>;
}

/** The buyer's two-step sign-in on /account (issue 21, ADR 0028): optional, and theirs to turn off. */
export default function AccountTwoStep({ locale, email, status, messages }: Props) {
  const formatNumber = numberFormatter(locale);
  return (
    <TwoStepSettings
      t={createT(messages)}
      base="/api/account/totp"
      audience="customer"
      initial={status}
      email={email}
      formatDate={dateFormatter(locale)}
      formatNumber={(n) => formatNumber(n)}
      className="card account-card"
    />
  );
}
