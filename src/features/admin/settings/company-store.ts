import { atom } from 'nanostores';

/**
 * The sales e-mail and phone just saved on the company form, for the maintenance preview beside
 * it (another island): null until a save, when the page's own values still hold.
 */
export const $savedCompanyContact = atom<{ phone: string; email: string } | null>(null);
