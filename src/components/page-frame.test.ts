import { describe, expect, it } from 'vitest';
import { pageFrame } from './page-frame.ts';
import { MAINTENANCE_PENDING_SCRIPT } from '../features/maintenance/maintenance-pending-script.ts';
import { SEND_SETTINGS_REQUEST_SCRIPT } from '../features/company/public-settings.ts';

describe('pageFrame', () => {
  it('puts a public page behind the maintenance gate, whose head script sends the settings request and hides a page the tab last saw in maintenance', () => {
    const frame = pageFrame('/products/10001307');
    expect(frame).toMatchObject({ gated: true, onCatalogue: true, onAdmin: false });
    expect(frame.settingsScript).toBe(MAINTENANCE_PENDING_SCRIPT);
    expect(MAINTENANCE_PENDING_SCRIPT.startsWith(SEND_SETTINGS_REQUEST_SCRIPT)).toBe(true);
  });

  it('sends the request without hiding anything on a page that stays reachable during maintenance', () => {
    expect(pageFrame('/login')).toMatchObject({ gated: false, onAdmin: false, settingsScript: SEND_SETTINGS_REQUEST_SCRIPT });
  });

  it('sends nothing from an admin screen, rendered with the settings as stored', () => {
    expect(pageFrame('/admin/quotes')).toMatchObject({ gated: false, onAdmin: true, settingsScript: null });
    expect(pageFrame('/administrators').onAdmin).toBe(false);
  });
});
