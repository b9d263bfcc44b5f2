import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { totpConfirmSchema, totpDisableSchema, type TotpEnabled, type TotpSetup, type TotpStatus } from '#lib/validation/totp';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { PASSWORD_MAX_LENGTH } from '#lib/validation/password';
import { errorMessage, fieldError } from '#i18n/error-message';
import type { Translate } from '#i18n/format';
import { adminRequest, type AdminApiError } from '../admin/shared/admin-api.ts';
import { OneTimeCodeField } from './OneTimeCodeField.tsx';
import { PasswordField } from './PasswordField.tsx';
import './two-step.css';

interface Props {
  t: Translate;
  /** The signed-in user's own routes: `/api/account/totp` (a buyer) or `/api/admin/account/totp` (an administrator). */
  base: '/api/account/totp' | '/api/admin/account/totp';
  /** Who it is for: the words differ (optional for buyers, required of administrators once on). */
  audience: 'customer' | 'admin';
  /** The status read with the page, or null to read it here. */
  initial: TotpStatus | null;
  /** The user's e-mail, named in the downloaded recovery codes. */
  email: string;
  formatDate: (iso: string) => string;
  formatNumber: (n: number) => string;
  /** The heading's level where the section stands. */
  heading?: 'h2' | 'h3';
  /** The frame: the account page's card, or the administrators screen's. */
  className: string;
}

type View =
  | { step: 'loading' }
  | { step: 'loadFailed' }
  | { step: 'status'; status: TotpStatus; notice?: 'disabled' }
  | { step: 'setup'; setup: TotpSetup }
  | { step: 'codes'; codes: string[] };

const NOTHING_ON: TotpStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, canDisable: false };

/** A refusal as words: 429 and everything without words of its own read as "try again". */
const refusal = (t: Translate, error: AdminApiError) => (error.status === 429 || error.code === 'rate_limited' ? errorMessage(t, 'rate_limited') : error.code === 'internal_error' || error.code === 'network' ? t('twoStep.failed') : errorMessage(t, error.code));

/**
 * Two-step sign-in for the signed-in user's own account (issue 21, ADR 0028): the state, the
 * set-up (the server's QR code and the key to type, then a code from the app to confirm it), the
 * ten recovery codes shown once with Copy and Download, and, for a buyer, turning it off. One
 * component for the buyer's /account and the administrator's own card: only the routes and the
 * words differ.
 */
export function TwoStepSettings({ t, base, audience, initial, email, formatDate, formatNumber, heading: Heading = 'h2', className }: Props) {
  const id = useId();
  const [view, setView] = useState<View>(initial ? { step: 'status', status: initial } : { step: 'loading' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);

  const load = async () => {
    setView({ step: 'loading' });
    const result = await adminRequest<TotpStatus>(base);
    setView(result.ok ? { step: 'status', status: result.data } : { step: 'loadFailed' });
  };

  useEffect(() => {
    if (!initial) void load();
    // Read once, when the island comes alive without the page's status.
  }, []);

  // Each new screen of the set-up takes the focus to its heading, for keyboards and screen readers.
  const previous = useRef(view.step);
  useEffect(() => {
    if (previous.current !== view.step && (view.step === 'setup' || view.step === 'codes')) root.current?.querySelector<HTMLElement>(`[data-focus="${view.step}"]`)?.focus();
    previous.current = view.step;
  }, [view.step]);

  const start = async () => {
    setProblem(null);
    setBusy(true);
    const result = await adminRequest<TotpSetup>(base, { method: 'POST' });
    setBusy(false);
    if (result.ok) return setView({ step: 'setup', setup: result.data });
    // Turned on meanwhile (another tab): show it as it is.
    if (result.error.code === 'totp_already_enabled') return load();
    setProblem(refusal(t, result.error));
  };

  const status = view.step === 'status' ? view.status : NOTHING_ON;

  return (
    <section ref={root} id="two-step" className={`two-step ${className}`} aria-labelledby={`${id}-title`} data-testid="two-step">
      <Heading id={`${id}-title`}>{t('twoStep.title')}</Heading>
      <p className="two-step-intro">{t(audience === 'admin' ? 'twoStep.intro.admin' : 'twoStep.intro.customer')}</p>
      {view.step === 'loading' && (
        <p className="two-step-muted" role="status">
          {t('twoStep.loading')}
        </p>
      )}
      {view.step === 'loadFailed' && (
        <p className="alert alert-error" role="alert">
          {t('twoStep.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void load()}>
            {t('twoStep.retry')}
          </button>
        </p>
      )}
      {view.step === 'status' && (
        <>
          <p className={`two-step-state ${status.enabled ? 'is-on' : 'is-off'}`} data-testid="two-step-state">
            <span>{t('twoStep.state.label')}:</span> <strong>{status.enabled ? t('twoStep.state.on', { date: status.enabledAt ? formatDate(status.enabledAt) : '' }) : t('twoStep.state.off')}</strong>
          </p>
          {view.notice === 'disabled' && (
            <p className="alert alert-success" role="status">
              {t('twoStep.disabled')}
            </p>
          )}
          {status.enabled ? (
            <>
              <p className="two-step-muted">{t('twoStep.codesLeft', { count: formatNumber(status.recoveryCodesLeft) })}</p>
              {audience === 'admin' && <p className="two-step-muted">{t('twoStep.adminRequired')}</p>}
              {status.canDisable && (
                <>
                  <p className="two-step-muted">{t('twoStep.codesRenew')}</p>
                  <DisableForm t={t} base={base} formatNumber={formatNumber} onDisabled={() => setView({ step: 'status', status: NOTHING_ON, notice: 'disabled' })} />
                </>
              )}
            </>
          ) : (
            <>
              {problem && (
                <p className="alert alert-error" role="alert">
                  {problem}
                </p>
              )}
              <div>
                <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
                  {busy && <span className="spinner" aria-hidden="true" />} {t(busy ? 'twoStep.starting' : 'twoStep.start')}
                </button>
              </div>
            </>
          )}
        </>
      )}
      {view.step === 'setup' && (
        <SetupSteps
          t={t}
          base={base}
          setup={view.setup}
          heading={Heading === 'h2' ? 'h3' : 'h4'}
          onCancel={() => void load()}
          onRestart={() => void start()}
          onEnabled={(codes) => setView({ step: 'codes', codes })}
        />
      )}
      {view.step === 'codes' && <RecoveryCodes t={t} codes={view.codes} email={email} heading={Heading === 'h2' ? 'h3' : 'h4'} onDone={() => void load()} />}
    </section>
  );
}

interface SetupProps {
  t: Translate;
  base: Props['base'];
  setup: TotpSetup;
  heading: 'h3' | 'h4';
  onCancel: () => void;
  onRestart: () => void;
  onEnabled: (codes: string[]) => void;
}

/** The set-up: the QR code (drawn by the server with `qrcode`), the key to type, and the code that proves the app has it. */
function SetupSteps({ t, base, setup, heading: Heading, onCancel, onRestart, onEnabled }: SetupProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<{ text: string; restart: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-code`)}`);
    setProblem(null);
    const parsed = totpConfirmSchema.safeParse({ code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return field?.focus();
    }
    setBusy(true);
    // Not retried with a key: its answer holds the recovery codes, which must not be kept anywhere.
    const result = await adminRequest<TotpEnabled>(`${base}/confirm`, { method: 'POST', body: parsed.data });
    setBusy(false);
    if (result.ok) return onEnabled(result.data.recoveryCodes);
    if (result.error.fields) {
      setErrors(result.error.fields);
      return field?.focus();
    }
    setProblem({ text: refusal(t, result.error), restart: result.error.code === 'totp_not_set_up' });
  };

  return (
    <div className="two-step-setup">
      <div className="two-step-scan">
        <img className="two-step-qr" src={qr} width={200} height={200} alt={t('twoStep.scan.alt')} />
        <div className="two-step-scan-text">
          <Heading tabIndex={-1} data-focus="setup">
            {t('twoStep.scan.title')}
          </Heading>
          <p className="two-step-muted">{t('twoStep.scan.help')}</p>
          <Heading className="two-step-subtitle">{t('twoStep.key.title')}</Heading>
          <p className="two-step-muted">{t('twoStep.key.help')}</p>
          <p className="two-step-key">
            <span className="visually-hidden">{t('twoStep.key.label')}: </span>
            <code dir="ltr" data-testid="two-step-key">
              {setup.manualKey}
            </code>
          </p>
        </div>
      </div>
      <form className="two-step-confirm" noValidate aria-labelledby={`${id}-confirm`} onSubmit={(event) => void submit(event)}>
        <Heading id={`${id}-confirm`}>{t('twoStep.confirm.title')}</Heading>
        {problem && (
          <p className="alert alert-error" role="alert">
            {problem.text}{' '}
            {problem.restart && (
              <button type="button" className="link-button" onClick={onRestart}>
                {t('twoStep.start')}
              </button>
            )}
          </p>
        )}
        <OneTimeCodeField
          id={`${id}-code`}
          className="two-step-code"
          label={t('twoStep.confirm.code')}
          error={fieldError(t, errors.code)}
          value={code}
          disabled={busy}
          acceptsRecoveryCode={false}
          onChange={(value) => {
            setCode(value);
            setErrors({});
          }}
        />
        <div className="two-step-actions">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="spinner" aria-hidden="true" />} {t(busy ? 'twoStep.confirm.submitting' : 'twoStep.confirm.submit')}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
            {t('twoStep.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}

interface CodesProps {
  t: Translate;
  codes: string[];
  email: string;
  heading: 'h3' | 'h4';
  onDone: () => void;
}

/** The ten recovery codes, shown this once: copied, downloaded as text, or written down. */
function RecoveryCodes({ t, codes, email, heading: Heading, onDone }: CodesProps) {
  const id = useId();
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const text = [t('twoStep.codes.fileTitle', { email }), t('twoStep.codes.fileNote'), '', ...codes, ''].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="two-step-codes">
      <Heading id={`${id}-title`} tabIndex={-1} data-focus="codes">
        {t('twoStep.codes.title')}
      </Heading>
      <p className="alert alert-success" role="status">
        {t('twoStep.enabled')}
      </p>
      <p className="alert alert-warning">{t('twoStep.codes.warning')}</p>
      <ul className="two-step-code-list" dir="ltr" aria-label={t('twoStep.codes.label')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-step-actions">
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          {t('twoStep.codes.copy')}
        </button>
        <button type="button" className="btn btn-outline" onClick={download}>
          {t('twoStep.codes.download')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          {t('twoStep.codes.done')}
        </button>
      </div>
      {copied && (
        <p className={copied === 'copied' ? 'two-step-muted' : 'field-error'} role="status">
          {t(`twoStep.codes.${copied}`)}
        </p>
      )}
    </div>
  );
}

interface DisableProps {
  t: Translate;
  base: Props['base'];
  formatNumber: (n: number) => string;
  onDisabled: () => void;
}

/** A buyer turns it off with the password and a code (or a recovery code), behind a disclosure. */
function DisableForm({ t, base, formatNumber, onDisabled }: DisableProps): ReactNode {
  const id = useId();
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: 'password' | 'code', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (fields: FieldErrors) => {
      const first = (['password', 'code'] as const).find((f) => fields[f]);
      if (first) form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
    };
    setProblem(null);
    const parsed = totpDisableSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return focus(fields);
    }
    setBusy(true);
    const result = await adminRequest<{ disabled: true }>(`${base}/disable`, { method: 'POST', body: parsed.data, once: true });
    setBusy(false);
    if (result.ok) return onDisabled();
    if (result.error.fields) {
      setErrors(result.error.fields);
      return focus(result.error.fields);
    }
    setProblem(refusal(t, result.error));
  };

  return (
    <details className="two-step-disable">
      <summary>{t('twoStep.disable.title')}</summary>
      <form noValidate aria-label={t('twoStep.disable.title')} onSubmit={(event) => void submit(event)}>
        <p className="two-step-muted">{t('twoStep.disable.help')}</p>
        {problem && (
          <p className="alert alert-error" role="alert">
            {problem}
          </p>
        )}
        <PasswordField
          id={`${id}-password`}
          label={t('twoStep.disable.password')}
          error={fieldError(t, errors.password, { max: formatNumber(PASSWORD_MAX_LENGTH) })}
          t={t}
          name="password"
          autoComplete="current-password"
          value={values.password}
          disabled={busy}
          onChange={(e) => set('password', e.currentTarget.value)}
        />
        <OneTimeCodeField
          id={`${id}-code`}
          className="two-step-code"
          label={t('twoStep.disable.code')}
          error={fieldError(t, errors.code)}
          value={values.code}
          disabled={busy}
          acceptsRecoveryCode
          onChange={(value) => set('code', value)}
        />
        <div>
          <button type="submit" className="btn btn-outline-danger" disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="spinner" aria-hidden="true" />} {t(busy ? 'twoStep.disable.submitting' : 'twoStep.disable.submit')}
          </button>
        </div>
      </form>
    </details>
  );
}
