import type { APIRoute } from 'astro';
import { LOCALES, localeFromParam, localeParam } from '#i18n/locales';
import { MESSAGE_BUNDLES, type MessageBundle } from '#i18n/message-bundles';
import { bundleMessages } from '#i18n/message-bundle-keys';

export const prerender = true;

/** /messages/quotes.json, /ar/messages/catalogue.json…: every bundle in every language, written at build time. */
export function getStaticPaths() {
  return LOCALES.flatMap((locale) => MESSAGE_BUNDLES.map((bundle) => ({ params: { locale: localeParam(locale), bundle } })));
}

export const GET: APIRoute = ({ params }) => {
  const messages = bundleMessages(params.bundle as MessageBundle, localeFromParam(params.locale)!);
  return new Response(JSON.stringify(messages), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
