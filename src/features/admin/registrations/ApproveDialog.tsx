import { useEffect, useRef, useState } from 'react';
import type { Translate } from '#i18n/format';
import { APPROVABLE_ROLES, type ApprovableRole, type RegistrationRecord } from '#lib/validation/registration-admin';

interface Props {
  registration: RegistrationRecord;
  onConfirm: (role: ApprovableRole) => void;
  onCancel: () => void;
  t: Translate;
}

/** Approval names the customer class (SPEC §4); a previously granted class is offered again. */
export function ApproveDialog({ registration, onConfirm, onCancel, t }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const previous = (APPROVABLE_ROLES as readonly string[]).includes(registration.role) ? (registration.role as ApprovableRole) : 'retail';
  const [role, setRole] = useState<ApprovableRole>(previous);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
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
          <select id="approve-role" value={role} onChange={(e) => setRole(e.currentTarget.value as ApprovableRole)}>
            {APPROVABLE_ROLES.map((r) => (
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
