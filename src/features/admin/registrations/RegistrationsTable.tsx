import { useState } from 'react';
import type { Locale } from '#i18n/locales';
import { formatDate } from '#lib/format';
import type { Translate } from '#i18n/format';
import type { RegistrationChange, RegistrationRecord } from '#lib/validation/registration-admin';
import { ApproveDialog } from './ApproveDialog.tsx';
import { RegistrationRow } from './RegistrationRow.tsx';

interface Props {
  rows: RegistrationRecord[];
  savingId: string | null;
  onChange: (userId: string, change: RegistrationChange) => void;
  onUnlock: (userId: string) => void;
  locale: Locale;
  t: Translate;
}

const COLUMNS = ['company', 'contact', 'email', 'phone', 'city', 'country', 'date', 'status', 'role', 'actions'] as const;

export function RegistrationsTable({ rows, savingId, onChange, onUnlock, locale, t }: Props) {
  const [approving, setApproving] = useState<RegistrationRecord | null>(null);
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
              date={formatDate(r.createdAt, locale, { dateStyle: 'medium' })}
              onApprove={() => setApproving(r)}
              onChange={(change) => onChange(r.userId, change)}
              onUnlock={() => onUnlock(r.userId)}
              t={t}
            />
          ))}
        </tbody>
      </table>
      {approving && (
        <ApproveDialog
          registration={approving}
          t={t}
          onCancel={() => setApproving(null)}
          onConfirm={(role) => {
            onChange(approving.userId, { status: 'approved', role });
            setApproving(null);
          }}
        />
      )}
    </div>
  );
}
