import { LANGUAGE_STORAGE_KEY } from '#i18n/locales';

/**
 * The language choice (SPEC §1), run inline in <head> by LanguageRedirect.astro so a visitor is
 * moved before anything paints: the stored choice, else the browser's language, else English; the
 * result is stored. A string, so the build can hash it for the Content-Security-Policy
 * (src/integrations/csp.ts): Astro hashes only the scripts it bundles, not inline ones.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function () {
  var key = ${JSON.stringify(LANGUAGE_STORAGE_KEY)};
  try {
    var stored = localStorage.getItem(key);
    var wanted = stored === 'ar' || stored === 'en' ? stored : (navigator.language || '').toLowerCase().indexOf('ar') === 0 ? 'ar' : 'en';
    if (wanted !== stored) localStorage.setItem(key, wanted);
    var current = document.documentElement.lang;
    if (wanted === current) return;
    var path = location.pathname;
    var bare = path === '/ar' || path.indexOf('/ar/') === 0 ? path.slice(3) || '/' : path;
    var target = wanted === 'ar' ? (bare === '/' ? '/ar/' : '/ar' + bare) : bare;
    location.replace(target + location.search + location.hash);
  } catch (e) {
    /* storage blocked: stay on the page as requested */
  }
})();`;
