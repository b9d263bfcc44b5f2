import { LANGUAGE_STORAGE_KEY } from '#i18n/locales';

/**
 * The bare home page's language choice (SPEC §1), run inline in <head> by LanguageRedirect.astro so
 * a visitor is moved before anything paints: the stored choice, else the first of the browser's
 * languages the shop speaks, else English; the result is stored. A string, so the build can hash it
 * for the Content-Security-Policy (src/integrations/csp.ts): Astro hashes only the scripts it
 * bundles, not inline ones.
 */
export const LANGUAGE_REDIRECT_SCRIPT = `(function () {
  var key = ${JSON.stringify(LANGUAGE_STORAGE_KEY)};
  function fromBrowser() {
    var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < languages.length; i++) {
      var tag = String(languages[i]).toLowerCase();
      if (tag === 'ar' || tag.indexOf('ar-') === 0) return 'ar';
      if (tag === 'en' || tag.indexOf('en-') === 0) return 'en';
    }
    return 'en';
  }
  try {
    var stored = localStorage.getItem(key);
    var wanted = stored === 'ar' || stored === 'en' ? stored : fromBrowser();
    if (wanted !== stored) localStorage.setItem(key, wanted);
    if (wanted === 'ar') location.replace('/ar/' + location.search + location.hash);
  } catch (e) {
    /* storage blocked: stay on the page as requested */
  }
})();`;
