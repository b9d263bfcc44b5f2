import type { AccountPageData } from '#lib/account/page';
import type { Database } from '../db/index.ts';
import type { Customer } from './guard.ts';
import { listDevices } from './devices.ts';
import { readProfile } from './profile.ts';
import { listRequests } from './requests.ts';
import { totpStatus } from '../auth/totp.ts';

/**
 * What /account shows when it arrives (the page is rendered on demand for its owner only): the
 * profile, the first page of requests and the devices, so nothing on it waits for a second call.
 */
export async function loadAccountPage(db: Database, customer: Customer): Promise<AccountPageData> {
  const [profile, requests, devices, totp] = await Promise.all([
    readProfile(db, customer.userId),
    listRequests(db, customer.userId),
    listDevices(db, customer),
    totpStatus(db, customer.userId, false),
  ]);
  return { profile, requests, devices, totp };
}
