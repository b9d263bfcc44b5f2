import type { Translation } from '../translation.ts';
import type { auth as en } from '../en/auth.ts';

export const auth: Translation<typeof en> = {};
