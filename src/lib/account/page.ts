import type { AccountDevice } from './devices.ts';
import type { AccountProfile } from './profile.ts';
import type { AccountRequestsPage } from './requests.ts';

/** The buyer's page as it is rendered (issue 21): every section's data, read by the server before the first paint. */
export interface AccountPageData {
  profile: AccountProfile;
  requests: AccountRequestsPage;
  devices: AccountDevice[];
}
