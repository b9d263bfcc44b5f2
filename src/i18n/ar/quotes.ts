import type { Translation } from '../translation.ts';
import type { quotes as en } from '../en/quotes.ts';

export const quotes: Translation<typeof en> = {};
