import { createT } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import type { PasswordChange } from '#lib/admin/administrators';
import { numberFormatter } from '#lib/format';
import { ChangePasswordForm } from '../auth/ChangePasswordForm.tsx';
import { accountRequest } from './account-api.ts';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

const changeMyPassword = (change: PasswordChange) => accountRequest<{ changed: true }>('/api/account/password', { method: 'POST', body: change, once: true });

/** The buyer's own password on /account (issue 21): the administrators' form, the buyer's endpoint. */
export default function AccountPassword({ locale, messages }: Props) {
  const formatNumber = numberFormatter(locale);
  return <ChangePasswordForm t={createT(messages)} formatNumber={(n) => formatNumber(n)} send={changeMyPassword} className="account-password" heading="h2" />;
}
