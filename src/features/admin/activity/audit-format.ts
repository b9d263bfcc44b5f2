import type { AuditEntry, AuditPage } from '#lib/admin/audit';
import { timeOfDay, weekdayName } from '#lib/business-hours';
import { WEEKDAYS, type Weekday } from '#lib/company';
import { localized, type ContentLanguage, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';

/** Long texts (descriptions, messages) are cut in the log; the editor holds the whole text. */
const MAX_SHOWN = 160;

const cut = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

/** Fields whose values are codes of a fixed list (statuses, classes, catalogue groups) and where their words are. */
const CODED_FIELDS: Record<string, string> = { status: 'adminSite.activity.value.', role: 'adminSite.activity.value.', group: 'group.' };

/**
 * A value of an audit entry as the admin reads it: yes/no, numbers in the page's digits, "(empty)",
 * statuses, classes and groups in words. `messages` holds `adminSite.activity.*` and `group.*`.
 */
export function formatAuditValue(value: unknown, t: Translate, formatNumber: (n: number) => string, field?: string, messages?: Partial<Record<MessageKey, string>>): string {
  if (value === undefined || value === null || value === '') return t('adminSite.activity.empty.value');
  const words = field ? CODED_FIELDS[field] : undefined;
  if (typeof value === 'string' && words) return messages?.[`${words}${value}` as MessageKey] ?? value;
  if (typeof value === 'boolean') return t(value ? 'adminSite.activity.yes' : 'adminSite.activity.no');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t('adminSite.activity.empty.value');
    // A list of ids or names reads as a list; a list of records (photos) as how many there are.
    return value.every((item) => typeof item !== 'object' || item === null) ? cut(value.map((item) => formatAuditValue(item, t, formatNumber)).join(', ')) : formatNumber(value.length);
  }
  return cut(JSON.stringify(value));
}

/**
 * A product's `categoryIds` as the admin reads them: each category's name in the admin's language
 * (from the page's `categoryNames`), "#id" for one deleted since. Other values pass unchanged.
 */
export function withCategoryNames(value: unknown, field: string | undefined, names: AuditPage['categoryNames'], locale: Locale, deleted: (id: number) => string): unknown {
  if (field !== 'categoryIds' || !Array.isArray(value)) return value;
  return value.map((id) => {
    const category = names[String(id)];
    return category ? localized(category, 'name', locale) : deleted(Number(id));
  });
}

/**
 * The company's business hours as the admin reads them (ADR 0024): a working day by its name and a
 * time as the language writes it, by the same Intl functions as the public pages. Other values pass unchanged.
 */
export function withBusinessHoursWords(value: unknown, field: string | undefined, locale: Locale): unknown {
  if (typeof value !== 'string') return value;
  if ((field === 'firstDay' || field === 'lastDay') && (WEEKDAYS as readonly string[]).includes(value)) return weekdayName(value as Weekday, locale);
  if ((field === 'opens' || field === 'closes') && /^\d{2}:\d{2}$/.test(value)) return timeOfDay(value, locale);
  return value;
}

/** A field's name in the admin's language, by its last path segment; null when the log knows no words for it. */
export function fieldLabel(path: string[], messages: Partial<Record<MessageKey, string>>): string | null {
  const last = path[path.length - 1];
  if (!last) return null;
  return messages[`adminSite.activity.field.${last}` as MessageKey] ?? null;
}

/** What the entry is about, by name when its data carries one (a product or category name, a company). */
export function entityName(entry: AuditEntry, locale: Locale): string | null {
  for (const data of [entry.after, entry.before]) {
    if (typeof data !== 'object' || data === null) continue;
    const record = data as Partial<Record<`name${Capitalize<ContentLanguage>}` | 'companyName' | 'email' | 'name', unknown>>;
    const name = localized(record, 'name', locale) ?? record.companyName ?? record.email ?? record.name;
    if (typeof name === 'string' && name) return name;
  }
  return null;
}
