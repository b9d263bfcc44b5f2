import { z } from 'zod';
import { DEVICE_BROWSERS, DEVICE_SYSTEMS, type AccountDevice } from '#lib/account/devices';
import type { Database } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import type { Customer } from './guard.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import { revokeFamilyOf, selectDevices } from './repository.ts';

/** More live sessions than this is not a buyer's list of devices; the newest are shown. */
export const MAX_DEVICES_LISTED = 50;

const browsers: ReadonlySet<string> = new Set(DEVICE_BROWSERS);
const systems: ReadonlySet<string> = new Set(DEVICE_SYSTEMS);

/** The devices signed in to the account, most recently active first; the one asking is marked. */
export async function listDevices(db: Database, customer: Customer, now = new Date()): Promise<AccountDevice[]> {
  const rows = await selectDevices(db, customer.userId, now, MAX_DEVICES_LISTED);
  return rows.map((row) => ({
    id: row.family_id,
    device:
      row.device_browser && row.device_os && browsers.has(row.device_browser) && systems.has(row.device_os)
        ? { browser: row.device_browser, os: row.device_os }
        : null,
    startedAt: new Date(row.started_at).toISOString(),
    lastActiveAt: new Date(row.last_active_at).toISOString(),
    current: row.family_id === customer.familyId,
  }));
}

const sessionId = z.uuid();

/**
 * Signs one device out: its session ends at once (the next request from it is signed out). An id
 * that is not one of this buyer's sessions is a 404, whoever's it is. True when it was the device
 * asking (whose cookies the answer then clears).
 */
export async function signOutDevice(db: Database, customer: Customer, id: string | undefined, now = new Date()): Promise<{ current: boolean }> {
  const parsed = sessionId.safeParse(id);
  if (!parsed.success || !(await revokeFamilyOf(db, customer.userId, parsed.data, now))) throw notFound();
  return { current: parsed.data === customer.familyId };
}

/**
 * "Sign out everywhere": every other device's session ends; the device asking stays signed in
 * (whoever presses it is in front of it, and signs out here with the header's button), as after a
 * password change.
 */
export async function signOutOtherDevices(db: Database, customer: Customer, now = new Date()): Promise<{ signedOut: number }> {
  return { signedOut: await endOtherSessions(db, customer.userId, customer.familyId, now) };
}
