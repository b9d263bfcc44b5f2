import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '#i18n/format';
import { type CookiePreferences, REJECT_ALL } from './preferences.ts';

interface Props {
  t: Translate;
  initial: CookiePreferences;
  onSave(choice: CookiePreferences): void;
  onClose(): void;
}

type Optional = 'analytics' | 'marketing';

/**
 * Cookie categories with their switches. A native modal <dialog> gives focus containment,
 * Escape to close and the inert page behind it without a focus-trap library.
 */
export function PreferencesDialog({ t, initial, onSave, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<CookiePreferences>(initial);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const toggle = (key: Optional) => setChoice((c) => ({ ...c, [key]: !c[key] }));

  return (
    <dialog ref={ref} className="consent-dialog" aria-labelledby={titleId} onClose={onClose} data-testid="cookie-preferences">
      <div className="consent-dialog__head">
        <h2 id={titleId}>{t('cookies.preferences.title')}</h2>
        <button type="button" className="consent-dialog__close" aria-label={t('cookies.preferences.close')} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="consent-dialog__intro">{t('cookies.preferences.intro')}</p>
      <ul className="consent-categories">
        <Category title={t('cookies.category.essential.title')} text={t('cookies.category.essential.text')}>
          <span className="consent-always">{t('cookies.preferences.alwaysOn')}</span>
          <Switch checked disabled label={t('cookies.category.essential.title')} />
        </Category>
        {(['analytics', 'marketing'] as const).map((key) => (
          <Category key={key} title={t(`cookies.category.${key}.title`)} text={t(`cookies.category.${key}.text`)}>
            <Switch checked={choice[key]} label={t(`cookies.category.${key}.title`)} onChange={() => toggle(key)} />
          </Category>
        ))}
      </ul>
      <div className="consent-dialog__actions">
        <button type="button" className="btn btn-outline" onClick={() => onSave(REJECT_ALL)}>
          {t('cookies.banner.rejectAll')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onSave(choice)}>
          {t('cookies.preferences.save')}
        </button>
      </div>
    </dialog>
  );
}

function Category({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <li className="consent-category">
      <div>
        <h3>{title}</h3>
        <p>{text}</p>
      </div>
      <div className="consent-category__control">{children}</div>
    </li>
  );
}

function Switch({ checked, disabled, label, onChange }: { checked: boolean; disabled?: boolean; label: string; onChange?: () => void }) {
  return (
    <label className="consent-switch">
      <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={onChange} aria-label={label} />
      <span className="consent-switch__track" aria-hidden="true" />
    </label>
  );
}
