import { useState } from 'react';
import { createT } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';
import { accountRequest } from './account-api.ts';

interface Props {
  messages: Partial<Record<MessageKey, string>>;
  verified: boolean;
}

/**
 * Whether the buyer's address is confirmed (issue 21) and, until it is, a way to have a new link
 * sent (the newest link replaces the earlier one; a few an hour).
 */
export default function EmailVerification({ messages, verified }: Props) {
  const t = createT(messages);
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'limited' | 'failed'>('idle');
  if (verified) {
    return (
      <p className="account-verified is-verified" data-testid="email-verified">
        {t('account.verify.verified')}
      </p>
    );
  }
  async function resend() {
    setState('busy');
    const result = await accountRequest('/api/account/verification', { method: 'POST', once: true });
    if (result.ok) setState('sent');
    else setState(result.error.status === 429 ? 'limited' : result.error.code === 'email_already_verified' ? 'sent' : 'failed');
  }
  return (
    <div className="account-verify" data-testid="email-unverified">
      <p className="account-verified is-unverified">{t('account.verify.unverified')}</p>
      <p className="form-note">{t('account.verify.why')}</p>
      <div role="status" aria-live="polite">
        {state === 'sent' && <p className="alert alert-success">{t('account.verify.sent')}</p>}
        {state === 'limited' && <p className="alert alert-error">{t('account.verify.limited')}</p>}
        {state === 'failed' && <p className="alert alert-error">{t('account.verify.failed')}</p>}
      </div>
      {state !== 'sent' && (
        <button type="button" className="btn btn-outline" disabled={state === 'busy'} onClick={() => void resend()}>
          {t('account.verify.resend')}
        </button>
      )}
    </div>
  );
}
