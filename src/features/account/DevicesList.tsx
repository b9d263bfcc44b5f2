import { useState } from 'react';
import type { AccountDevice } from '#lib/account/devices';
import { createT, plural, type Translate } from '#i18n/format';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { dateTimeFormatter } from '../admin/shared/format.ts';
import { accountRequest } from './account-api.ts';

interface DevicesListProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  devices: AccountDevice[];
}

type Notice = { kind: 'signedOut' } | { kind: 'signedOutOthers'; count: number } | { kind: 'failed' } | null;

/**
 * The devices signed in to the account (/account): each with its browser and system, when it
 * signed in and when it was last active; this device is marked. Any other can be signed out at
 * once, or all of them together ("sign out everywhere else": this device stays signed in).
 */
export default function DevicesList({ locale, messages, devices: initial }: DevicesListProps) {
  const t = createT(messages);
  const [devices, setDevices] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const formatDate = dateTimeFormatter(locale);

  async function signOut(device: AccountDevice) {
    setBusy(device.id);
    const result = await accountRequest(`/api/account/sessions/${device.id}`, { method: 'DELETE' });
    setBusy(null);
    // Already signed out elsewhere (404) is what was asked for.
    if (!result.ok && result.error.status !== 404) return setNotice({ kind: 'failed' });
    setDevices((list) => list.filter((d) => d.id !== device.id));
    setNotice({ kind: 'signedOut' });
  }

  async function signOutOthers() {
    setBusy('others');
    const result = await accountRequest<{ signedOut: number }>('/api/account/sessions', { method: 'DELETE' });
    setBusy(null);
    if (!result.ok) return setNotice({ kind: 'failed' });
    setDevices((list) => list.filter((d) => d.current));
    setNotice({ kind: 'signedOutOthers', count: result.data.signedOut });
  }

  const others = devices.filter((d) => !d.current).length;
  return (
    <div className="account-devices">
      <ul className="account-device-list">
        {devices.map((device) => {
          const name = deviceName(t, device);
          return (
            <li key={device.id} className="account-device" data-testid="account-device" data-current={device.current || undefined}>
              <div>
                <p className="account-device-name">
                  {name} {device.current && <span className="account-device-this">{t('account.devices.thisDevice')}</span>}
                </p>
                <p className="account-device-dates">
                  {t('account.devices.signedIn')} <time dateTime={device.startedAt}>{formatDate(device.startedAt)}</time>
                  <br />
                  {t('account.devices.lastActive')} <time dateTime={device.lastActiveAt}>{formatDate(device.lastActiveAt)}</time>
                </p>
              </div>
              {!device.current && (
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  onClick={() => void signOut(device)}
                  disabled={busy !== null}
                  aria-busy={busy === device.id || undefined}
                  aria-label={t('account.devices.signOutNamed', { device: name, date: formatDate(device.startedAt) })}>
                  {busy === device.id && <span className="spinner" aria-hidden="true" />} {t('account.devices.signOut')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div role="status" aria-live="polite">
        {notice?.kind === 'signedOut' && <p className="alert alert-success">{t('account.devices.signedOut')}</p>}
        {notice?.kind === 'signedOutOthers' && <p className="alert alert-success">{plural(messages, locale, 'account.devices.signedOutOthers', notice.count)}</p>}
      </div>
      {notice?.kind === 'failed' && (
        <p className="alert alert-error" role="alert">
          {t('account.devices.failed')}
        </p>
      )}
      {others > 0 ? (
        <div className="account-devices-all">
          <button type="button" className="btn btn-outline-danger" onClick={() => void signOutOthers()} disabled={busy !== null} aria-busy={busy === 'others' || undefined}>
            {busy === 'others' && <span className="spinner" aria-hidden="true" />} {t('account.devices.signOutOthers')}
          </button>
          <p className="form-note">{t('account.devices.signOutOthersNote')}</p>
        </div>
      ) : (
        notice === null && <p className="form-note">{t('account.devices.onlyThis')}</p>
      )}
    </div>
  );
}

/** "Safari on iPhone", in the page's language; "Unknown device" when it was not recorded. */
function deviceName(t: Translate, { device }: AccountDevice): string {
  if (!device) return t('account.devices.unknown');
  return t('account.devices.label', { browser: t(`account.devices.browser.${device.browser}`), os: t(`account.devices.os.${device.os}`) });
}
