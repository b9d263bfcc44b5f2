import { useEffect, useState } from 'react';
import { createT } from '#i18n/format';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import './two-step-prompt.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/** Dismissed for this browser tab's session only: the next sign-in asks again. */
const DISMISSED = 'liftparts:two-step-prompt-dismissed';

function dismissedEarlier(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED) === '1';
  } catch {
    return false;
  }
}

/**
 * The dashboard asks an administrator without two-step sign-in to set it up (issue 21: "the first
 * admin is prompted to set it up"). The page renders it only for such an administrator (read on
 * the server); "Not now" hides it for the session. Shown once the island is live, so a dismissed
 * prompt never flashes.
 */
export default function TwoStepPrompt({ locale, messages }: Props) {
  const t = createT(messages);
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(!dismissedEarlier()), []);
  if (!shown) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED, '1');
    } catch {
      // Storage refused (a private window's quota): hidden for this page only.
    }
    setShown(false);
  };

  return (
    <aside className="two-step-prompt" aria-labelledby="two-step-prompt-title" data-testid="two-step-prompt">
      <div className="two-step-prompt-text">
        <h2 id="two-step-prompt-title">{t('twoStep.prompt.title')}</h2>
        <p>{t('twoStep.prompt.text')}</p>
      </div>
      <div className="two-step-prompt-actions">
        <a className="btn btn-primary" href={`${localizePath('/admin/administrators', locale)}#two-step`}>
          {t('twoStep.prompt.action')}
        </a>
        <button type="button" className="btn btn-ghost" onClick={dismiss}>
          {t('twoStep.prompt.dismiss')}
        </button>
      </div>
    </aside>
  );
}
