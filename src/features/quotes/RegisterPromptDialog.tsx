import { useId } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { Modal } from '../dialog/Modal.tsx';
import { ModalHeader } from '../dialog/ModalHeader.tsx';
import { isPlainClick } from '../dialog/plain-click.ts';
import { loginPathBackTo } from '../auth/next-path.ts';

interface RegisterPromptDialogProps {
  locale: Locale;
  t: Translate;
  onClose: () => void;
  /** Opens the registration dialog in place of the registration page. */
  onRegister: () => void;
}

/** Shown to visitors where prices would be: why to register, and the way to do it or to sign in. */
export function RegisterPromptDialog({ locale, t, onClose, onRegister }: RegisterPromptDialogProps) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onClose}>
      <ModalHeader titleId={`${id}-title`} title={t('quotes.registerPrompt.title')} closeLabel={t('quotes.close')} onClose={onClose} />
      <div className="modal-body">
        <p id={`${id}-text`}>{t('quotes.registerPrompt.text')}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('quotes.cancel')}
          </button>
          <a className="btn btn-secondary" href={loginPathBackTo(locale, location)}>
            {t('quotes.registerPrompt.signIn')}
          </a>
          {/* The page stays the link's target: a new tab, or a browser without the dialog, still gets there. */}
          <a
            className="btn btn-primary"
            href={localizePath('/register', locale)}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onRegister();
            }}>
            {t('quotes.registerPrompt.register')}
          </a>
        </div>
      </div>
    </Modal>
  );
}
