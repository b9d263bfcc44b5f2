import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { authFetch } from '../../auth/session-store.ts';
import { fetchAttempt, randomKey, sendWithRetry } from '../../forms/send-with-retry.ts';

/** The registrations admin calls. Failures throw; the tab shows the SPEC's messages. */
export async function fetchRegistrations(): Promise<RegistrationRecord[]> {
  const response = await authFetch('/api/admin/registrations');
  if (!response.ok) throw new Error(`registrations: ${response.status}`);
  return ((await response.json()) as { registrations: RegistrationRecord[] }).registrations;
}

/** One change, keyed and retried after a lost connection or a 503: a retry never applies it twice. */
export async function saveRegistration(userId: string, change: RegistrationChange): Promise<RegistrationRecord> {
  const init = { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) };
  const sent = await sendWithRetry(fetchAttempt(`/api/admin/registrations/${encodeURIComponent(userId)}`, init, authFetch as typeof fetch), { key: randomKey() });
  if (sent.outcome === 'unknown') throw new Error('registration update: no answer');
  const { status, body } = sent.reply;
  if (status < 200 || status >= 300) throw new Error(`registration update: ${status}`);
  return (body as { registration: RegistrationRecord }).registration;
}

/** Lifts every sign-in lock and delay on the account (POST /api/admin/registrations/:userId/unlock). */
export async function unlockSignIn(userId: string): Promise<void> {
  const response = await authFetch(`/api/admin/registrations/${encodeURIComponent(userId)}/unlock`, { method: 'POST' });
  if (!response.ok) throw new Error(`sign-in unlock: ${response.status}`);
}
