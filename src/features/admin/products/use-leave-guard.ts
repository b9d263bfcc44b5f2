import { useEffect, useRef, useState } from 'react';
import { isPlainClick } from '../../dialog/plain-click.ts';

/**
 * Warns before unsaved changes are lost: the browser's own prompt when the tab closes or reloads
 * (beforeunload), and the editor's dialog when a link of the site is followed in this tab. Links
 * opening elsewhere (new tab, download, another window) leave the editor as it is.
 */
export function useLeaveGuard(dirty: boolean) {
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const released = useRef(false);
  const guarding = dirty && !released.current;

  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (released.current || !isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      const samePage = url.origin === location.origin && url.pathname === location.pathname && url.search === location.search;
      if (samePage && url.hash) return;
      event.preventDefault();
      setPendingHref(url.href);
    };
    addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [guarding]);

  return {
    pendingHref,
    stay: () => setPendingHref(null),
    /** Leaves on purpose (the dialog's Leave, or after a save that opens another page). */
    leave: (href: string) => {
      released.current = true;
      location.assign(href);
    },
  };
}
