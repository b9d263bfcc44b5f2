import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';

describe('e-mail settings in the environment', () => {
  it('takes an smtp:// or smtps:// URL and a From address', () => {
    expect(loadEnv({ SMTP_URL: 'smtps://shop:secret@mail.example.sa:465', MAIL_FROM: 'orders@example.sa' })).toMatchObject({ SMTP_URL: 'smtps://shop:secret@mail.example.sa:465', MAIL_FROM: 'orders@example.sa' });
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
  });

  it('stops startup naming the variable when either is malformed', () => {
    expect(() => loadEnv({ SMTP_URL: 'https://mail.example.sa' })).toThrow('Invalid environment variable SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(() => loadEnv({ SMTP_URL: 'mail.example.sa:587' })).toThrow('Invalid environment variable SMTP_URL');
    expect(() => loadEnv({ MAIL_FROM: 'Gulf Lift Parts' })).toThrow('Invalid environment variable MAIL_FROM: must be an e-mail address');
  });
});
