import type { MessageKey } from './messages.ts';
import { intlLocale, type Locale } from './locales.ts';
import { formatNumber } from '../lib/format.ts';

/**
 * Translation helpers that need no dictionary: islands import these (with the few messages they
 * receive as a prop) so no page ships the full dictionaries to the browser.
 */
/**
 * Values for {placeholders}: text only. A number goes through src/lib/format.ts first, so it
 * reads in the page's digits (ADR 0021); identifiers (SKUs, phones) are passed as they are.
 */
export type Params = Record<string, string>;
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

/**
 * One rule set per language, made on first use: making one took 0.5-3 ms of main thread in
 * Chromium's profile (the page's first the most), which the sale countdowns paid on every tick of
 * every clock.
 */
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(intlLocale(locale))));
  return rules.select(count);
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
  const category = pluralCategory(locale, count);
  const template = messages[`${base}.${category}`] ?? messages[`${base}.other`] ?? base;
  return interpolate(template, { count: formatNumber(count, locale), ...params });
}
