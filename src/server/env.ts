import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { CR_NUMBER_PATTERN, VAT_NUMBER_PATTERN } from '#lib/validation/business-ids';

/**
 * The server's configuration, parsed once from process.env.
 * A missing or malformed variable stops startup with one line naming it.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Normally inferred from DATABASE_URL; tests force `neon` to run the production driver locally. */
  DATABASE_DRIVER: z.enum(['neon', 'pg', 'pglite']).optional(),
  /** Test-only: host:port of a WebSocket-to-TCP proxy, so the Neon driver can reach a local PostgreSQL. */
  NEON_WS_PROXY: z.string().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /** Business registrations allowed per client IP per hour (SPEC §8); raised only for the e2e suite. */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Quote requests and contact messages allowed per client IP per hour; raised only for the e2e suite. */
  QUOTES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  MESSAGES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Sign-in attempts allowed per client IP per 10 minutes (each may cost a scrypt hash); raised only for the e2e suite. */
  SIGN_INS_PER_IP_PER_10_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Password-reset requests allowed per client IP per hour (issue 21); raised only for the e2e suite. */
  PASSWORD_RESETS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SITE_URL: z.url().default('http://localhost:4321'),
  // The company's details below are their first values only: from the admin's first save of the
  // company screen on, the database is their source (src/server/company.ts, ADR 0024).
  WHATSAPP_NUMBER: z.string().regex(/^[0-9]{8,15}$/, 'must be digits only, with country code').default('966500000000'),
  COMPANY_PHONE: z.string().default('+966 11 000 0000'),
  COMPANY_EMAIL_SALES: z.email().default('sales@liftparts.example'),
  COMPANY_EMAIL_SUPPORT: z.email().default('support@liftparts.example'),
  COMPANY_ADDRESS_EN: z.string().default('King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia'),
  COMPANY_ADDRESS_AR: z.string().default('طريق الملك فهد، حي العليا، الرياض 12211، المملكة العربية السعودية'),
  COMPANY_LEGAL_NAME_EN: z.string().min(1).default('Gulf Lift Parts Trading Company'),
  COMPANY_LEGAL_NAME_AR: z.string().min(1).default('شركة قطع مصاعد الخليج للتجارة'),
  COMPANY_CR_NUMBER: z.string().regex(CR_NUMBER_PATTERN, 'must be exactly 10 digits').default('1010000000'),
  COMPANY_VAT_NUMBER: z.string().regex(VAT_NUMBER_PATTERN, 'must be 15 digits starting and ending with 3').default('300000000000003'),
  /**
   * Where e-mail goes (ADR 0020): smtp://user:pass@host:587 (STARTTLS) or smtps://…:465. Unset,
   * messages go to the development mailbox in DATA_DIR (in production they stay queued instead).
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The From address of every e-mail; default no-reply@ the site's host. */
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
});

export type Env = z.infer<typeof schema>;

/** Local defaults for the seeded administrator; in production the admin is seeded only from ADMIN_EMAIL/ADMIN_PASSWORD. */
export const LOCAL_ADMIN = { email: 'admin@liftparts.example', password: 'Admin#Lift2025' } as const;

let cached: Env | undefined;

export function env(): Env {
  cached ??= loadEnv(process.env);
  return cached;
}

/** For tests that change the environment between cases. */
export function resetEnv(): void {
  cached = undefined;
}

export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * The key that signs session tokens: required in production, generated and kept in
 * DATA_DIR when running locally. Asked for only by code that signs or verifies.
 */
export function authSecret(): string {
  const value = env();
  if (value.AUTH_SECRET) return value.AUTH_SECRET;
  if (value.NODE_ENV === 'production') {
    throw new Error('Invalid environment variable AUTH_SECRET: required in production');
  }
  return localSecret(value.DATA_DIR);
}

/** The local server runs the production build: it provides the generated secret through the environment. */
export function ensureLocalAuthSecret(): void {
  process.env.AUTH_SECRET ??= localSecret(env().DATA_DIR);
  resetEnv();
}

/** Locally the signing secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const dir = resolve(dataDir);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
