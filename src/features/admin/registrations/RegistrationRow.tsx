import type { Translate } from '#i18n/format';
import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { CUSTOMER_CLASSES, PROFILE_STATUSES, type CustomerClass } from '#lib/roles';

interface Props {
  registration: RegistrationRecord;
  saving: boolean;
  date: string;
  /** Approving always asks for the customer class first. */
  onApprove: () => void;
  onChange: (change: RegistrationChange) => void;
  /** Lifts the sign-in locks on the account; offered only while one is in force. */
  onUnlock: () => void;
  t: Translate;
}

/** One registration; on narrow screens each cell shows its column name (data-label) as a card. */
export function RegistrationRow({ registration: r, saving, date, onApprove, onChange, onUnlock, t }: Props) {
  const label = (column: string) => t(`admin.registrations.${column}` as Parameters<Translate>[0]);
  const setStatus = (status: (typeof PROFILE_STATUSES)[number]) => (status === 'approved' ? onApprove() : onChange({ status }));
  return (
    <tr data-status={r.status} aria-busy={saving || undefined}>
      {/* What customers typed keeps its own direction (<bdi>): an English name on an Arabic page and the reverse. */}
      <th scope="row" data-label={label('company')}>
        <bdi>{r.companyName}</bdi>
      </th>
      <td data-label={label('contact')}>
        <bdi>{r.contactPerson}</bdi>
      </td>
      <td data-label={label('email')}>
        <a className="ltr" dir="ltr" href={`mailto:${r.email}`}>
          {r.email}
        </a>
      </td>
      <td data-label={label('phone')} className="is-nowrap">
        <span className="ltr" dir="ltr">{`${r.phoneCountryCode} ${r.phone}`}</span>
      </td>
      <td data-label={label('city')}>
        <bdi>{r.city}</bdi>
      </td>
      <td data-label={label('country')}>
        <bdi>{r.country}</bdi>
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
            <button type="button" className="btn btn-outline btn-small btn-outline-danger" disabled={saving} onClick={() => onChange({ status: 'rejected' })}>
              {t('admin.registrations.reject')}
            </button>
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
