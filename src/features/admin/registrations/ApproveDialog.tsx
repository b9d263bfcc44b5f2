import { useId, useState } from 'react';
import type { Translate } from '#i18n/format';
import type { RegistrationRecord } from '#lib/validation/registration-admin';
import { CUSTOMER_CLASSES, isCustomerClass, type CustomerClass } from '#lib/roles';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import { Sentence } from '../../forms/Sentence.tsx';
import { RegistrationSummary } from './RegistrationSummary.tsx';

interface Props {
  registration: RegistrationRecord;
  onConfirm: (role: CustomerClass) => void;
  onCancel: () => void;
  t: Translate;
}

/** Approval names the customer class (SPEC §4); a previously granted class is offered again. The CR and VAT numbers are there to check. */
export function ApproveDialog({ registration, onConfirm, onCancel, t }: Props) {
  const id = useId();
  // A new registration holds new_customer, so that class is preselected until another is chosen.
  const previous: CustomerClass = isCustomerClass(registration.role) ? registration.role : 'new_customer';
  const [role, setRole] = useState<CustomerClass>(previous);

  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-help`} onClose={onCancel} className="registration-dialog">
      <ModalHeader titleId={`${id}-title`} title={<Sentence template={t('admin.registrations.approveTitle')} values={{ company: registration.companyName }} />} closeLabel={t('common.cancel')} onClose={onCancel} />
      <form
        className="modal-body"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(role);
        }}>
        <RegistrationSummary registration={registration} t={t} />
        <p id={`${id}-help`}>{t('admin.registrations.approveHelp')}</p>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('admin.registrations.approveRole')}</label>
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.currentTarget.value as CustomerClass)}>
            {CUSTOMER_CLASSES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('admin.registrations.confirmApprove')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
