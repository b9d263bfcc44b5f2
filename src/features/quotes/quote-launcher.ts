import type { Locale } from '#i18n/locales';
import { loadMessageBundle } from '#i18n/message-bundles';
import { loadOnce } from '../dialog/load-once.ts';
import { loadStylesheet } from '../dialog/load-stylesheet.ts';
import { prefetchOnIntent } from '../dialog/prefetch-on-intent.ts';
import { loadQuoteForm } from './load-quote-form.ts';
import { $quoteDialog, asksForQuoteForm, closeQuoteDialog, openQuoteDialog, quoteRequestOf, type QuoteDialogKind, type QuoteDialogRequest } from './open-quote.ts';
// A URL, not a CSS import (ADR 0008): Astro would put an imported stylesheet in every page, inside
// the first answer each page has to fit in (ADR 0035).
import quotesStylesheet from './quotes.css?url';

/**
 * The quote dialogs' few lines on every page (ADR 0014): React, the dialog host, its words, its
 * stylesheet and the form come only when a visitor asks for a dialog, and start coming when a pointer rests on
 * or focus reaches a quote button. Until they are there a plain dialog with the right title says
 * the form is loading; if they cannot come it says so with a Close button, and the next request
 * tries again. Once the host is mounted it shows every later request itself.
 */
const hostRoot = document.querySelector<HTMLElement>('[data-quote-host]')!;
const locale = hostRoot.dataset.locale as Locale;
const loadHost = loadOnce(async () => {
  const [host, messages] = await Promise.all([import('./mount-quote-host.tsx'), loadMessageBundle('quotes', locale), loadStylesheet(quotesStylesheet)]);
  return { ...host, messages };
});
const prefetch = () => {
  // A failed prefetch is forgotten (loadOnce): the click tries again.
  loadHost().catch(() => {});
  loadQuoteForm().catch(() => {});
};

const pending = document.querySelector<HTMLDialogElement>('[data-quote-pending]')!;
const titles = JSON.parse(pending.dataset.titles!) as Record<QuoteDialogKind, string>;
const loadingLine = pending.querySelector<HTMLElement>('[data-loading]')!;
const failedTemplate = pending.querySelector<HTMLTemplateElement>('[data-failed]')!;

// Every button that asks for a dialog carries data-open-quote (QuoteButton.astro, the floating
// button, the React price and custom-request buttons through quoteButtonData).
const QUOTE_TRIGGER = '[data-open-quote]';
prefetchOnIntent(QUOTE_TRIGGER, prefetch);
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>(QUOTE_TRIGGER) : null;
  if (button) openQuoteDialog(quoteRequestOf(button));
});

let mounted = false;
let opener: HTMLElement | null = null;

function showPending(request: QuoteDialogRequest) {
  pending.querySelector('h2')!.textContent = titles[request.kind];
  pending.querySelector('[data-failure]')?.remove();
  loadingLine.hidden = false;
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (!pending.open) pending.showModal();
}

function showFailed() {
  loadingLine.hidden = true;
  const failure = document.createElement('div');
  failure.dataset.failure = '';
  failure.append(failedTemplate.content.cloneNode(true));
  loadingLine.after(failure);
  failure.querySelector<HTMLButtonElement>('[data-close]')!.focus();
}

/** Closes the plain dialog and gives focus back to the button that opened it. */
function closePending() {
  if (pending.open) pending.close();
  if (opener?.isConnected) opener.focus();
}
// Escape, the backdrop or Close before the host took over: the request is dropped.
pending.addEventListener('close', () => {
  if (!mounted) closeQuoteDialog();
});
pending.addEventListener('click', (event) => {
  // The dialog box is filled by .modal-surface: a click on the <dialog> itself is the backdrop.
  if (event.target === pending || (event.target instanceof Element && event.target.closest('[data-close]'))) closePending();
});

$quoteDialog.subscribe((request) => {
  if (mounted) return;
  if (!request) {
    closePending();
    return;
  }
  showPending(request);
  Promise.all([loadHost(), asksForQuoteForm(request) ? loadQuoteForm() : null]).then(
    ([{ mountQuoteHost, messages }]) => {
      if (mounted) return;
      mounted = true;
      // Focus goes back to the opener first, so the host's dialog returns it there when it closes.
      closePending();
      mountQuoteHost(hostRoot, { locale, messages });
    },
    () => {
      if ($quoteDialog.get() === request) showFailed();
    },
  );
});
