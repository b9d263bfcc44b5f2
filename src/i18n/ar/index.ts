/** The ar dictionary: one flat object of dotted keys, composed from a file per screen. */
import { common } from './common.ts';
import { home } from './home.ts';
import { about } from './about.ts';
import { homeLift } from './homeLift.ts';
import { contact } from './contact.ts';
import { cookies } from './cookies.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';
import { auth } from './auth.ts';
import { catalogue } from './catalogue.ts';
import { quotes } from './quotes.ts';
import { admin } from './admin.ts';
import { inbox } from './inbox.ts';
import { adminSite } from './adminSite.ts';
import { adminProducts } from './adminProducts.ts';
import { adminImport } from './adminImport.ts';
import { adminUsers } from './adminUsers.ts';
import { errors } from './errors.ts';
import { account } from './account.ts';
import { security } from './security.ts';
import { email } from './email.ts';
import { adminOutbox } from './adminOutbox.ts';
import { quotations } from './quotations.ts';
import { twoStep } from './twoStep.ts';
import { searchMisses } from './searchMisses.ts';
import { quoteList } from './quoteList.ts';

// The pure annotation lets the bundler drop the whole dictionary from islands that do not use it
// (a bare object spread counts as a possible side effect).
export const ar = /* @__PURE__ */ (() => ({
  ...common,
  ...home,
  ...about,
  ...homeLift,
  ...contact,
  ...cookies,
  ...privacy,
  ...terms,
  ...auth,
  ...catalogue,
  ...quotes,
  ...admin,
  ...inbox,
  ...adminSite,
  ...adminProducts,
  ...adminImport,
  ...adminUsers,
  ...errors,
  ...account,
  ...security,
  ...email,
  ...adminOutbox,
  ...quotations,
  ...twoStep,
  ...searchMisses,
  ...quoteList,
}) as const)();
