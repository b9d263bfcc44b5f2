/**
 * A click a link may take over (open a dialog instead of navigating): the main button with no
 * modifier. Ctrl/⌘-click, Shift-click and middle clicks keep the browser's own meaning (new tab,
 * new window), so the link's href still works for them.
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
