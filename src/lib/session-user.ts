/**
 * The signed-in user as the browser sees it (GET /api/auth/session, sign-in and refresh answers).
 * `role` is null unless the company profile is approved: the server decides, islands only display.
 */
import type { ProfileStatus, Role } from './roles.ts';

export interface SessionUser {
  email: string;
  status: ProfileStatus | null;
  role: Role | null;
  profile: { companyName: string; contactPerson: string; phoneCountryCode: string; phone: string } | null;
}

export interface SessionPayload {
  user: SessionUser | null;
  /** When the access cookie expires (ISO time): islands refresh shortly before. */
  accessExpiresAt: string | null;
}
