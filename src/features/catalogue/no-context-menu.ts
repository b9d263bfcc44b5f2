/**
 * SPEC §1: right-click is disabled on the catalogue and product pages (it discourages casual
 * copying of product pictures; keyboard and assistive technology are unaffected).
 */
export function refuseContextMenu(): void {
  document.addEventListener('contextmenu', (event) => event.preventDefault());
}
