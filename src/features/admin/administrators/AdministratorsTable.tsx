import type { AdministratorRecord } from '#lib/admin/administrators';
import type { Translate } from '#i18n/format';
import { TableHead } from '../shared/TableHead.tsx';

interface Props {
  administrators: AdministratorRecord[];
  busyId: string | null;
  formatDate: (iso: string) => string;
  onNewLink: (administrator: AdministratorRecord) => void;
  onRemove: (administrator: AdministratorRecord) => void;
  t: Translate;
}

/** Who can sign in to the dashboard: oldest first, the signed-in administrator marked "You" and not removable. */
export function AdministratorsTable({ administrators, busyId, formatDate, onNewLink, onRemove, t }: Props) {
  const col = {
    name: t('adminUsers.col.name'),
    email: t('adminUsers.col.email'),
    state: t('adminUsers.col.state'),
    added: t('adminUsers.col.added'),
    actions: t('adminUsers.col.actions'),
  };
  return (
    <table className="admin-table administrators-table">
      <TableHead labels={Object.values(col)} />
      <tbody>
        {administrators.map((a) => (
          <tr key={a.userId} data-state={a.state}>
            <td data-label={col.name}>
              <span className="cell-strong">
                <bdi>{a.name}</bdi>
                {a.isYou && <span className="administrator-you">{t('adminUsers.you')}</span>}
              </span>
            </td>
            <td data-label={col.email}>
              <span className="administrator-email" dir="ltr">
                {a.email}
              </span>
            </td>
            <td data-label={col.state}>
              <span className={`administrator-state is-${a.state}`}>
                {a.state === 'invited' && a.inviteExpiresAt
                  ? t('adminUsers.state.invited', { date: formatDate(a.inviteExpiresAt) })
                  : t(`adminUsers.state.${a.state}`)}
              </span>
            </td>
            <td data-label={col.added}>{formatDate(a.createdAt)}</td>
            <td data-label={col.actions}>
              {(a.state !== 'active' || !a.isYou) && (
                <div className="admin-actions">
                  {a.state !== 'active' && (
                    <button type="button" className="btn btn-outline btn-small" disabled={busyId === a.userId} aria-label={t('adminUsers.newLinkOf', { name: a.name })} onClick={() => onNewLink(a)}>
                      {t('adminUsers.newLink')}
                    </button>
                  )}
                  {!a.isYou && (
                    <button type="button" className="btn btn-outline btn-small btn-outline-danger" disabled={busyId === a.userId} aria-label={t('adminUsers.removeOf', { name: a.name })} onClick={() => onRemove(a)}>
                      {t('adminUsers.remove')}
                    </button>
                  )}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
