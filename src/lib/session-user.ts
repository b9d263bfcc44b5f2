/**
 * The signed-in user as the browser sees it (GET /api/auth/session, sign-in and refresh answers).
 * `role` is null unless the company profile is approved: the server decides, islands only display.
 */
export type SessionRole = 'new_customer' | 'retail' | 'small_company' | 'large_company' | 'distributor' | 'admin';

export interface SessionUser {
  email: string;
  status: 'pending' | 'approved' | 'rejected' | null;
  role: SessionRole | null;
  profile: { companyName: string; contactPerson: string; phoneCountryCode: string; phone: string } | null;
}

export interface SessionPayload {
  user: SessionUser | null;
  /** When the access cookie expires (ISO time): islands refresh shortly before. */
  accessExpiresAt: string | null;
}
