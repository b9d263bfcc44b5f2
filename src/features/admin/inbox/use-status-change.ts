import { useState } from 'react';
import type { Translate } from '#i18n/format';
import { changeStatus } from './use-inbox.ts';

/**
 * Runs one status change at a time and reloads the list afterwards, whatever the outcome
 * (SPEC §4: the list reloads after each change). A refusal is explained above the table.
 */
export function useStatusChange(t: Translate, reload: () => void) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function change(id: number, url: string, status: string): Promise<void> {
    setBusyId(id);
    setNotice(null);
    const result = await changeStatus(url, status);
    setBusyId(null);
    if (result === 'conflict') setNotice(t('inbox.updateConflict'));
    if (result === 'failed') setNotice(t('inbox.updateFailed'));
    reload();
  }

  return { busyId, notice, change };
}
