import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { authFetch } from '../../auth/session-store.ts';

/** The registrations admin calls. Failures throw; the tab shows the SPEC's messages. */
export async function fetchRegistrations(): Promise<RegistrationRecord[]> {
  const response = await authFetch('/api/admin/registrations');
  if (!response.ok) throw new Error(`registrations: ${response.status}`);
  return ((await response.json()) as { registrations: RegistrationRecord[] }).registrations;
}

export async function saveRegistration(userId: string, change: RegistrationChange): Promise<RegistrationRecord> {
  const response = await authFetch(`/api/admin/registrations/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`registration update: ${response.status}`);
  return ((await response.json()) as { registration: RegistrationRecord }).registration;
}

/** Lifts every sign-in lock and delay on the account (POST /api/admin/registrations/:userId/unlock). */
export async function unlockSignIn(userId: string): Promise<void> {
  const response = await authFetch(`/api/admin/registrations/${encodeURIComponent(userId)}/unlock`, { method: 'POST' });
  if (!response.ok) throw new Error(`sign-in unlock: ${response.status}`);
}
