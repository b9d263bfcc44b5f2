import { useEffect, useState } from 'react';
import { fieldErrors, type FieldErrors } from '#lib/validation/field-errors';
import { loginSchema } from '#lib/validation/registration';
import type { SessionPayload } from '#lib/session-user';
import { secondStepSchema } from '#lib/validation/totp';
import { submitLogin, submitSecondStep } from './auth-api.ts';

export type LoginProblem =
  | { kind: 'invalid_credentials'; attemptsLeft: number }
  | { kind: 'locked'; hours: number }
  | { kind: 'wait'; reason: 'account' | 'network'; minutes: number; until: number }
  | { kind: 'account_pending' | 'no_profile' }
  | { kind: 'account_rejected'; reason: string | null }
  /** The second step's own troubles (ADR 0028). */
  | { kind: 'challenge_expired' | 'second_step_failed' };

/** The sign-in form's state; `onSignedIn` receives the session once the server has set its cookies. */
export function useLoginForm(onSignedIn: (payload: SessionPayload) => void) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  /** Set once the password was right on an account with two-step sign-in: the code screen shows. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const set = (field: 'email' | 'password', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  /** Returns the first invalid field (to focus it), if any. */
  const submit = async (): Promise<'email' | 'password' | null> => {
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      setErrors(fields);
      return fields.email ? 'email' : 'password';
    }
    setBusy(true);
    setProblem(null);
    const result = await submitLogin(parsed.data);
    if (result.kind === 'signed_in') {
      onSignedIn(result.payload);
      return null; // stays busy while the browser moves on
    }
    setBusy(false);
    if (result.kind === 'second_step') {
      setChallenge(result.challenge);
      setCode('');
      setErrors({});
    } else if (result.kind === 'invalid') setErrors(result.fields);
    else if (result.kind === 'locked') setProblem({ kind: 'locked', hours: Math.ceil(result.retryAfterSeconds / 3600) });
    else if (result.kind === 'wait') {
      const seconds = result.retryAfterSeconds;
      setProblem({ kind: 'wait', reason: result.reason, minutes: Math.max(1, Math.ceil(seconds / 60)), until: Date.now() + seconds * 1000 });
    }
    // SPEC §8: any unexpected failure reads as invalid credentials (without a count).
    else if (result.kind === 'failed') setProblem({ kind: 'invalid_credentials', attemptsLeft: 0 });
    else setProblem(result);
    return null;
  };

  const setSecondCode = (value: string) => {
    setCode(value);
    setErrors(({ code: _, ...rest }) => rest);
  };

  /** The code step: true when the code field should take the focus (it was refused). */
  const submitCode = async (): Promise<boolean> => {
    if (!challenge) return false;
    const parsed = secondStepSchema.safeParse({ challenge, code });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return true;
    }
    setBusy(true);
    setProblem(null);
    const result = await submitSecondStep(parsed.data);
    if (result.kind === 'signed_in') {
      onSignedIn(result.payload);
      return false;
    }
    setBusy(false);
    if (result.kind === 'invalid') {
      setErrors(result.fields);
      return true;
    }
    if (result.kind === 'challenge_expired') {
      setChallenge(null);
      setValues((v) => ({ ...v, password: '' }));
      setProblem({ kind: 'challenge_expired' });
    } else if (result.kind === 'wait') {
      const seconds = result.retryAfterSeconds;
      setProblem({ kind: 'wait', reason: 'network', minutes: Math.max(1, Math.ceil(seconds / 60)), until: Date.now() + seconds * 1000 });
    } else setProblem({ kind: 'second_step_failed' });
    return false;
  };

  /** Back to the password (another account, or the code is out of reach). */
  const cancelSecondStep = () => {
    setChallenge(null);
    setCode('');
    setErrors({});
    setProblem(null);
    setValues((v) => ({ ...v, password: '' }));
  };

  // A wait ends by itself: the message goes and the button comes back when the server said it would.
  const until = problem?.kind === 'wait' ? problem.until : null;
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setProblem((p) => (p?.kind === 'wait' && p.until === until ? null : p)), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  return { values, set, errors, busy, problem, locked: problem?.kind === 'locked', waiting: until !== null, submit, challenge, code, setCode: setSecondCode, submitCode, cancelSecondStep };
}
