import { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, LOCALES, localizePath } from '#i18n/locales';

/** Each language's home page, the first one the browser may prefer. */
const HOMES = Object.fromEntries(LOCALES.map((locale) => [locale, localizePath('/', locale)]));

/**
 * The bare home page's language choice (SPEC §1), run inline in <head> by LanguageRedirect.astro so
 * a visitor is moved before anything paints: the stored choice, else the first of the browser's
 * languages the shop speaks, else the default; the result is stored. Built from the locale table. A
 * string, so the build can hash it for the Content-Security-Policy (src/integrations/csp.ts): Astro
 * hashes only the scripts it bundles, not inline ones.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function () {
  var key = ${JSON.stringify(LANGUAGE_STORAGE_KEY)};
  var homes = ${JSON.stringify(HOMES)};
  function fromBrowser() {
    var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < languages.length; i++) {
      var tag = String(languages[i]).toLowerCase();
      for (var code in homes) if (tag === code || tag.indexOf(code + '-') === 0) return code;
    }
    return ${JSON.stringify(DEFAULT_LOCALE)};
  }
  try {
    var stored = localStorage.getItem(key);
    var wanted = homes.hasOwnProperty(stored) ? stored : fromBrowser();
    if (wanted !== stored) localStorage.setItem(key, wanted);
    if (wanted !== ${JSON.stringify(DEFAULT_LOCALE)}) location.replace(homes[wanted] + location.search + location.hash);
  } catch (e) {
    /* storage blocked: stay on the page as requested */
  }
})();`;
