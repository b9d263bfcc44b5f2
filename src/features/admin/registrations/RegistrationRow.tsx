import type { Translate } from '#i18n/format';
import { DELETABLE_STATUSES, type RegistrationChange, type RegistrationRecord } from '#lib/validation/registration-admin';
import { CUSTOMER_CLASSES, PROFILE_STATUSES, type CustomerClass } from '#lib/roles';

interface Props {
  registration: RegistrationRecord;
  saving: boolean;
  date: string;
  /** The screen's date format, for the closure request's day. */
  formatDate: (iso: string) => string;
  /** Approving always asks for the customer class first. */
  onApprove: () => void;
  /** Rejecting asks for an optional reason first. */
  onReject: () => void;
  onChange: (change: RegistrationChange) => void;
  /** Asks before deleting a pending or rejected registration as spam. */
  onDelete: () => void;
  onErase: () => void;
  /** Lifts the sign-in locks on the account; offered only while one is in force. */
  onUnlock: () => void;
  t: Translate;
}

/**
 * One registration. Seven columns, so the table fits a 1280 px screen in both languages (issue
 * 20): the contact person, city and country go under the company, the phone under the e-mail, the
 * VAT number under the CR number. On narrow screens each cell shows its column name (data-label)
 * as a card.
 */
export function RegistrationRow({ registration: r, saving, date, formatDate, onApprove, onReject, onChange, onDelete, onErase, onUnlock, t }: Props) {
  const label = (column: string) => t(`admin.registrations.${column}` as Parameters<Translate>[0]);
  const setStatus = (status: (typeof PROFILE_STATUSES)[number]) =>
    status === 'approved' ? onApprove() : status === 'rejected' ? onReject() : onChange({ status });
  return (
    <tr data-status={r.status} aria-busy={saving || undefined}>
      {/* What customers typed keeps its own direction (<bdi>): an English name on an Arabic page and the reverse. */}
      <th scope="row" data-label={label('company')}>
        <span className="cell-strong">
          <bdi>{r.companyName}</bdi>
        </span>
        <span className="cell-sub">
          <bdi>{r.contactPerson}</bdi>
        </span>
        <span className="cell-sub">
          <bdi>{`${r.city}, ${r.country}`}</bdi>
        </span>
      </th>
      <td data-label={label('contact')}>
        <a className="registration-email" dir="ltr" href={`mailto:${r.email}`}>
          {r.email}
        </a>
        <span className={`registration-verified ${r.emailVerified ? 'is-verified' : 'is-unverified'}`} data-testid="registration-verified">
          {t(r.emailVerified ? 'admin.registrations.emailVerified' : 'admin.registrations.emailUnverified')}
        </span>
        <span className="cell-sub is-nowrap" dir="ltr">{`${r.phoneCountryCode} ${r.phone}`}</span>
      </td>
      <td data-label={label('numbers')}>
        <span className="registration-number">
          <span className="registration-number-label">{t('admin.registrations.crNumber')}</span>{' '}
          <span dir="ltr" data-testid="registration-cr">
            {r.crNumber}
          </span>
        </span>
        <span className="registration-number cell-sub">
          {r.vatNumber ? (
            <>
              <span className="registration-number-label">{t('admin.registrations.vatNumber')}</span>{' '}
              <span dir="ltr" data-testid="registration-vat">
                {r.vatNumber}
              </span>
            </>
          ) : (
            t('admin.registrations.noVat')
          )}
        </span>
      </td>
      <td data-label={label('date')} className="is-nowrap">
        {date}
      </td>
      <td data-label={label('status')}>
        <select
          className="input registration-select"
          value={r.status}
          disabled={saving}
          aria-label={t('admin.registrations.statusOf', { company: r.companyName })}
          onChange={(e) => setStatus(e.currentTarget.value as (typeof PROFILE_STATUSES)[number])}>
          {PROFILE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.status.${s}`)}
            </option>
          ))}
        </select>
        {r.status === 'rejected' && r.rejectionReason && (
          <span className="cell-sub registration-reason">
            {t('admin.registrations.reason')}: <bdi>{r.rejectionReason}</bdi>
          </span>
        )}
      </td>
      <td data-label={label('role')}>
        {r.status === 'approved' ? (
          <select
            className="input registration-select"
            value={r.role}
            disabled={saving}
            aria-label={t('admin.registrations.roleOf', { company: r.companyName })}
            onChange={(e) => onChange({ role: e.currentTarget.value as CustomerClass })}>
            {CUSTOMER_CLASSES.map((role) => (
              <option key={role} value={role}>
                {t(`admin.role.${role}`)}
              </option>
            ))}
          </select>
        ) : (
          <span title={t('admin.registrations.noRole')} aria-label={t('admin.registrations.noRole')}>
            —
          </span>
        )}
      </td>
      <td data-label={label('actions')}>
        <div className="registration-actions">
          {saving && (
            <span className="registration-saving" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('admin.registrations.saving')}</span>
            </span>
          )}
          {r.status !== 'approved' && (
            <button type="button" className="btn btn-secondary btn-small" disabled={saving} onClick={onApprove}>
              {t('admin.registrations.approve')}
            </button>
          )}
          {r.status !== 'rejected' && (
            <button type="button" className="btn btn-outline btn-small btn-outline-danger" disabled={saving} onClick={onReject}>
              {t('admin.registrations.reject')}
            </button>
          )}
          {DELETABLE_STATUSES.includes(r.status) && (
            <button
              type="button"
              className="btn btn-outline btn-small btn-outline-danger"
              disabled={saving}
              aria-label={t('admin.registrations.deleteOf', { company: r.companyName })}
              onClick={onDelete}>
              {t('admin.registrations.delete')}
            </button>
          )}
          {r.closureRequestedAt && (
            <>
              <span className="registration-closure" data-testid="registration-closure">
                {t('admin.registrations.closureRequested', { date: formatDate(r.closureRequestedAt) })}
              </span>
              <button
                type="button"
                className="btn btn-outline btn-small btn-outline-danger"
                disabled={saving}
                aria-label={t('admin.registrations.eraseOf', { company: r.companyName })}
                onClick={onErase}>
                {t('admin.registrations.erase')}
              </button>
            </>
          )}
          {r.signInLocked && (
            <>
              <span className="registration-locked">{t('admin.registrations.signInLocked')}</span>
              <button
                type="button"
                className="btn btn-outline btn-small"
                disabled={saving}
                aria-label={t('admin.registrations.unlockOf', { company: r.companyName })}
                onClick={onUnlock}>
                {t('admin.registrations.unlock')}
              </button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
