import { loadSession } from './session-store.ts';

/**
 * The signed-in buyer's contact details, from the session the browser already holds (its company
 * profile and e-mail), for the forms that open filled in: every quote dialog and the contact form
 * (issue 21). Visitors get none, at no cost: without the session hint nothing is asked. Forms call
 * it when they come alive (on intent, ADR 0015), never on a page's load.
 */
export interface BuyerDetails {
  company: string;
  name: string;
  email: string;
  phoneCountryCode: string;
  phone: string;
}

export async function loadBuyerDetails(): Promise<BuyerDetails | null> {
  const session = await loadSession();
  if (session.status !== 'signedIn' || !session.user.profile) return null;
  const { companyName, contactPerson, phoneCountryCode, phone } = session.user.profile;
  return { company: companyName, name: contactPerson, email: session.user.email, phoneCountryCode, phone };
}
