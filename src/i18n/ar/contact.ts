import type { Translation } from '../translation.ts';
import type { contact as en } from '../en/contact.ts';

export const contact: Translation<typeof en> = {};
