import type { ComponentType } from 'react';
import { LOCALES, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { loadOnce } from '../dialog/load-once.ts';
import { loadStylesheet } from '../dialog/load-stylesheet.ts';
import type { RegisterFormProps } from './RegisterForm.tsx';
// A URL, not a CSS import: Astro puts a stylesheet imported anywhere below a page's islands into
// that page, dynamic imports included, so importing it would style every page with it.
import authFormsStylesheet from './registration-dialog.css?url';

/** What the registration dialog shows once loaded: the registration page's own form, and its words. */
export interface RegistrationFormModule {
  RegisterForm: ComponentType<RegisterFormProps>;
  messages: Partial<Record<MessageKey, string>>;
}

type Words = Partial<Record<MessageKey, string>>;
// The form's words, a chunk per language and namespace: the auth namespace and the words of the
// field codes it can show.
const AUTH_WORDS = import.meta.glob<{ auth: Words }>('../../i18n/*/auth.ts');
const ERROR_WORDS = import.meta.glob<{ errors: Words }>('../../i18n/*/errors.ts');

async function wordsIn(locale: Locale): Promise<Words> {
  const [{ auth }, { errors }] = await Promise.all([AUTH_WORDS[`../../i18n/${locale}/auth.ts`]!(), ERROR_WORDS[`../../i18n/${locale}/errors.ts`]!()]);
  return { ...auth, ...errors };
}

const downloadIn = (locale: Locale) =>
  loadOnce(async (): Promise<RegistrationFormModule> => {
    // Only a browser opens the dialog. The server bundles every dictionary anyway; without this the
    // server build keeps the imports below and warns that they cannot be split off.
    if (import.meta.env.SSR) throw new Error('The registration dialog loads in the browser only');
    const [form, messages] = await Promise.all([import('./RegisterForm.tsx'), wordsIn(locale), loadStylesheet(authFormsStylesheet)]);
    return { RegisterForm: form.default, messages };
  });

const downloads = Object.fromEntries(LOCALES.map((locale) => [locale, downloadIn(locale)])) as Record<Locale, () => Promise<RegistrationFormModule>>;

/**
 * The registration form's code, its styles and the auth words of one language (a chunk each),
 * fetched together when the registration dialog opens, so the pages that merely might open it do
 * not carry them (ADR 0008). One download per language serves every later opening.
 */
export function loadRegistrationForm(locale: Locale): Promise<RegistrationFormModule> {
  return downloads[locale]();
}
