import { useLayoutEffect, type RefObject } from 'react';

/** Controls that hold no typed text (or whose value the page sets, not the visitor). */
const NOT_TYPED = new Set(['hidden', 'checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * A form rendered on the server can be typed into before its island hydrates (a slow phone, a slow
 * network). React hydrates around the typed text but keeps its own, empty, state, so the next render
 * erases what the buyer typed, or a submit calls it missing. Right after hydration this hands every
 * such value to the field's own change handler, as if it had just been typed, so it is cleaned and
 * checked exactly like typed input (digits normalised, lengths cut, errors cleared).
 *
 * Passwords are adopted too: the text stays in the same field of the same page, held in memory as
 * if typed a moment later, and is sent only when the visitor submits; dropping it would leave a
 * field that looks filled but is empty to the form.
 */
export function useAdoptEarlyInput(formRef: RefObject<HTMLFormElement | null>): void {
  // A layout effect: it runs before anything can re-render the form (and erase the text) and before paint.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const control of Array.from(form.elements)) {
      if (control instanceof HTMLSelectElement) adoptChoice(control);
      else if (control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && !NOT_TYPED.has(control.type))) adoptText(control);
    }
  }, [formRef]);
}

function adoptText(control: HTMLInputElement | HTMLTextAreaElement): void {
  // defaultValue is what the server rendered (React sets it to the field's value when it hydrates).
  const typed = control.value;
  if (typed === control.defaultValue) return;
  // React reports an input event only when the field's value differs from the last one it saw, and
  // while hydrating it saw the typed text. Show it the server's value through the setter it watches,
  // put the typed text back through the element's own setter, then announce the input.
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function adoptChoice(select: HTMLSelectElement): void {
  const rendered = Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];
  if (!rendered || select.value === rendered.value) return;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
