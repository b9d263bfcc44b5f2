/**
 * Shows one of a link page's outcomes, rendered by the server into `<template data-outcome="key">`
 * inside `card`, in place of everything the card held ("Checking…"), and brings its heading into
 * focus as OutcomeCard.tsx does: it replaces the page's only content. `fill` writes in what only
 * the server's answer knows (an address).
 */
export function showOutcome(card: HTMLElement, key: string, fill?: (outcome: DocumentFragment) => void): void {
  const template = card.querySelector<HTMLTemplateElement>(`template[data-outcome="${key}"]`);
  if (!template) return;
  const outcome = template.content.cloneNode(true) as DocumentFragment;
  fill?.(outcome);
  card.replaceChildren(outcome);
  card.querySelector<HTMLElement>('h2')?.focus();
}
