import { linkToken } from './link-api.ts';
import { showOutcome } from './link-outcome.ts';
import { verifyEmailLink } from './verify-email-api.ts';

/** Uses the link's token and shows the outcome. */
export async function showVerification(card: HTMLElement): Promise<void> {
  const token = linkToken();
  if (!token) return showOutcome(card, 'no_token');
  const result = await verifyEmailLink(token);
  if (result.kind === 'verified') return showOutcome(card, 'verified', (outcome) => (outcome.querySelector('[data-email]')!.textContent = result.email));
  showOutcome(card, result.kind === 'refused' ? result.code : 'failed');
}
