import type { Translation } from '../translation.ts';
import type { about as en } from '../en/about.ts';

export const about: Translation<typeof en> = {};
