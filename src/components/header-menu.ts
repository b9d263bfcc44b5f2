import { LANGUAGE_STORAGE_KEY } from '#i18n/locales';

/**
 * The header's own behaviour (Header.astro): the menu toggle on small screens, the home page's
 * transparent header turning solid, and the language toggle remembering the choice.
 */
export function startHeader(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('.menu-toggle')!;
  const nav = header.querySelector<HTMLElement>('#main-nav')!;

  // Solid after 10 px of scroll (only the home page starts transparent).
  if (header.hasAttribute('data-transparent')) {
    const update = () => header.classList.toggle('is-solid', window.scrollY > 10 || nav.dataset.open === 'true');
    update();
    window.addEventListener('scroll', update, { passive: true });
  }

  function setOpen(open: boolean) {
    nav.dataset.open = String(open);
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    if (header.hasAttribute('data-transparent')) header.classList.toggle('is-solid', open || window.scrollY > 10);
  }
  toggle.addEventListener('click', () => setOpen(nav.dataset.open !== 'true'));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && nav.dataset.open === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });

  // The toggle stores the choice before moving to the same page in the other language.
  for (const link of header.querySelectorAll<HTMLAnchorElement>('[data-language-toggle]')) {
    link.addEventListener('click', (e) => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, link.dataset.languageToggle!);
      e.preventDefault();
      location.assign(link.pathname + location.search + location.hash);
    });
  }
}
