import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { Locale } from '#i18n/locales';
import { LOCALES } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT, type Translate } from '#i18n/format';
import { errorMessage } from '#i18n/error-message';
import { toLatinDigits } from '#lib/digits';
import { formatDate, formatMoney, formatNumber } from '#lib/format';
import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import { BASIS_POINTS, decimalToHalalas, halalasToDecimal, quotationTotals } from '#lib/quotations/totals';
import { quotationPdfUrl, type Quotation, type QuotationLine, type QuotationProductHit, type QuotationWorkspace } from '#lib/quotations/types';
import type { QuotationDraftInput } from '#lib/quotations/validation';
import { localizePath } from '#i18n/locales';
import { adminRequest, type AdminApiError } from '../shared/admin-api.ts';
import { StatusBadge } from '../inbox/StatusBadge.tsx';
import '../shared/admin-list.css';
import './quotation-editor.css';

interface Props {
  locale: Locale;
  quoteId: number;
  messages: Partial<Record<MessageKey, string>>;
}

interface LineState {
  key: string;
  productId: number | null;
  sku: string;
  partNumber: string;
  description: string;
  unitPrice: string;
  quantity: string;
  discountPercent: string;
  leadTime: string;
}

interface FormState {
  locale: Locale;
  validUntil: string;
  deliveryTerms: string;
  notes: string;
  lines: LineState[];
}

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;
const percent = (bp: number) => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2));

/** A saved or suggested line as the form edits it (amounts as the admin types them). */
function lineState(line: Omit<QuotationLine, 'lineTotalHalalas'>): LineState {
  return {
    key: newKey(),
    productId: line.productId,
    sku: line.sku,
    partNumber: line.partNumber,
    description: line.description,
    unitPrice: halalasToDecimal(line.unitPriceHalalas),
    quantity: String(line.quantity),
    discountPercent: percent(line.discountBp),
    leadTime: line.leadTime,
  };
}

/** The form's starting point: the draft, else the current sent version (a revision), else the prefilled request. */
function initialForm(workspace: QuotationWorkspace): FormState {
  const source = workspace.versions.find((v) => v.status === 'draft') ?? workspace.versions.find((v) => v.status !== 'superseded');
  if (source) {
    return {
      locale: source.locale,
      validUntil: source.status === 'draft' ? source.validUntil : workspace.defaultValidUntil,
      deliveryTerms: source.deliveryTerms,
      notes: source.notes,
      lines: source.lines.map(lineState),
    };
  }
  return {
    locale: workspace.locale,
    validUntil: workspace.defaultValidUntil,
    deliveryTerms: '',
    notes: '',
    lines: workspace.suggestedLines.map(lineState),
  };
}

function body(form: FormState): QuotationDraftInput {
  return {
    locale: form.locale,
    validUntil: form.validUntil,
    deliveryTerms: form.deliveryTerms,
    notes: form.notes,
    lines: form.lines.map(({ key: _key, ...line }) => ({ ...line, quantity: toLatinDigits(line.quantity) })),
  };
}

/** Live totals from what is typed: lines that do not parse yet count as zero. */
function liveTotals(lines: LineState[]) {
  return quotationTotals(
    lines.map((line) => {
      const quantity = Number(toLatinDigits(line.quantity));
      const discount = decimalToHalalas(toLatinDigits(line.discountPercent) || '0');
      return {
        unitPriceHalalas: decimalToHalalas(toLatinDigits(line.unitPrice)) ?? 0,
        quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 0,
        discountBp: discount !== null && discount <= BASIS_POINTS ? discount : 0,
      };
    }),
  );
}

/** /admin/quotes/{id}: the quotation of one request: lines, terms, validity, live totals; save, send, revise. */
export default function QuotationEditor({ locale, quoteId, messages }: Props) {
  const t = createT(messages);
  const [workspace, setWorkspace] = useState<QuotationWorkspace | null>(null);
  const [loadError, setLoadError] = useState<AdminApiError | null>(null);
  const [form, setForm] = useState<FormState | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    const result = await adminRequest<QuotationWorkspace>(`/api/admin/quotes/${quoteId}/quotation`);
    if (!result.ok) return setLoadError(result.error);
    setWorkspace(result.data);
    setForm(initialForm(result.data));
  }, [quoteId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (loadError) {
    return (
      <div className="alert alert-error" role="alert">
        <span>{errorMessage(t, loadError.code)}</span>{' '}
        <button type="button" className="btn btn-outline btn-small" onClick={() => void load()}>
          {t('admin.list.retry')}
        </button>
      </div>
    );
  }
  if (!workspace || !form) {
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" />
      </p>
    );
  }
  return <EditorForm key={workspace.versions.map((v) => `${v.id}:${v.status}`).join()} locale={locale} t={t} workspace={workspace} initial={form} onReload={load} />;
}

function EditorForm({ locale, t, workspace, initial, onReload }: { locale: Locale; t: Translate; workspace: QuotationWorkspace; initial: FormState; onReload: () => Promise<void> }) {
  const [form, setForm] = useState(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const [hits, setHits] = useState<QuotationProductHit[] | null>(null);
  const id = useId();
  const readOnly = workspace.requestStatus === 'accepted' || workspace.requestStatus === 'finished';
  const totals = useMemo(() => liveTotals(form.lines), [form.lines]);
  const money = (halalas: number) => formatMoney(halalasToDecimal(halalas), locale);
  const hasSent = workspace.versions.some((v) => v.status !== 'draft');

  const setLine = (key: string, patch: Partial<LineState>) => setForm((f) => ({ ...f, lines: f.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)) }));
  const fieldError = (path: string) => (fields[path] ? errorMessage(t, fields[path]) : null);

  const refusal = (error: AdminApiError) => {
    setFields((error.fields as Record<string, string>) ?? {});
    setAlert({ tone: 'error', text: errorMessage(t, error.code) });
  };

  async function save(): Promise<Quotation | null> {
    const result = await adminRequest<Quotation>(`/api/admin/quotes/${workspace.quoteId}/quotation`, { method: 'PUT', body: body(form) });
    if (!result.ok) {
      refusal(result.error);
      return null;
    }
    setFields({});
    return result.data;
  }

  async function onSave() {
    setBusy(true);
    setAlert(null);
    const saved = await save();
    setBusy(false);
    if (saved) setAlert({ tone: 'success', text: t('quotation.editor.saved') });
  }

  async function onSend() {
    setBusy(true);
    setAlert(null);
    const saved = await save();
    if (!saved) return setBusy(false);
    const sent = await adminRequest<Quotation>(`/api/admin/quotes/${workspace.quoteId}/quotation`, { method: 'POST', once: true });
    setBusy(false);
    if (!sent.ok) return refusal(sent.error);
    await onReload();
  }

  async function onFind(event: React.FormEvent) {
    event.preventDefault();
    if (!search.trim()) return;
    const result = await adminRequest<QuotationProductHit[]>(`/api/admin/quotes/${workspace.quoteId}/quotation/products?q=${encodeURIComponent(search.trim())}`);
    setHits(result.ok ? result.data : []);
  }

  const addHit = (hit: QuotationProductHit) => {
    setForm((f) => ({
      ...f,
      lines: [
        ...f.lines,
        { key: newKey(), productId: hit.productId, sku: hit.sku, partNumber: hit.partNumber, description: f.locale === 'ar' ? hit.nameAr : hit.nameEn, unitPrice: hit.unitPriceHalalas === null ? '' : halalasToDecimal(hit.unitPriceHalalas), quantity: '1', discountPercent: '0', leadTime: '' },
      ],
    }));
    setHits(null);
    setSearch('');
  };

  const heading = hasSent ? t('quotation.editor.revise') : t('quotation.editor.open');
  const buyer = workspace.buyer;
  return (
    <div className="quotation-editor">
      <p>
        <a href={localizePath(ADMIN_SECTION_PATHS.quotes, locale)}>{t('quotation.editor.back')}</a>
      </p>
      <h2>{t('quotation.editor.title', { id: formatNumber(workspace.quoteId, locale, { grouping: false }) })}</h2>
      <section className="quotation-buyer" aria-labelledby={`${id}-buyer`}>
        <h3 id={`${id}-buyer`}>{t('quotation.editor.buyer')}</h3>
        <p>
          <bdi>{buyer.company}</bdi> · <bdi>{buyer.name}</bdi> · <span dir="ltr" className="quotation-ltr">{buyer.email}</span>
          {buyer.crNumber && (
            <>
              {' · '}
              {t('quotation.pdf.cr')}: <span dir="ltr" className="quotation-ltr">{buyer.crNumber}</span>
            </>
          )}
        </p>
      </section>

      {workspace.versions.length > 0 && <History locale={locale} t={t} versions={workspace.versions} />}

      {readOnly ? (
        <p className="alert alert-info">{t('quotation.editor.readOnly')}</p>
      ) : (
        <form className="quotation-form" onSubmit={(event) => event.preventDefault()} noValidate>
          <h3>{heading}</h3>
          <div className="quotation-settings">
            <label>
              <span>{t('quotation.editor.language')}</span>
              <select value={form.locale} onChange={(e) => setForm({ ...form, locale: e.target.value as Locale })}>
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {t(`email.language.${l}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{t('quotation.validity')}</span>
              <input type="date" value={form.validUntil} onChange={(e) => setForm({ ...form, validUntil: e.target.value })} aria-invalid={Boolean(fields.validUntil)} aria-describedby={fields.validUntil ? `${id}-valid-error` : undefined} />
              {fieldError('validUntil') && (
                <span className="field-error" id={`${id}-valid-error`}>
                  {fieldError('validUntil')}
                </span>
              )}
            </label>
          </div>

          <fieldset className="quotation-lines">
            <legend>{t('quotation.editor.lines')}</legend>
            {fieldError('lines') && <p className="field-error">{fieldError('lines')}</p>}
            <ol>
              {form.lines.map((line, index) => (
                <li key={line.key} className="quotation-line">
                  <span className="quotation-line-no" aria-hidden="true">
                    {formatNumber(index + 1, locale)}
                  </span>
                  <LineInput label={t('quotation.editor.description')} value={line.description} onChange={(v) => setLine(line.key, { description: v })} error={fieldError(`lines.${index}.description`)} wide />
                  <LineInput label={t('quotation.editor.sku')} value={line.sku} onChange={(v) => setLine(line.key, { sku: v, productId: null })} error={fieldError(`lines.${index}.sku`) ?? fieldError(`lines.${index}.productId`)} ltr />
                  <LineInput label={t('quotation.editor.partNumber')} value={line.partNumber} onChange={(v) => setLine(line.key, { partNumber: v })} error={fieldError(`lines.${index}.partNumber`)} ltr />
                  <LineInput label={t('quotation.editor.unitPrice')} value={line.unitPrice} onChange={(v) => setLine(line.key, { unitPrice: v })} error={fieldError(`lines.${index}.unitPrice`)} numeric />
                  <LineInput label={t('quotation.editor.quantity')} value={line.quantity} onChange={(v) => setLine(line.key, { quantity: v })} error={fieldError(`lines.${index}.quantity`)} numeric />
                  <LineInput label={t('quotation.editor.discount')} value={line.discountPercent} onChange={(v) => setLine(line.key, { discountPercent: v })} error={fieldError(`lines.${index}.discountPercent`)} numeric />
                  <LineInput label={t('quotation.editor.leadTime')} value={line.leadTime} onChange={(v) => setLine(line.key, { leadTime: v })} error={fieldError(`lines.${index}.leadTime`)} />
                  <output className="quotation-line-total">{money(totals.lineTotals[index] ?? 0)}</output>
                  <button type="button" className="btn btn-outline btn-small" onClick={() => setForm((f) => ({ ...f, lines: f.lines.filter((l) => l.key !== line.key) }))}>
                    {t('quotation.editor.removeLine', { n: formatNumber(index + 1, locale) })}
                  </button>
                </li>
              ))}
            </ol>
            <div className="quotation-add">
              <button type="button" className="btn btn-outline btn-small" onClick={() => setForm((f) => ({ ...f, lines: [...f.lines, { key: newKey(), productId: null, sku: '', partNumber: '', description: '', unitPrice: '', quantity: '1', discountPercent: '0', leadTime: '' }] }))}>
                {t('quotation.editor.addLine')}
              </button>
              <label className="quotation-find">
                <span>{t('quotation.editor.findProduct')}</span>
                <input dir="ltr" value={search} onChange={(e) => setSearch(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void onFind(e)} />
              </label>
              <button type="button" className="btn btn-outline btn-small" onClick={(e) => void onFind(e)}>
                {t('quotation.editor.find')}
              </button>
            </div>
            {hits && (
              <ul className="quotation-hits" aria-live="polite">
                {hits.length === 0 && <li>{t('quotation.editor.noProductFound')}</li>}
                {hits.map((hit) => (
                  <li key={hit.productId}>
                    <button type="button" className="btn btn-outline btn-small" onClick={() => addHit(hit)}>
                      {t('quotation.editor.addProduct', { sku: hit.sku })}
                    </button>{' '}
                    <bdi>{locale === 'ar' ? hit.nameAr : hit.nameEn}</bdi> · <span dir="ltr">{hit.partNumber}</span>
                    {hit.unitPriceHalalas !== null && <> · {money(hit.unitPriceHalalas)}</>}
                  </li>
                ))}
              </ul>
            )}
          </fieldset>

          <dl className="quotation-totals" aria-live="polite">
            <dt>{t('quotation.subtotal')}</dt>
            <dd>{money(totals.subtotalHalalas)}</dd>
            <dt>{t('quotation.vat')}</dt>
            <dd>{money(totals.vatHalalas)}</dd>
            <dt className="quotation-grand">{t('quotation.total')}</dt>
            <dd className="quotation-grand">{money(totals.totalHalalas)}</dd>
          </dl>

          <label className="quotation-text">
            <span>{t('quotation.deliveryTerms')}</span>
            <textarea rows={3} value={form.deliveryTerms} onChange={(e) => setForm({ ...form, deliveryTerms: e.target.value })} />
          </label>
          <label className="quotation-text">
            <span>{t('quotation.notes')}</span>
            <textarea rows={3} value={form.notes} onChange={(e) => setForm({ ...form, notes: e.target.value })} />
          </label>

          {alert && (
            <p className={`alert alert-${alert.tone}`} role={alert.tone === 'error' ? 'alert' : 'status'}>
              {alert.text}
            </p>
          )}
          <div className="quotation-actions">
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void onSave()}>
              {t('quotation.editor.saveDraft')}
            </button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void onSend()}>
              {t('quotation.editor.send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function LineInput({ label, value, onChange, error, ltr, numeric, wide }: { label: string; value: string; onChange: (value: string) => void; error: string | null; ltr?: boolean; numeric?: boolean; wide?: boolean }) {
  const id = useId();
  return (
    <label className={`quotation-cell${wide ? ' quotation-cell-wide' : ''}`}>
      <span>{label}</span>
      <input value={value} onChange={(e) => onChange(e.target.value)} dir={ltr || numeric ? 'ltr' : undefined} inputMode={numeric ? 'decimal' : undefined} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </label>
  );
}

/** Every version, newest first: its status, number, total, validity, the buyer's note, and the PDF once sent. */
export function History({ locale, t, versions }: { locale: Locale; t: Translate; versions: Quotation[] }) {
  const id = useId();
  return (
    <section className="quotation-history" aria-labelledby={`${id}-history`}>
      <h3 id={`${id}-history`}>{t('quotation.editor.history')}</h3>
      <ul>
        {versions.map((version) => {
          const status = version.expired ? 'expired' : version.status;
          return (
            <li key={version.id}>
              <strong>{t('quotation.version', { version: formatNumber(version.version, locale) })}</strong>
              {version.number && (
                <>
                  {' · '}
                  <span dir="ltr">{version.number}</span>
                </>
              )}
              {' · '}
              <StatusBadge status={status === 'accepted' || status === 'declined' || status === 'expired' ? status : status === 'draft' ? 'pending' : 'quoted'} label={t(`quotation.status.${status}`)} />
              {' · '}
              {formatMoney(halalasToDecimal(version.totalHalalas), locale)}
              {' · '}
              {t('quotation.validity')} {formatDate(`${version.validUntil}T12:00:00+03:00`, locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })}
              {version.responseNote && (
                <p>
                  {t('quotation.editor.buyerNote')}: <bdi>{version.responseNote}</bdi>
                </p>
              )}
              {version.sentAt && (
                <>
                  {' · '}
                  <a href={quotationPdfUrl(version.id, 'admin')} download>
                    {t('quotation.downloadPdf')}
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
