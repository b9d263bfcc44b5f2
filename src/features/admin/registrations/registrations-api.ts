import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { adminRequest } from '../shared/admin-api.ts';

/** The registrations admin calls, over the one admin client. */
export const fetchRegistrations = () => adminRequest<{ registrations: RegistrationRecord[] }>('/api/admin/registrations');

/** One change, keyed and retried after a lost connection or a 503: a retry never applies it twice. */
export const saveRegistration = (userId: string, change: RegistrationChange) =>
  adminRequest<{ registration: RegistrationRecord }>(`/api/admin/registrations/${encodeURIComponent(userId)}`, { method: 'PATCH', body: change, once: true });

/** Lifts every sign-in lock and delay on the account. */
export const unlockSignIn = (userId: string) => adminRequest<void>(`/api/admin/registrations/${encodeURIComponent(userId)}/unlock`, { method: 'POST', once: true });
