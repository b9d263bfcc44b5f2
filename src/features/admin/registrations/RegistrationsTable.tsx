import type { Translate } from '#i18n/format';
import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { RegistrationRow } from './RegistrationRow.tsx';

interface Props {
  rows: RegistrationRecord[];
  savingId: string | null;
  formatDate: (iso: string) => string;
  onApprove: (registration: RegistrationRecord) => void;
  onReject: (registration: RegistrationRecord) => void;
  onChange: (userId: string, change: RegistrationChange) => void;
  onDelete: (registration: RegistrationRecord) => void;
  onErase: (registration: RegistrationRecord) => void;
  onUnlock: (userId: string) => void;
  t: Translate;
}

const COLUMNS = ['company', 'contact', 'numbers', 'date', 'status', 'role', 'actions'] as const;

export function RegistrationsTable({ rows, savingId, formatDate, onApprove, onReject, onChange, onDelete, onErase, onUnlock, t }: Props) {
  return (
    <div className="registrations-table-wrap">
      <table className="registrations-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t(`admin.registrations.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <RegistrationRow
              key={r.userId}
              registration={r}
              saving={savingId === r.userId}
              date={formatDate(r.createdAt)}
              formatDate={formatDate}
              onApprove={() => onApprove(r)}
              onReject={() => onReject(r)}
              onChange={(change) => onChange(r.userId, change)}
              onDelete={() => onDelete(r)}
              onErase={() => onErase(r)}
              onUnlock={() => onUnlock(r.userId)}
              t={t}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
