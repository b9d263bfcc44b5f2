import { useEffect, useRef, useState } from 'react';
import type { Translate } from '#i18n/format';
import type { RegistrationRecord } from '#lib/validation/registration-admin';
import { CUSTOMER_CLASSES, isCustomerClass, type CustomerClass } from '#lib/roles';

interface Props {
  registration: RegistrationRecord;
  onConfirm: (role: CustomerClass) => void;
  onCancel: () => void;
  t: Translate;
}

/** Approval names the customer class (SPEC §4); a previously granted class is offered again. */
export function ApproveDialog({ registration, onConfirm, onCancel, t }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A new registration holds new_customer, so that class is preselected until another is chosen.
  const previous: CustomerClass = isCustomerClass(registration.role) ? registration.role : 'new_customer';
  const [role, setRole] = useState<CustomerClass>(previous);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    // Escape closes through onCancel; a click on the backdrop is the pointer's equivalent.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="approve-dialog"
      aria-labelledby="approve-dialog-title"
      onCancel={onCancel}
      onClick={(e) => e.target === dialog.current && onCancel()}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(role);
        }}>
        <h3 id="approve-dialog-title">{t('admin.registrations.approveTitle', { company: registration.companyName })}</h3>
        <p>{t('admin.registrations.approveHelp')}</p>
        <div className="field">
          <label htmlFor="approve-role">{t('admin.registrations.approveRole')}</label>
          <select id="approve-role" value={role} onChange={(e) => setRole(e.currentTarget.value as CustomerClass)}>
            {CUSTOMER_CLASSES.map((r) => (
              <option key={r} value={r}>
                {t(`admin.role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="approve-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('admin.registrations.confirmApprove')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
