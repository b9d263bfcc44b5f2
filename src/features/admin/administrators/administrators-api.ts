import type { AdministratorInvite, AdministratorRecord, PasswordChange, SetupLink } from '#lib/admin/administrators';
import { SET_PASSWORD_PATH } from '#lib/user-tokens';
import { localizePath, type Locale } from '#i18n/locales';
import { adminRequest } from '../shared/admin-api.ts';

/** The administrators screen's calls, over the one admin client. */
export const fetchAdministrators = (signal?: AbortSignal) => adminRequest<{ administrators: AdministratorRecord[] }>('/api/admin/administrators', { signal });

type Invited = { administrator: AdministratorRecord; setupLink: SetupLink };

/**
 * Not retried: a retry could not be answered the same link (only its hash is kept), so a lost
 * answer shows as the administrator in the list, where a new link can be made.
 */
export const inviteAdministrator = (invite: AdministratorInvite) => adminRequest<Invited>('/api/admin/administrators', { method: 'POST', body: invite });

export const renewSetupLink = (userId: string) => adminRequest<Invited>(`/api/admin/administrators/${encodeURIComponent(userId)}/setup-link`, { method: 'POST' });

/** Keyed: a retry after it went through answers like the first time, not 404. */
export const removeAdministrator = (userId: string) => adminRequest<{ userId: string }>(`/api/admin/administrators/${encodeURIComponent(userId)}`, { method: 'DELETE', once: true });

/** Keyed: a retry after it went through is not refused for a "wrong" current password. */
export const changeOwnPassword = (change: PasswordChange) => adminRequest<{ changed: true }>('/api/admin/account/password', { method: 'POST', body: change, once: true });

/**
 * The address the invited administrator opens, on this site and in the inviting administrator's
 * language (the page has a language switch). Issue 21's invitation e-mail builds the same link on
 * the server from SITE_URL.
 */
export const setupLinkUrl = (token: string, locale: Locale, origin: string): string => `${origin}${localizePath(SET_PASSWORD_PATH, locale)}?token=${encodeURIComponent(token)}`;
