import { useId, useState } from 'react';
import { intlLocale, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { REJECTION_REASON_MAX, type RegistrationRecord } from '#lib/validation/registration-admin';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import { Sentence } from '../../forms/Sentence.tsx';
import { RegistrationSummary } from './RegistrationSummary.tsx';

interface Props {
  registration: RegistrationRecord;
  locale: Locale;
  /** The reason as typed ('' for none); the server sanitises and trims it like every text. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  t: Translate;
}

/** Rejection with an optional reason, which the applicant reads when signing in (issue 20). */
export function RejectDialog({ registration, locale, onConfirm, onCancel, t }: Props) {
  const id = useId();
  const [reason, setReason] = useState(registration.rejectionReason ?? '');
  const max = new Intl.NumberFormat(intlLocale(locale)).format(REJECTION_REASON_MAX);

  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-help`} onClose={onCancel} className="registration-dialog">
      <ModalHeader titleId={`${id}-title`} title={<Sentence template={t('admin.registrations.rejectTitle')} values={{ company: registration.companyName }} />} closeLabel={t('common.cancel')} onClose={onCancel} />
      <form
        className="modal-body"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(reason.trim());
        }}>
        <RegistrationSummary registration={registration} t={t} />
        <p id={`${id}-help`}>{t('admin.registrations.rejectHelp')}</p>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('admin.registrations.rejectReason')}</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            dir="auto"
            maxLength={REJECTION_REASON_MAX}
            value={reason}
            aria-describedby={`${id}-reason-hint`}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <p id={`${id}-reason-hint`} className="field-hint">
            {t('admin.registrations.rejectReasonHint', { max })}
          </p>
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-danger">
            {t('admin.registrations.confirmReject')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
