import type { Translation } from '../translation.ts';
import type { cookies as en } from '../en/cookies.ts';

export const cookies: Translation<typeof en> = {};
