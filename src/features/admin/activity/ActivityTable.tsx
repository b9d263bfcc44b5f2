import { adminProductEditPath } from '#lib/admin/sections';
import type { AuditEntry, AuditPage } from '#lib/admin/audit';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import type { Translate } from '#i18n/format';
import { idFormatter } from '../shared/format.ts';
import { TableHead } from '../shared/TableHead.tsx';
import { entityName } from './audit-format.ts';
import { ChangeSummary } from './ChangeSummary.tsx';

interface ActivityTableProps {
  items: AuditEntry[];
  categoryNames: AuditPage['categoryNames'];
  locale: Locale;
  t: Translate;
  messages: Partial<Record<MessageKey, string>>;
  formatDate: (iso: string) => string;
  formatNumber: (n: number) => string;
}

/** The audit log, newest first: when (Riyadh time), who, what, on which item, and what changed. */
export function ActivityTable({ items, categoryNames, locale, t, messages, formatDate, formatNumber }: ActivityTableProps) {
  const col = {
    when: t('adminSite.activity.col.when'),
    admin: t('adminSite.activity.col.admin'),
    action: t('adminSite.activity.col.action'),
    entity: t('adminSite.activity.col.entity'),
    changes: t('adminSite.activity.col.changes'),
  };
  return (
    <table className="admin-table activity-table">
      <TableHead labels={Object.values(col)} />
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id}>
            <td data-label={col.when}>
              <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
            </td>
            <td data-label={col.admin}>
              <span className="cell-sub activity-email" dir="ltr">
                {entry.actorEmail}
              </span>
            </td>
            <td data-label={col.action}>
              <span className="cell-strong">{t(`adminSite.activity.action.${entry.action}`)}</span>
            </td>
            <td data-label={col.entity}>
              <Entity entry={entry} locale={locale} t={t} />
            </td>
            <td data-label={col.changes}>
              <ChangeSummary entry={entry} locale={locale} categoryNames={categoryNames} t={t} messages={messages} formatNumber={formatNumber} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Entity({ entry, locale, t }: { entry: AuditEntry; locale: Locale; t: Translate }) {
  const name = entityName(entry, locale);
  const productId = Number(entry.entityId);
  // Numeric ids in the page's digits; other ids (a user's) as they are.
  const id = /^[0-9]+$/.test(entry.entityId) ? idFormatter(locale)(productId) : entry.entityId;
  // A product's SKU opens it in the editor, unless the entry is its deletion.
  const editable = entry.entity === 'product' && entry.action !== 'product.delete' && Number.isInteger(productId) && productId > 0;
  return (
    <>
      <span className="cell-strong">{t(`adminSite.activity.entity.${entry.entity}`, { id })}</span>
      {entry.sku &&
        (editable ? (
          <a className="cell-sub" href={localizePath(adminProductEditPath(productId), locale)} dir="ltr" aria-label={t('adminSite.activity.openProduct', { sku: entry.sku })}>
            {entry.sku}
          </a>
        ) : (
          <span className="cell-sub" dir="ltr">
            {entry.sku}
          </span>
        ))}
      {name && (
        <span className="cell-sub">
          <bdi>{name}</bdi>
        </span>
      )}
    </>
  );
}
