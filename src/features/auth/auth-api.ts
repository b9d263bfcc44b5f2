import type { FieldErrors } from '#lib/validation/field-errors';
import type { LoginInput, RegistrationInput } from '#lib/validation/registration';
import type { SessionPayload } from '#lib/session-user';
import { fetchAttempt, sendWithRetry } from '../forms/send-with-retry.ts';

/** The sign-in and registration calls, with every answer the forms must handle spelled out. */
export type RegisterResult =
  | { kind: 'created' }
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'email_taken' }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

export type LoginResult =
  | { kind: 'signed_in'; payload: SessionPayload }
  /** The password was right; the account asks for a code from its app (ADR 0028). */
  | { kind: 'second_step'; challenge: string }
  | { kind: 'invalid_credentials'; attemptsLeft: number }
  | { kind: 'locked'; retryAfterSeconds: number }
  /** Held back for a while, not locked: a flood on the account, or too many sign-ins from this network. */
  | { kind: 'wait'; reason: 'account' | 'network'; retryAfterSeconds: number }
  | { kind: 'account_pending' | 'no_profile' }
  /** With the administrator's reason, when one was given. */
  | { kind: 'account_rejected'; reason: string | null }
  | { kind: 'invalid'; fields: FieldErrors }
  | { kind: 'failed' };

interface ErrorBody {
  error?: { code?: string; fields?: FieldErrors; attemptsLeft?: number; reason?: string };
}

async function post(path: string, body: unknown): Promise<{ response: Response; data: ErrorBody & Record<string, unknown> }> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json().catch(() => ({}))) as ErrorBody & Record<string, unknown>;
  return { response, data };
}

const retryAfter = (response: Response, fallback: number) => Number(response.headers.get('retry-after')) || fallback;

/**
 * Registers with the submission's idempotency key, retrying lost connections and 503s
 * (send-with-retry): a registration that went through answers "created" to its retries, never
 * "e-mail taken". `onRetrying` is the form's "still sending" cue.
 */
export async function submitRegistration(input: RegistrationInput, { key, onRetrying }: { key: string; onRetrying?: () => void }): Promise<RegisterResult> {
  const attempt = fetchAttempt('/api/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  const sent = await sendWithRetry(attempt, { key, onRetrying });
  if (sent.outcome === 'unknown') return { kind: 'failed' };
  const { status, body, retryAfterSeconds } = sent.reply;
  const fields = (body as ErrorBody | null)?.error?.fields;
  if (status === 201) return { kind: 'created' };
  if (status === 409) return { kind: 'email_taken' };
  if (status === 429) return { kind: 'limited', retryAfterSeconds: retryAfterSeconds || 3600 };
  if (status === 400 && fields) return { kind: 'invalid', fields };
  return { kind: 'failed' };
}

export async function submitLogin(input: LoginInput): Promise<LoginResult> {
  try {
    const { response, data } = await post('/api/auth/login', input);
    const code = data.error?.code;
    if (response.ok && data.secondStep === true && typeof data.challenge === 'string') return { kind: 'second_step', challenge: data.challenge };
    if (response.ok) return { kind: 'signed_in', payload: data as unknown as SessionPayload };
    if (code === 'invalid_credentials') return { kind: 'invalid_credentials', attemptsLeft: data.error?.attemptsLeft ?? 0 };
    if (code === 'account_locked') return { kind: 'locked', retryAfterSeconds: retryAfter(response, 24 * 3600) };
    if (code === 'sign_in_throttled') return { kind: 'wait', reason: 'account', retryAfterSeconds: retryAfter(response, 60) };
    if (response.status === 429) return { kind: 'wait', reason: 'network', retryAfterSeconds: retryAfter(response, 600) };
    if (code === 'account_rejected') return { kind: code, reason: typeof data.error?.reason === 'string' && data.error.reason ? data.error.reason : null };
    if (code === 'account_pending' || code === 'no_profile') return { kind: code };
    if (response.status === 400 && data.error?.fields) return { kind: 'invalid', fields: data.error.fields };
  } catch {
    /* network failure */
  }
  // SPEC §8: any unexpected error reads as invalid credentials.
  return { kind: 'failed' };
}

export type SecondStepResult =
  | { kind: 'signed_in'; payload: SessionPayload }
  | { kind: 'invalid'; fields: FieldErrors }
  /** Five minutes passed (or the challenge is not one): the password again. */
  | { kind: 'challenge_expired' }
  | { kind: 'wait'; retryAfterSeconds: number }
  | { kind: 'failed' };

/** The second step of a sign-in: the challenge from the password step and a code (ADR 0028). */
export async function submitSecondStep(input: { challenge: string; code: string }): Promise<SecondStepResult> {
  try {
    const { response, data } = await post('/api/auth/login/second-step', input);
    if (response.ok) return { kind: 'signed_in', payload: data as unknown as SessionPayload };
    if (data.error?.code === 'challenge_expired') return { kind: 'challenge_expired' };
    if (response.status === 429) return { kind: 'wait', retryAfterSeconds: retryAfter(response, 600) };
    if (response.status === 400 && data.error?.fields) return { kind: 'invalid', fields: data.error.fields };
  } catch {
    /* network failure */
  }
  return { kind: 'failed' };
}
