import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATES } from '#lib/admin/outbox';
import { LOCALES } from '#i18n/locales';
import { en } from '#i18n/en/index';
import { firstCompanyDetails, siteCompany } from '../company/service.ts';
import { renderEmail } from './render.ts';
import { subjectFor } from './subject.ts';
import { SAMPLE_DATA } from './templates/samples.ts';
import { withoutSecrets, withSecretsShown, secretsRemoved } from './secrets.ts';
import { classifySmtpError } from './smtp.ts';

const KEYS = Object.keys(en).filter((key) => key.startsWith('email.'));

describe.each(LOCALES)('every template in %s', (locale) => {
  it.each(EMAIL_TEMPLATES)('%s renders to e-mail HTML in the language and direction, and to plain text, with every word found', async (template) => {
    const data = SAMPLE_DATA[template];
    const subject = subjectFor(template, locale, data as never);
    const { html, text } = await renderEmail({ template, locale, subject, data }, siteCompany(firstCompanyDetails()));
    expect(subject).not.toMatch(/[{}\n]/);
    expect(html).toMatch(new RegExp(`<html dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}"`));
    expect(html).toMatch(new RegExp(`<body dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}"`));
    expect(html).not.toMatch(/<script/i);
    for (const output of [html, text, subject]) {
      expect(output).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(KEYS.filter((key) => output.includes(key))).toEqual([]);
    }
    // The shop's name and its contact details close every message.
    expect(text).toContain(locale === 'ar' ? 'قطع مصاعد الخليج' : 'Gulf Lift Parts');
    expect(text).toContain(siteCompany(firstCompanyDetails()).phone);
    if (locale === 'ar') {
      // What people typed stays as they typed it; everything else is Arabic.
      const typed = JSON.stringify(data).match(/"[^"]*"/g)!.map((value) => JSON.parse(value) as string).flatMap((value) => value.split('\n')).filter((value) => value.length > 3);
      const own = typed.reduce((rest, value) => rest.split(value).join(' '), text);
      expect(own.match(/[A-Za-z]{2,}(?:[\s,.'’-]+[A-Za-z]{2,}){2,}/g) ?? []).toEqual([]);
    }
  });
});

describe('links in the messages', () => {
  it('are absolute, in the recipient’s language', async () => {
    const data = SAMPLE_DATA.email_verification;
    const { html } = await renderEmail({ template: 'email_verification', locale: 'ar', subject: 's', data }, siteCompany(firstCompanyDetails()));
    expect(html).toContain('href="http://localhost:4321/ar/verify-email?token=sample-token"');
  });

  it('with a token are blanked after sending, and shown as the home page', () => {
    const blanked = withoutSecrets('password_reset', SAMPLE_DATA.password_reset);
    expect(blanked).toEqual({ ...SAMPLE_DATA.password_reset, link: null });
    expect(secretsRemoved('password_reset', blanked)).toBe(true);
    expect(withSecretsShown('password_reset', blanked)).toEqual({ ...SAMPLE_DATA.password_reset, link: '/' });
    expect(withoutSecrets('new_message', SAMPLE_DATA.new_message)).toBeUndefined();
  });
});

describe('SMTP failures as codes', () => {
  it('are final for a 5xx to the recipient or the message, retried otherwise', () => {
    const code = (error: object) => {
      const failure = classifySmtpError(Object.assign(new Error('server words quoting lina@example.com'), error));
      return `${failure.code}${failure.permanent ? ' (final)' : ''}`;
    };
    expect(code({ code: 'EENVELOPE', responseCode: 550 })).toBe('recipient_rejected (final)');
    expect(code({ code: 'EMESSAGE', responseCode: 554 })).toBe('message_rejected (final)');
    expect(code({ code: 'EENVELOPE', responseCode: 452 })).toBe('smtp_temporary');
    expect(code({ code: 'EAUTH', responseCode: 535 })).toBe('smtp_auth');
    expect(code({ code: 'ETIMEDOUT' })).toBe('smtp_timeout');
    expect(code({ code: 'ECONNECTION' })).toBe('smtp_connection');
    expect(code({})).toBe('send_failed');
  });
});
