import type { Translation } from '../translation.ts';
import type { home as en } from '../en/home.ts';

export const home: Translation<typeof en> = {};
