import { useId } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { Modal } from '../dialog/Modal.tsx';
import { ModalHeader } from '../dialog/ModalHeader.tsx';

/** Shown to visitors where prices would be: why to register, and the way to do it or to sign in. */
export function RegisterPromptDialog({ locale, t, onClose }: { locale: Locale; t: Translate; onClose: () => void }) {
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
          <a className="btn btn-secondary" href={localizePath('/login', locale)}>
            {t('quotes.registerPrompt.signIn')}
          </a>
          <a className="btn btn-primary" href={localizePath('/register', locale)}>
            {t('quotes.registerPrompt.register')}
          </a>
        </div>
      </div>
    </Modal>
  );
}
