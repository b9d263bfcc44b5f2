import type { Translate } from '#i18n/format';
import type { RegistrationRecord } from '#lib/validation/registration-admin';

/**
 * Who is being decided on, in the approve and reject dialogs: the contact, the addresses and the
 * business numbers the admin checks before deciding (issue 20). Numbers and addresses read left
 * to right in both languages; what the customer typed keeps its own direction.
 */
export function RegistrationSummary({ registration: r, t }: { registration: RegistrationRecord; t: Translate }) {
  return (
    <dl className="registration-summary">
      <div className="is-wide">
        <dt>{t('admin.registrations.contact')}</dt>
        <dd>
          <bdi>{r.contactPerson}</bdi>
          <span className="ltr" dir="ltr">
            {r.email}
          </span>
          <span className="ltr" dir="ltr">{`${r.phoneCountryCode} ${r.phone}`}</span>
        </dd>
      </div>
      <div>
        <dt>{t('admin.registrations.crNumber')}</dt>
        <dd>
          <span className="ltr" dir="ltr" data-testid="summary-cr">
            {r.crNumber}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t('admin.registrations.vatNumber')}</dt>
        <dd>
          {r.vatNumber ? (
            <span className="ltr" dir="ltr" data-testid="summary-vat">
              {r.vatNumber}
            </span>
          ) : (
            t('admin.registrations.noVat')
          )}
        </dd>
      </div>
      <div className="is-wide">
        <dt>{t('admin.registrations.place')}</dt>
        <dd>
          <bdi>{`${r.city}, ${r.country}`}</bdi>
        </dd>
      </div>
    </dl>
  );
}
