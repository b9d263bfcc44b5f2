import type { AuditEntry, AuditPage } from '#lib/admin/audit';
import type { Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';
import { auditChanges } from './audit-diff.ts';
import { fieldLabel, formatAuditValue, withBusinessHoursWords, withCategoryNames } from './audit-format.ts';

interface ChangeSummaryProps {
  entry: AuditEntry;
  locale: Locale;
  categoryNames: AuditPage['categoryNames'];
  t: Translate;
  messages: Partial<Record<MessageKey, string>>;
  formatNumber: (n: number) => string;
}

/** Fields shown by name in the row before "+N more"; the rest are in the expandable detail. */
const NAMED = 3;

/** The fields an entry changed, by name, and (expandable) each one's value before → after. */
export function ChangeSummary({ entry, locale, categoryNames, t, messages, formatNumber }: ChangeSummaryProps) {
  const shown = (value: unknown, field: string | undefined) =>
    formatAuditValue(
      withBusinessHoursWords(withCategoryNames(value, field, categoryNames, locale, (id) => t('adminSite.activity.deletedCategory', { id: formatNumber(id) })), field, locale),
      t,
      formatNumber,
      field,
      messages,
    );
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="cell-sub">{t('adminSite.activity.noChanges')}</span>;
  const labelled = changes.map((change) => ({ ...change, label: fieldLabel(change.path, messages) }));
  const name = (change: (typeof labelled)[number]) =>
    change.label ?? (
      <code dir="ltr" className="activity-field-code">
        {change.path.join('.') || '—'}
      </code>
    );
  return (
    <div className="activity-changes">
      <ul className="activity-fields">
        {labelled.slice(0, NAMED).map((change) => (
          <li key={change.path.join('.')}>{name(change)}</li>
        ))}
        {changes.length > NAMED && <li className="activity-more">{t('adminSite.activity.more', { count: formatNumber(changes.length - NAMED) })}</li>}
      </ul>
      <details className="activity-detail">
        <summary>{t('adminSite.activity.showChanges')}</summary>
        <dl>
          {labelled.map((change) => (
            <div key={change.path.join('.')}>
              <dt>{name(change)}</dt>
              <dd>
                <span className="visually-hidden">{t('adminSite.activity.before')}: </span>
                <del>
                  <bdi>{shown(change.before, change.path.at(-1))}</bdi>
                </del>
                <span className="activity-arrow rtl-flip" aria-hidden="true">
                  →
                </span>
                <span className="visually-hidden">{t('adminSite.activity.after')}: </span>
                <ins>
                  <bdi>{shown(change.after, change.path.at(-1))}</bdi>
                </ins>
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
