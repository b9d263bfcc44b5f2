import { useEffect, useId, useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import { PRICE_METHODS, PRICE_ROUNDINGS, type BulkAction, type BulkSelection, type PriceChange, type PricePreview } from '#lib/admin/product-bulk';
import { CUSTOMER_CLASSES } from '#lib/roles';
import { toLatinDigits } from '#lib/digits';
import { formatMoney } from '#lib/format';
import { localized, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';
import { fetchCategories } from '../categories/categories-api.ts';
import { previewPrices, runBulkAction } from './bulk-api.ts';

const KINDS = ['hide', 'show', 'delete', 'add_category', 'remove_category', 'price'] as const;
type Kind = (typeof KINDS)[number];

interface Props {
  selection: BulkSelection;
  /** How many products the selection holds. */
  count: number;
  /** The page is selected and more products match the filter: offer them all. */
  canSelectAll: boolean;
  allSelected: boolean;
  total: number;
  locale: Locale;
  t: Translate;
  formatNumber: (n: number) => string;
  onSelectAll: (all: boolean) => void;
  onClear: () => void;
  onDone: (changed: number) => void;
}

/** The bar over the table while rows are selected: what is selected, one action, its preview and its confirmation. */
export function BulkBar({ selection, count, canSelectAll, allSelected, total, locale, t, formatNumber, onSelectAll, onClear, onDone }: Props) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('hide');
  const [categories, setCategories] = useState<AdminCategory[]>([]);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [change, setChange] = useState<PriceChange>({ classes: 'all', method: 'percent', amount: '', rounding: '0.05' });
  const [confirm, setConfirm] = useState('');
  const [preview, setPreview] = useState<PricePreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if ((kind === 'add_category' || kind === 'remove_category') && categories.length === 0) {
      void fetchCategories().then((result) => {
        if (result.ok) {
          setCategories(result.data.categories);
          setCategoryId(result.data.categories[0]?.id ?? null);
        }
      });
    }
  }, [kind]);
  useEffect(() => {
    setPreview(null);
    setError(null);
  }, [kind, change, selection]);

  const action = (): BulkAction | null => {
    if (kind === 'hide' || kind === 'show') return { kind };
    if (kind === 'delete') return { kind, confirm };
    if (kind === 'price') return { kind, change };
    return categoryId === null ? null : { kind, categoryId };
  };
  const ready = kind === 'delete' ? confirm.trim() === String(count) : kind === 'price' ? preview !== null : action() !== null;

  const run = async () => {
    const chosen = action();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    const result = await runBulkAction({ selection, action: chosen });
    setBusy(false);
    if (!result.ok) {
      setError(errorMessage(t, result.error.fields ? Object.values(result.error.fields)[0] : result.error.code));
      return;
    }
    setConfirm('');
    setPreview(null);
    onDone(result.data.changed);
  };

  const showPreview = async () => {
    setBusy(true);
    setError(null);
    const result = await previewPrices(selection, change);
    setBusy(false);
    if (result.ok) setPreview(result.data);
    else setError(errorMessage(t, result.error.fields ? Object.values(result.error.fields)[0] : result.error.code));
  };

  return (
    <section className="bulk-bar" aria-labelledby={`${id}-title`}>
      <div className="bulk-head">
        <h2 id={`${id}-title`} className="bulk-count" aria-live="polite">
          {t('adminBulk.selected', { n: formatNumber(count) })}
        </h2>
        {canSelectAll && !allSelected && (
          <button type="button" className="btn btn-outline btn-small" onClick={() => onSelectAll(true)}>
            {t('adminBulk.selectAll', { n: formatNumber(total) })}
          </button>
        )}
        {allSelected && (
          <button type="button" className="btn btn-outline btn-small" onClick={() => onSelectAll(false)}>
            {t('adminBulk.pageOnly')}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-small" onClick={onClear}>
          {t('adminBulk.clear')}
        </button>
      </div>
      <div className="bulk-fields">
        <div className="bulk-field">
          <label htmlFor={`${id}-f1`}>{t('adminBulk.action')}</label>
          <select id={`${id}-f1`} className="input" value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`adminBulk.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {(kind === 'add_category' || kind === 'remove_category') && (
          <div className="bulk-field">
            <label htmlFor={`${id}-f2`}>{t('adminBulk.category')}</label>
            <select id={`${id}-f2`} className="input" value={categoryId ?? ''} onChange={(event) => setCategoryId(Number(event.target.value))}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {localized(c, 'name', locale)}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind === 'price' && (
          <>
            <div className="bulk-field">
              <label htmlFor={`${id}-f3`}>{t('adminBulk.price.classes')}</label>
              <select id={`${id}-f3`} className="input" value={change.classes} onChange={(event) => setChange({ ...change, classes: event.target.value as PriceChange['classes'] })}>
                <option value="all">{t('adminBulk.price.allClasses')}</option>
                {CUSTOMER_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {t(`admin.role.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="bulk-field">
              <label htmlFor={`${id}-f4`}>{t('adminBulk.price.method')}</label>
              <select id={`${id}-f4`} className="input" value={change.method} onChange={(event) => setChange({ ...change, method: event.target.value as PriceChange['method'] })}>
                {PRICE_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`adminBulk.price.method.${m}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="bulk-field">
              <label htmlFor={`${id}-f5`}>{t(change.method === 'percent' ? 'adminBulk.price.percent' : 'adminBulk.price.fixed')}</label>
              <input id={`${id}-f5`} className="input" dir="ltr" inputMode="decimal" value={change.amount} placeholder={change.method === 'percent' ? '10' : '-5.00'} onChange={(event) => setChange({ ...change, amount: toLatinDigits(event.target.value).replace(/[٫,]/g, '.') })} />
            </div>
            <div className="bulk-field">
              <label htmlFor={`${id}-f6`}>{t('adminBulk.price.rounding')}</label>
              <select id={`${id}-f6`} className="input" value={change.rounding} onChange={(event) => setChange({ ...change, rounding: event.target.value as PriceChange['rounding'] })}>
                {PRICE_ROUNDINGS.map((r) => (
                  <option key={r} value={r}>
                    {t(`adminBulk.price.rounding.${r === '0.05' ? 'five' : 'one'}`, { amount: formatMoney(r, locale) })}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="btn btn-secondary" disabled={busy || change.amount.trim() === ''} onClick={() => void showPreview()}>
              {t('adminBulk.price.preview')}
            </button>
          </>
        )}
        {kind === 'delete' && (
          <div className="bulk-field">
            <label htmlFor={`${id}-f7`}>{t('adminBulk.delete.confirm', { n: formatNumber(count) })}</label>
            <input id={`${id}-f7`} className="input" dir="ltr" inputMode="numeric" value={confirm} onChange={(event) => setConfirm(toLatinDigits(event.target.value))} />
          </div>
        )}
        <button type="button" className={`btn ${kind === 'delete' ? 'btn-danger' : 'btn-primary'}`} disabled={busy || !ready} onClick={() => void run()}>
          {t(`adminBulk.apply.${kind}`, { n: formatNumber(count) })}
        </button>
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {preview && <PreviewTable preview={preview} locale={locale} t={t} formatNumber={formatNumber} />}
    </section>
  );
}

function PreviewTable({ preview, locale, t, formatNumber }: { preview: PricePreview; locale: Locale; t: Translate; formatNumber: (n: number) => string }) {
  return (
    <div className="bulk-preview">
      <p className="cell-sub">{t('adminBulk.preview.caption', { shown: formatNumber(preview.rows.length), n: formatNumber(preview.count) })}</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('adminProducts.col.sku')}</th>
            <th scope="col">{t('adminProducts.col.name')}</th>
            <th scope="col">{t('adminBulk.preview.change')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.id} data-testid="bulk-preview-row">
              <td data-label={t('adminProducts.col.sku')}>
                <span dir="ltr">{row.sku}</span>
              </td>
              <td data-label={t('adminProducts.col.name')}>
                <bdi>{localized(row, 'name', locale)}</bdi>
              </td>
              <td data-label={t('adminBulk.preview.change')}>
                <ul className="import-fields">
                  {row.prices.map((p) => (
                    <li key={p.class}>
                      {t(`admin.role.${p.class}`)}: <bdi className="import-before">{p.before}</bdi> <span className="rtl-flip bulk-arrow" aria-hidden="true">→</span>
                      <span className="visually-hidden">{t('adminImport.becomes')}</span> <bdi className="import-after">{p.after}</bdi>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
