import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { linkToken } from './link-api.ts';
import { showOutcome } from './link-outcome.ts';
import { checkPasswordLink } from './set-password-api.ts';

/**
 * Checks the link's token and shows the form, or why there is none. React and the form are fetched
 * only for a link that has a token, while the server checks it; a page opened without one, or with
 * a used or expired link, never loads them (issue 25).
 */
export async function openPasswordLink(card: HTMLElement): Promise<void> {
  const token = linkToken();
  if (!token) return showOutcome(card, 'no_token');
  const form = import('./mount-set-password-form.tsx').catch(() => null);
  const check = await checkPasswordLink(token);
  if (check.kind !== 'valid') return showOutcome(card, check.kind === 'refused' ? check.code : 'failed');
  const loaded = await form;
  const host = card.querySelector<HTMLElement>('[data-set-password-form]');
  if (!loaded || !host) return showOutcome(card, 'failed');
  card.replaceChildren(host);
  host.hidden = false;
  loaded.mountSetPasswordForm(host, {
    locale: host.dataset.locale as Locale,
    messages: JSON.parse(host.dataset.messages!) as Partial<Record<MessageKey, string>>,
    token,
    info: check.info,
  });
}
