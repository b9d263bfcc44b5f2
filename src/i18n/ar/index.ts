/** The ar dictionary: one flat object of dotted keys, composed from a file per screen. */
import { common } from './common.ts';
import { home } from './home.ts';
import { about } from './about.ts';
import { homeLift } from './homeLift.ts';
import { contact } from './contact.ts';
import { cookies } from './cookies.ts';
import { auth } from './auth.ts';
import { catalogue } from './catalogue.ts';
import { quotes } from './quotes.ts';
import { admin } from './admin.ts';
import { inbox } from './inbox.ts';

export const ar = {
  ...common,
  ...home,
  ...about,
  ...homeLift,
  ...contact,
  ...cookies,
  ...auth,
  ...catalogue,
  ...quotes,
  ...admin,
  ...inbox,
} as const;
