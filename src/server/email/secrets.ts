import { TEMPLATES } from './templates/index.ts';

/**
 * Secrets in stored e-mails (ADR 0020): a template names the fields of its data that carry a token
 * (a verification or reset link). Once such a message went out through SMTP they are blanked in the
 * outbox, so a reader of the database (or a backup) cannot use a link its recipient holds. The
 * development mailbox keeps them, so that a developer can follow them.
 */
type Secrets = readonly string[] | undefined;
const secretsOf = (template: string): Secrets => (TEMPLATES as Record<string, { secrets?: Secrets }>)[template]?.secrets;

/** The data with the template's secrets blanked (undefined when it has none: nothing to rewrite). */
export function withoutSecrets(template: string, data: unknown): unknown {
  const secrets = secretsOf(template);
  if (!secrets?.length || typeof data !== 'object' || data === null) return undefined;
  return { ...data, ...Object.fromEntries(secrets.map((key) => [key, null])) };
}

/** Whether a stored message had its secrets blanked. */
export function secretsRemoved(template: string, data: unknown): boolean {
  const secrets = secretsOf(template);
  return Boolean(secrets?.length && typeof data === 'object' && data !== null && secrets.some((key) => (data as Record<string, unknown>)[key] === null));
}

/** A blanked secret renders as a link to the home page (the Outbox says the link was removed). */
export function withSecretsShown(template: string, data: unknown): unknown {
  if (!secretsRemoved(template, data)) return data;
  const secrets = secretsOf(template) ?? [];
  return { ...(data as object), ...Object.fromEntries(secrets.map((key) => [key, '/'])) };
}

