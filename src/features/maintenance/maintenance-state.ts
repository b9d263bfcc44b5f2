import { atom, onMount } from 'nanostores';

/**
 * Whether the maintenance page covers this page: MaintenanceGate marks <html data-maintenance>
 * while it checks ("pending") and while maintenance is on ("on"). The attribute is the one truth
 * the gate's script and every island can read, whichever bundle they come from. While it is set,
 * nothing on the page may open a form.
 */
export function maintenanceShown(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-maintenance');
}

/** The same, as a store that follows the gate (maintenance can switch on after an island hydrated). */
export const $maintenanceShown = atom(false);

onMount($maintenanceShown, () => {
  const sync = () => $maintenanceShown.set(maintenanceShown());
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-maintenance'] });
  return () => observer.disconnect();
});
