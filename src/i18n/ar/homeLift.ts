import type { Translation } from '../translation.ts';
import type { homeLift as en } from '../en/homeLift.ts';

export const homeLift: Translation<typeof en> = {};
