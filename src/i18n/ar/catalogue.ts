import type { Translation } from '../translation.ts';
import type { catalogue as en } from '../en/catalogue.ts';

export const catalogue: Translation<typeof en> = {};
