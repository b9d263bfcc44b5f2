import { dictionaries, type MessageKey } from './messages.ts';
import { intlLocale, type Locale } from './locales.ts';

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

/** Replaces {name} placeholders; unknown placeholders stay visible so they are noticed. */
export function interpolate(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator over a (possibly partial) set of messages, as islands receive them. */
export function createT(messages: Partial<Record<MessageKey, string>>): Translate {
  return (key, params) => interpolate(messages[key] ?? key, params);
}

export function useTranslations(locale: Locale): Translate {
  return createT(dictionaries[locale]);
}

/** The messages whose keys start with one of the prefixes: what an island needs, no more. */
export function pickMessages(locale: Locale, prefixes: readonly string[]): Partial<Record<MessageKey, string>> {
  const all = dictionaries[locale];
  return Object.fromEntries(
    Object.entries(all).filter(([key]) => prefixes.some((p) => key.startsWith(p))),
  ) as Partial<Record<MessageKey, string>>;
}

/**
 * Plural-aware lookup: picks `${base}.${category}` by Intl.PluralRules (Arabic has six
 * categories), falling back to `${base}.other`.
 */
export function plural(
  messages: Partial<Record<string, string>>,
  locale: Locale,
  base: string,
  count: number,
  params: Params = {},
): string {
  const category = new Intl.PluralRules(intlLocale(locale)).select(count);
  const template = messages[`${base}.${category}`] ?? messages[`${base}.other`] ?? base;
  return interpolate(template, { count: new Intl.NumberFormat(intlLocale(locale)).format(count), ...params });
}
