import type { Translation } from '../translation.ts';
import type { admin as en } from '../en/admin.ts';

export const admin: Translation<typeof en> = {};
