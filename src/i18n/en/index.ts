/** The en dictionary: one flat object of dotted keys, composed from a file per screen. */
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
import { adminSite } from './adminSite.ts';
import { adminProducts } from './adminProducts.ts';
import { errors } from './errors.ts';
import { email } from './email.ts';
import { adminOutbox } from './adminOutbox.ts';

// The pure annotation lets the bundler drop the whole dictionary from islands that do not use it
// (a bare object spread counts as a possible side effect).
export const en = /* @__PURE__ */ (() => ({
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
  ...adminSite,
  ...adminProducts,
  ...errors,
  ...email,
  ...adminOutbox,
}) as const)();
