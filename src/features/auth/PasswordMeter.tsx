import type { Translate } from '#i18n/format';
import { PASSWORD_CRITERIA, passwordCriteria, passwordStrength } from '#lib/validation/password';

const LEVELS = ['weak', 'medium', 'good', 'strong'] as const;

/** The strength meter of SPEC §5 with the five criteria, each marked as met or not. */
export function PasswordMeter({ password, id, t }: { password: string; id: string; t: Translate }) {
  const met = passwordCriteria(password);
  const level = passwordStrength(password);
  const filled = password ? LEVELS.indexOf(level) + 1 : 0;
  return (
    <div className="password-meter" id={id} data-level={password ? level : 'empty'}>
      <div className="password-meter-bar" aria-hidden="true">
        {LEVELS.map((l, i) => (
          <span key={l} className={i < filled ? 'is-filled' : undefined} />
        ))}
      </div>
      <p className="password-meter-level" aria-live="polite">
        {t('auth.password.strength')}: <strong data-testid="password-strength">{password ? t(`auth.password.level.${level}`) : '—'}</strong>
      </p>
      <p className="password-meter-heading">{t('auth.password.criteria')}</p>
      <ul className="password-criteria">
        {PASSWORD_CRITERIA.map((c) => (
          <li key={c} data-met={met[c]}>
            <span aria-hidden="true">{met[c] ? '✓' : '○'}</span> {t(`auth.password.criterion.${c}`)}
            <span className="visually-hidden"> ({met[c] ? t('auth.password.met') : t('auth.password.notMet')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
