import { useId, useRef, useState } from 'react';
import type { Translate } from '#i18n/format';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import { Sentence } from '../../forms/Sentence.tsx';

interface Props {
  name: string;
  email: string;
  url: string;
  /** When the link stops working, as the admin reads it. */
  expires: string;
  onClose: () => void;
  t: Translate;
}

/**
 * The setup link, shown once to the inviting administrator to pass on (e-mail delivery comes with
 * the outbox of issue 21): only its hash is stored, so closing this is the last sight of it.
 */
export function SetupLinkDialog({ name, email, url, expires, onClose, t }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure page, a refusal): the link is selected for the keyboard's copy.
      input.current?.select();
    }
  };
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-help`} onClose={onClose} className="setup-link-dialog">
      <ModalHeader titleId={`${id}-title`} title={<Sentence template={t('adminUsers.link.title')} values={{ name }} />} closeLabel={t('adminUsers.link.done')} onClose={onClose} />
      <div className="modal-body">
        <p id={`${id}-help`}>
          <Sentence template={t('adminUsers.link.help', { date: expires })} values={{ email: { text: email, ltr: true } }} /> <strong>{t('adminUsers.link.once')}</strong>
        </p>
        <div className="field">
          <label htmlFor={`${id}-url`}>{t('adminUsers.link.label')}</label>
          <input ref={input} id={`${id}-url`} className="setup-link-url" dir="ltr" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <p className="setup-link-copied" role="status">
          {copied ? t('adminUsers.link.copied') : ''}
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={() => void copy()}>
            {t('adminUsers.link.copy')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('adminUsers.link.done')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
