import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { isPasswordSet, NO_PASSWORD } from '../../auth/password.ts';
import { changePassword } from '../../auth/change-password.ts';
import type { Viewer } from '../../auth/session.ts';
import { issueUserToken, latestUserTokens } from '../../auth/user-tokens.ts';
import type { AuditActor } from '../audit.ts';
import { adminWrite } from '../write.ts';
import { ADMIN_INVITE_DAYS, type AdministratorInvite, type AdministratorRecord, type PasswordChange, type SetupLink } from '#lib/admin/administrators';
import {
  emailTaken,
  findProfileOf,
  insertAdministratorProfile,
  insertUserWithoutPassword,
  lockAdministrators,
  selectAdministrators,
  type AdministratorRow,
} from './repository.ts';

/**
 * The administrators screen (issue 20): list, invite (a user without a password and a single-use
 * setup link), a new link for an invitation not yet taken up, removal, and the signed-in
 * administrator's own password. Every change is an audited admin write.
 */

export const ADMIN_INVITE_SECONDS = ADMIN_INVITE_DAYS * 24 * 60 * 60;

const userIdParam = z.uuid();

/** The route's `:userId`: anything but a UUID names no administrator (404). */
export function administratorIdFrom(value: string | undefined): string {
  const parsed = userIdParam.safeParse(value);
  if (!parsed.success) throw notFound('administrator_not_found');
  return parsed.data;
}

type Invitations = Awaited<ReturnType<typeof latestUserTokens>>;

function toRecord(row: AdministratorRow, invitations: Invitations, viewerId: string, now: Date): AdministratorRecord {
  const invitation = invitations.get(row.id);
  const active = isPasswordSet(row.password_hash);
  const linkWorks = invitation !== undefined && !invitation.used && invitation.expiresAt > now;
  return {
    userId: row.id,
    email: row.email,
    name: row.contact_person,
    state: active ? 'active' : linkWorks ? 'invited' : 'invite_expired',
    inviteExpiresAt: !active && invitation ? invitation.expiresAt.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    isYou: row.id === viewerId,
  };
}

export async function listAdministrators(db: Database, viewerId: string, now = new Date()): Promise<AdministratorRecord[]> {
  const rows = await selectAdministrators(db);
  const invitations = await latestUserTokens(
    db,
    rows.filter((row) => !isPasswordSet(row.password_hash)).map((row) => row.id),
    'admin_invite',
  );
  return rows.map((row) => toRecord(row, invitations, viewerId, now));
}

/** What the log keeps of an administrator: who, never a token or a password. */
const logged = (row: { email: string; name: string }) => ({ email: row.email, name: row.name });

/**
 * Adds an administrator: the user (no usable password, so no sign-in until the link is used), an
 * approved admin profile carrying the company's details from the inviting administrator's, and a
 * setup link valid 7 days, answered once. No Idempotency-Key: a repeat cannot answer the same link
 * (only its hash is kept), so it is a 409 `email_taken`, and the list offers a new link instead.
 */
export async function inviteAdministrator(
  db: Database,
  actor: AuditActor,
  invite: AdministratorInvite,
  now = new Date(),
): Promise<{ administrator: AdministratorRecord; setupLink: SetupLink }> {
  return adminWrite(db, actor, {
    now,
    change: async (tx) => {
      if (await emailTaken(tx, invite.email)) throw conflict('email_taken');
      const company = await findProfileOf(tx, actor.userId);
      if (!company) throw forbidden();
      const userId = await insertUserWithoutPassword(tx, { email: invite.email, passwordHash: NO_PASSWORD, now });
      if (!userId) throw conflict('email_taken');
      await insertAdministratorProfile(tx, { userId, name: invite.name, company, now });
      const link = await issueUserToken(tx, { userId, purpose: 'admin_invite', lifetimeSeconds: ADMIN_INVITE_SECONDS, now });
      // Issue 21 (the e-mail outbox): queue the invitation e-mail here, in this transaction, with
      // `link.token` in its setup URL. Until then the link is answered once, to the inviting
      // administrator, who passes it on.
      return {
        result: {
          administrator: { userId, email: invite.email, name: invite.name, state: 'invited', inviteExpiresAt: link.expiresAt.toISOString(), createdAt: now.toISOString(), isYou: false },
          setupLink: { token: link.token, expiresAt: link.expiresAt.toISOString() },
        },
        audit: { action: 'administrator.invite', entity: 'administrator', entityId: userId, before: null, after: logged(invite) },
      };
    },
  });
}

/** A new setup link for an administrator who has not set a password yet; earlier links stop working. */
export async function renewSetupLink(db: Database, actor: AuditActor, userId: string, now = new Date()): Promise<{ administrator: AdministratorRecord; setupLink: SetupLink }> {
  return adminWrite(db, actor, {
    now,
    change: async (tx) => {
      const target = (await lockAdministrators(tx)).find((row) => row.id === userId);
      if (!target) throw notFound('administrator_not_found');
      // Someone who already signs in resets a forgotten password another way (issue 21), never by an invitation.
      if (isPasswordSet(target.password_hash)) throw conflict('invalid_transition');
      const link = await issueUserToken(tx, { userId, purpose: 'admin_invite', lifetimeSeconds: ADMIN_INVITE_SECONDS, now });
      // Issue 21: queue the invitation e-mail again here.
      const invitations: Invitations = new Map([[userId, { expiresAt: link.expiresAt, used: false }]]);
      const who = logged({ email: target.email, name: target.contact_person });
      return {
        result: { administrator: toRecord(target, invitations, actor.userId, now), setupLink: { token: link.token, expiresAt: link.expiresAt.toISOString() } },
        audit: { action: 'administrator.link', entity: 'administrator', entityId: userId, before: who, after: who },
      };
    },
  });
}

/**
 * Removes an administrator: the user and, with it, its profile, sessions and links (foreign keys
 * cascade); its entries in the log keep its e-mail. Never oneself (409 `cannot_remove_self`: the
 * button next to one's own name is a slip, and another administrator can do it), and never the
 * last administrator who can sign in (409 `last_administrator`). Every administrator's row is
 * locked first, so two removals at once cannot leave the shop without one.
 */
export async function removeAdministrator(
  db: Database,
  actor: AuditActor,
  userId: string,
  { now = new Date(), idempotencyKey = null }: { now?: Date; idempotencyKey?: string | null } = {},
): Promise<{ userId: string }> {
  return adminWrite(db, actor, {
    now,
    key: idempotencyKey,
    content: { removeAdministrator: userId },
    replayed: async () => ({ userId }),
    change: async (tx) => {
      const admins = await lockAdministrators(tx);
      // Removed by another administrator a moment ago: no longer allowed to remove anyone.
      if (!admins.some((row) => row.id === actor.userId)) throw forbidden();
      const target = admins.find((row) => row.id === userId);
      if (!target) throw notFound('administrator_not_found');
      if (target.id === actor.userId) throw conflict('cannot_remove_self');
      const remaining = admins.filter((row) => row.id !== userId && isPasswordSet(row.password_hash));
      if (remaining.length === 0) throw conflict('last_administrator');
      await tx.deleteFrom('users').where('id', '=', userId).execute();
      return {
        result: { userId },
        audit: { action: 'administrator.remove', entity: 'administrator', entityId: userId, before: logged({ email: target.email, name: target.contact_person }), after: null },
      };
    },
  });
}

/**
 * The signed-in administrator changes their own password: the one password change of every
 * signed-in user (src/server/auth/change-password.ts), logged under the administrator.
 */
export function changeOwnPassword(
  db: Database,
  viewer: Pick<Viewer, 'userId' | 'email' | 'familyId'>,
  change: PasswordChange,
  { now = new Date(), idempotencyKey = null }: { now?: Date; idempotencyKey?: string | null } = {},
): Promise<void> {
  const who = { email: viewer.email };
  return changePassword(db, viewer, change, { now, idempotencyKey, audit: { action: 'administrator.password', entity: 'administrator', before: who, after: who } });
}
