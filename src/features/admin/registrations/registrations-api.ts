import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { adminRequest } from '../shared/admin-api.ts';

/** The registrations admin's changes, over the one admin client (the list is read by useInbox). */

/** One change, keyed and retried after a lost connection or a 503: a retry never applies it twice. */
export const saveRegistration = (userId: string, change: RegistrationChange) =>
  adminRequest<{ registration: RegistrationRecord }>(`/api/admin/registrations/${encodeURIComponent(userId)}`, { method: 'PATCH', body: change, once: true });

/** Deletes a pending or rejected registration as spam (keyed too: a retry after it went through is not a 404). */
export const deleteRegistration = (userId: string) => adminRequest<{ userId: string }>(`/api/admin/registrations/${encodeURIComponent(userId)}`, { method: 'DELETE', once: true });

/** Confirms the buyer's request to close the account: its personal data is erased, its requests kept without it. */
export const eraseRegistration = (userId: string) => adminRequest<{ erased: true }>(`/api/admin/registrations/${encodeURIComponent(userId)}/erase`, { method: 'POST', once: true });

/** Lifts every sign-in lock and delay on the account. */
export const unlockSignIn = (userId: string) => adminRequest<void>(`/api/admin/registrations/${encodeURIComponent(userId)}/unlock`, { method: 'POST', once: true });
