import type { Translation } from '../translation.ts';
import type { inbox as en } from '../en/inbox.ts';

export const inbox: Translation<typeof en> = {};
