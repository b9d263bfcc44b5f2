import { useState } from 'react';
import { createT } from '#i18n/format';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { TWO_STEP_PROMPT_DISMISSED } from './two-step-prompt-script.ts';
import './two-step-prompt.css';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

/**
 * The dashboard asks an administrator without two-step sign-in to set it up (issue 21: "the first
 * admin is prompted to set it up"). The page renders it only for such an administrator (read on
 * the server); "Not now" hides it for the browser session (sessionStorage), and the inline script
 * beside it keeps it hidden on the next pages of that session (two-step-prompt-script.ts).
 */
export default function TwoStepPrompt({ locale, messages }: Props) {
  const t = createT(messages);
  const [shown, setShown] = useState(true);
  if (!shown) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(TWO_STEP_PROMPT_DISMISSED, '1');
    } catch {
      // Storage refused (a private window's quota): hidden for this page only.
    }
    setShown(false);
  };

  return (
    <section className="two-step-prompt" aria-labelledby="two-step-prompt-title" data-testid="two-step-prompt">
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
    </section>
  );
}
