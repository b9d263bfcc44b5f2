import { showOutcome } from './link-outcome.ts';
import { verifyEmailLink } from './verify-email-api.ts';

/** Uses the link's token (read in the browser: the page is the same static HTML for every link) and shows the outcome. */
export async function showVerification(card: HTMLElement): Promise<void> {
  const token = new URLSearchParams(location.search).get('token')?.trim() ?? '';
  if (!token) return showOutcome(card, 'no_token');
  const result = await verifyEmailLink(token);
  if (result.kind === 'verified') return showOutcome(card, 'verified', (outcome) => (outcome.querySelector('[data-email]')!.textContent = result.email));
  showOutcome(card, result.kind === 'refused' ? result.code : 'failed');
}
