import type { APIRoute } from 'astro';
import { LOCALES, localeFromParam, localeParam } from '#i18n/locales';
import { MESSAGE_BUNDLES, type MessageBundle } from '#i18n/message-bundles';
import { MESSAGE_BUNDLE_KEYS } from '#i18n/message-bundle-keys';
import { pickMessages } from '#i18n/t';

export const prerender = true;

/** /messages/quotes.json, /ar/messages/catalogue.json…: every bundle in every language, written at build time. */
export function getStaticPaths() {
  return LOCALES.flatMap((locale) => MESSAGE_BUNDLES.map((bundle) => ({ params: { locale: localeParam(locale), bundle } })));
}

export const GET: APIRoute = ({ params }) => {
  const locale = localeFromParam(params.locale)!;
  const messages = pickMessages(locale, MESSAGE_BUNDLE_KEYS[params.bundle as MessageBundle]);
  return new Response(JSON.stringify(messages), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
