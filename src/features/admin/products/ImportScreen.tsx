import { useEffect, useId, useRef, useState } from 'react';
import { IMPORT_MODES, type ImportDetail, type ImportMode, type ImportSummary } from '#lib/admin/product-sheet';
import { localizePath, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';
import { numberFormatter } from '#lib/format';
import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import { dateTimeFormatter } from '../shared/format.ts';
import '../shared/admin-list.css';
import './products.css';
import './import.css';
import { applyImportStep, cancelImport, fetchImportHistory, planImportStep, uploadForDryRun } from './import-api.ts';
import { ImportHistoryTable } from './ImportHistoryTable.tsx';
import { ImportResult } from './ImportResult.tsx';

interface Props {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'checking'; detail?: ImportDetail }
  | { kind: 'checked'; detail: ImportDetail }
  | { kind: 'applying'; detail: ImportDetail }
  | { kind: 'done'; detail: ImportDetail };

/** /admin/products/import (island): upload, dry run, apply in steps with a progress bar, and the history. */
export default function ImportScreen({ locale, messages }: Props) {
  const t = createT(messages);
  const id = useId();
  const formatNumber = numberFormatter(locale);
  const formatDateTime = dateTimeFormatter(locale);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [mode, setMode] = useState<ImportMode>('all_or_nothing');
  const [error, setError] = useState<string | null>(null);
  const [history, setHistory] = useState<ImportSummary[] | null>(null);

  const loadHistory = async () => {
    const result = await fetchImportHistory();
    if (result.ok) setHistory(result.data.items);
  };
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void loadHistory();
    // A file chosen before the screen came to life is in the input already, without a change event.
    setFile((chosen) => chosen ?? fileInput.current?.files?.[0] ?? null);
  }, []);

  const dryRun = async () => {
    if (!file) return;
    setError(null);
    setStage({ kind: 'checking' });
    const result = await uploadForDryRun(file);
    if (!result.ok) {
      setStage({ kind: 'choose' });
      setError(errorMessage(t, result.error.code, { line: formatNumber(result.where?.line ?? 0), cell: result.where?.cell ?? '' }));
      return;
    }
    // A large file is checked in steps: each call plans the next rows and answers how far it got.
    let current = result.data;
    while (current.status === 'planning') {
      setStage({ kind: 'checking', detail: current });
      const step = await planImportStep(current.id);
      if (!step.ok) {
        setStage({ kind: 'choose' });
        setError(errorMessage(t, step.error.code));
        void loadHistory();
        return;
      }
      current = step.data;
    }
    setMode(current.counts.badRows > 0 ? 'skip_bad_rows' : 'all_or_nothing');
    setStage({ kind: 'checked', detail: current });
    void loadHistory();
  };

  const apply = async (detail: ImportDetail) => {
    setError(null);
    let current = detail;
    setStage({ kind: 'applying', detail: current });
    // One step per call: each writes a chunk and answers how far the import has got.
    for (;;) {
      const result = await applyImportStep(current.id, mode);
      if (!result.ok) {
        setError(errorMessage(t, result.error.code));
        setStage({ kind: 'checked', detail: current });
        return;
      }
      current = result.data;
      if (current.status === 'applied') break;
      setStage({ kind: 'applying', detail: current });
    }
    setStage({ kind: 'done', detail: current });
    void loadHistory();
  };

  const cancel = async (detail: ImportDetail) => {
    await cancelImport(detail.id);
    setStage({ kind: 'choose' });
    setFile(null);
    void loadHistory();
  };

  const detail = stage.kind === 'checked' || stage.kind === 'applying' || stage.kind === 'done' ? stage.detail : null;
  const busy = stage.kind === 'checking' || stage.kind === 'applying';

  return (
    <div className="import-screen">
      <p>
        <a href={localizePath(ADMIN_SECTION_PATHS.products, locale)}>
          {t('adminImport.back')}
        </a>
      </p>
      <p className="cell-sub">{t('adminImport.intro')}</p>
      {(stage.kind === 'choose' || stage.kind === 'checking') && (
        <form
          className="import-upload"
          onSubmit={(event) => {
            event.preventDefault();
            void dryRun();
          }}>
          <label htmlFor={`${id}-file`}>{t('adminImport.file')}</label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            className="input"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <p className="cell-sub">{t('adminImport.limits')}</p>
          <button type="submit" className="btn btn-primary" disabled={!file || busy}>
            {stage.kind === 'checking' ? t('adminImport.checking') : t('adminImport.dryRun')}
          </button>
        </form>
      )}
      {stage.kind === 'checking' && stage.detail && (
        <div className="import-progress" role="status">
          <label htmlFor={`${id}-checking`}>{t('adminImport.planning', { done: formatNumber(stage.detail.planned), total: formatNumber(stage.detail.counts.rows) })}</label>
          <progress id={`${id}-checking`} max={Math.max(stage.detail.counts.rows, 1)} value={stage.detail.planned} />
        </div>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {detail && <ImportResult detail={detail} t={t} formatNumber={formatNumber} />}
      {stage.kind === 'checked' && detail && detail.toApply > 0 && (
        <section className="import-apply" aria-labelledby={`${id}-apply`}>
          <h2 id={`${id}-apply`} className="import-heading">
            {t('adminImport.apply.title')}
          </h2>
          <fieldset className="import-modes">
            <legend className="visually-hidden">{t('adminImport.apply.mode')}</legend>
            {IMPORT_MODES.map((m) => (
              <label key={m} className="import-mode">
                <input type="radio" name="mode" value={m} checked={mode === m} disabled={m === 'all_or_nothing' && detail.counts.badRows > 0} onChange={() => setMode(m)} />
                <span className="import-mode-name">{t(`adminImport.mode.${m}`)}</span>
                <span className="cell-sub">{t(`adminImport.mode.${m}.hint`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="admin-actions">
            <button type="button" className="btn btn-primary" onClick={() => void apply(detail)}>
              {t('adminImport.apply.button', { n: formatNumber(detail.toApply) })}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => void cancel(detail)}>
              {t('adminImport.cancel')}
            </button>
          </div>
        </section>
      )}
      {stage.kind === 'checked' && detail && detail.toApply === 0 && (
        <button type="button" className="btn btn-outline" onClick={() => void cancel(detail)}>
          {t('adminImport.close')}
        </button>
      )}
      {stage.kind === 'applying' && detail && (
        <div className="import-progress" role="status">
          <label htmlFor={`${id}-progress`}>{t('adminImport.applying', { done: formatNumber(detail.applied), total: formatNumber(detail.toApply) })}</label>
          <progress id={`${id}-progress`} max={Math.max(detail.toApply, 1)} value={detail.applied} />
        </div>
      )}
      {stage.kind === 'done' && detail && (
        <div className="alert alert-success" role="status">
          {t('adminImport.done', { n: formatNumber(detail.applied) })}{' '}
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => {
              setStage({ kind: 'choose' });
              setFile(null);
            }}>
            {t('adminImport.another')}
          </button>
        </div>
      )}
      <section aria-labelledby={`${id}-history`} className="import-history">
        <h2 id={`${id}-history`} className="import-heading">
          {t('adminImport.history.title')}
        </h2>
        {history ? <ImportHistoryTable items={history} t={t} formatNumber={formatNumber} formatDateTime={formatDateTime} /> : <p className="cell-sub">{t('adminImport.history.loading')}</p>}
      </section>
    </div>
  );
}
