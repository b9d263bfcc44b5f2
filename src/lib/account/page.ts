import type { AccountDevice } from './devices.ts';
import type { AccountProfile } from './profile.ts';
import type { AccountRequestsPage } from './requests.ts';
import type { TotpStatus } from '../validation/totp.ts';

/** The buyer's page as it is rendered (issue 21): every section's data, read by the server before the first paint. */
export interface AccountPageData {
  profile: AccountProfile;
  requests: AccountRequestsPage;
  devices: AccountDevice[];
  /** Whether two-step sign-in is on (ADR 0028). */
  totp: TotpStatus;
}
