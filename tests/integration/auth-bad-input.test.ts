import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { useTestDatabase } from '../support/database.ts';
import { createAccount, sessionFor } from '../support/sessions.ts';

/**
 * Every auth and admin endpoint that takes input, fed bad payloads: each gets a 400 with field
 * codes (or `invalid_json`) and nothing is written. GET endpoints take no input.
 */
const validRegistration = {
  companyName: 'Qassim Lifts',
  contactPerson: 'Huda',
  email: 'huda@qassim-lifts.example',
  phoneCountryCode: '+966',
  phone: '561234567',
  password: 'Qassim#Lifts2025',
  confirmPassword: 'Qassim#Lifts2025',
  city: 'Buraydah',
  country: 'Saudi Arabia',
  crNumber: '1131123456',
};
const validLogin = { email: 'huda@qassim-lifts.example', password: 'Qassim#Lifts2025' };

type Case = [name: string, body: unknown, expected: { code?: string; fields?: Record<string, string> }];

const malformed: Case[] = [
  ['malformed JSON', '{"email": "a@b.co",', { code: 'invalid_json' }],
  ['JSON null', 'null', { fields: { _: 'invalid_type' } }],
  ['an array', '[]', { fields: { _: 'invalid_type' } }],
];

const cases: Record<string, { path: () => string; method: 'POST' | 'PATCH' | 'PUT'; admin?: boolean; table: Case[] }> = {
  'POST /api/auth/register': {
    path: () => '/api/auth/register',
    method: 'POST',
    table: [
      ...malformed,
      ['missing fields', { email: validRegistration.email }, { fields: { companyName: 'required', phone: 'required', password: 'required', city: 'required' } }],
      ['wrong types', { ...validRegistration, companyName: 42, phone: 561234567, email: true }, { fields: { companyName: 'invalid_type', phone: 'invalid_type', email: 'invalid_type' } }],
      ['overlong strings', { ...validRegistration, companyName: 'x'.repeat(101), contactPerson: 'y'.repeat(101), city: 'c'.repeat(51), country: 'd'.repeat(51) }, { fields: { companyName: 'too_long', contactPerson: 'too_long', city: 'too_long', country: 'too_long' } }],
      ['an overlong e-mail and password', { ...validRegistration, email: `${'a'.repeat(250)}@x.co`, password: `Aa1!${'x'.repeat(130)}` }, { fields: { email: 'too_long', password: 'too_long' } }],
      ['script tags only', { ...validRegistration, companyName: '<script>alert(1)</script>', contactPerson: '<script src="//evil.example/x.js"></script>' }, { fields: { companyName: 'required', contactPerson: 'required' } }],
      ['unknown fields', { ...validRegistration, role: 'admin', status: 'approved' }, { fields: { role: 'unknown_field', status: 'unknown_field' } }],
      ['a foreign phone code and short phone', { ...validRegistration, phoneCountryCode: '+1', phone: '5612' }, { fields: { phoneCountryCode: 'invalid_country_code', phone: 'phone_digits' } }],
      ['a weak password', { ...validRegistration, password: 'password1234', confirmPassword: 'password1234' }, { fields: { password: 'weak_password' } }],
      ['a mismatched confirmation', { ...validRegistration, confirmPassword: 'Qassim#Lifts2026' }, { fields: { confirmPassword: 'passwords_mismatch' } }],
      ['no CR number', { ...validRegistration, crNumber: '' }, { fields: { crNumber: 'required' } }],
      ['a CR number of 9 digits and a VAT number of 14', { ...validRegistration, crNumber: '113112345', vatNumber: '31012345670000' }, { fields: { crNumber: 'invalid_cr_number', vatNumber: 'vat_number_digits' } }],
      ['letters in the CR and VAT numbers', { ...validRegistration, crNumber: 'CR11311234', vatNumber: '3101234567000O3' }, { fields: { crNumber: 'invalid_cr_number', vatNumber: 'vat_number_digits' } }],
      ['numbers for the CR and VAT numbers', { ...validRegistration, crNumber: 1131123456, vatNumber: 310123456700003 }, { fields: { crNumber: 'invalid_type', vatNumber: 'invalid_type' } }],
      ['the old registration number field', { ...validRegistration, registrationNumber: '2025' }, { fields: { registrationNumber: 'unknown_field' } }],
      [
        'NUL in every field',
        Object.fromEntries(Object.entries(validRegistration).map(([k, v]) => [k, k === 'phoneCountryCode' ? v : `${v}\u0000`])),
        {
          fields: {
            companyName: 'invalid_characters',
            contactPerson: 'invalid_characters',
            email: 'invalid_characters',
            phone: 'invalid_characters',
            password: 'invalid_characters',
            confirmPassword: 'invalid_characters',
            city: 'invalid_characters',
            country: 'invalid_characters',
            crNumber: 'invalid_cr_number',
          },
        },
      ],
      ['an escape character in the password', { ...validRegistration, password: 'Qassim#Lifts\u001b2025', confirmPassword: 'Qassim#Lifts\u001b2025' }, { fields: { password: 'invalid_characters' } }],
    ],
  },
  'POST /api/auth/login': {
    path: () => '/api/auth/login',
    method: 'POST',
    table: [
      ...malformed,
      ['missing fields', {}, { fields: { email: 'required', password: 'required' } }],
      ['wrong types', { email: ['a@b.co'], password: 12345678 }, { fields: { email: 'invalid_type', password: 'invalid_type' } }],
      ['an overlong password', { ...validLogin, password: 'x'.repeat(129) }, { fields: { password: 'too_long' } }],
      ['a script tag for an e-mail', { ...validLogin, email: '<script>alert(1)</script>' }, { fields: { email: 'invalid_email' } }],
      ['unknown fields', { ...validLogin, remember: true }, { fields: { remember: 'unknown_field' } }],
      ['NUL in the e-mail and password', { email: 'huda\u0000@qassim-lifts.example', password: 'Qassim#Lifts2025\u0000' }, { fields: { email: 'invalid_characters', password: 'invalid_characters' } }],
    ],
  },
  'PUT /api/admin/site-settings': {
    path: () => '/api/admin/site-settings',
    method: 'PUT',
    admin: true,
    table: [
      ['NUL in the maintenance message', { maintenanceMode: true, maintenanceMessage: 'Back soon\u0000 | قريبا' }, { fields: { maintenanceMessage: 'invalid_characters' } }],
      ['a form feed in the maintenance message', { maintenanceMode: true, maintenanceMessage: 'Back soon\f' }, { fields: { maintenanceMessage: 'invalid_characters' } }],
    ],
  },
  'POST /api/auth/refresh': {
    path: () => '/api/auth/refresh',
    method: 'POST',
    table: [['malformed JSON', '{', { code: 'invalid_json' }], ['unknown fields', { token: 'x' }, { fields: { token: 'unknown_field' } }]],
  },
  'POST /api/auth/logout': {
    path: () => '/api/auth/logout',
    method: 'POST',
    table: [['malformed JSON', '{', { code: 'invalid_json' }], ['unknown fields', { everywhere: true }, { fields: { everywhere: 'unknown_field' } }]],
  },
  'PATCH /api/admin/registrations/:userId': {
    path: () => `/api/admin/registrations/${target}`,
    method: 'PATCH',
    admin: true,
    table: [
      ...malformed,
      ['nothing to change', {}, { fields: { status: 'required' } }],
      ['wrong types', { status: 1, role: ['retail'] }, { fields: { status: 'invalid_status', role: 'invalid_role' } }],
      ['an unknown status', { status: 'banned' }, { fields: { status: 'invalid_status' } }],
      ['the admin role', { status: 'approved', role: 'admin' }, { fields: { role: 'invalid_role' } }],
      ['approval without a class', { status: 'approved' }, { fields: { role: 'required' } }],
      ['a class with a rejection', { status: 'rejected', role: 'retail' }, { fields: { role: 'role_requires_approval' } }],
      ['an overlong, scripted value', { status: `<script>${'x'.repeat(300)}</script>` }, { fields: { status: 'invalid_status' } }],
      ['unknown fields', { status: 'approved', role: 'retail', companyName: 'Renamed' }, { fields: { companyName: 'unknown_field' } }],
      ['a reason without a rejection', { status: 'approved', role: 'retail', reason: 'Welcome' }, { fields: { reason: 'reason_requires_rejection' } }],
      ['a reason alone', { reason: 'Spam' }, { fields: { status: 'required', reason: 'reason_requires_rejection' } }],
      ['an overlong reason', { status: 'rejected', reason: 'r'.repeat(501) }, { fields: { reason: 'too_long' } }],
      ['a reason of the wrong type', { status: 'rejected', reason: ['spam'] }, { fields: { reason: 'invalid_type' } }],
      ['NUL in the reason', { status: 'rejected', reason: 'Spam\u0000' }, { fields: { reason: 'invalid_characters' } }],
    ],
  },
  'POST /api/admin/administrators': {
    path: () => '/api/admin/administrators',
    method: 'POST',
    admin: true,
    table: [
      ...malformed,
      ['missing fields', {}, { fields: { email: 'required', name: 'required' } }],
      ['a bad e-mail and an overlong name', { email: 'not-an-address', name: 'n'.repeat(101) }, { fields: { email: 'invalid_email', name: 'too_long' } }],
      ['a scripted name', { email: 'new.admin@example.com', name: '<script>alert(1)</script>' }, { fields: { name: 'required' } }],
      ['unknown fields', { email: 'new.admin@example.com', name: 'Noura', role: 'admin' }, { fields: { role: 'unknown_field' } }],
    ],
  },
  'POST /api/admin/account/password': {
    path: () => '/api/admin/account/password',
    method: 'POST',
    admin: true,
    table: [
      ...malformed,
      ['missing fields', {}, { fields: { currentPassword: 'required', newPassword: 'required', confirmPassword: 'required' } }],
      ['a weak new password', { currentPassword: 'Test#Password2025', newPassword: 'password1234', confirmPassword: 'password1234' }, { fields: { newPassword: 'weak_password' } }],
      ['a mismatched confirmation', { currentPassword: 'Test#Password2025', newPassword: 'New#Password2026', confirmPassword: 'New#Password2027' }, { fields: { confirmPassword: 'passwords_mismatch' } }],
      ['unknown fields', { currentPassword: 'Test#Password2025', newPassword: 'New#Password2026', confirmPassword: 'New#Password2026', everywhere: true }, { fields: { everywhere: 'unknown_field' } }],
    ],
  },
  'POST /api/auth/set-password': {
    path: () => '/api/auth/set-password',
    method: 'POST',
    table: [
      ...malformed,
      ['missing fields', {}, { fields: { token: 'required', password: 'required', confirmPassword: 'required' } }],
      ['a weak password', { token: 'x'.repeat(43), password: 'password1234', confirmPassword: 'password1234' }, { fields: { password: 'weak_password' } }],
      ['a mismatched confirmation', { token: 'x'.repeat(43), password: 'New#Password2026', confirmPassword: 'New#Password2027' }, { fields: { confirmPassword: 'passwords_mismatch' } }],
      ['an absurd token', { token: 't'.repeat(201), password: 'New#Password2026', confirmPassword: 'New#Password2026' }, { fields: { token: 'too_long' } }],
      ['unknown fields', { token: 'x'.repeat(43), password: 'New#Password2026', confirmPassword: 'New#Password2026', email: 'a@b.co' }, { fields: { email: 'unknown_field' } }],
    ],
  },
  'POST /api/auth/password-link': {
    path: () => '/api/auth/password-link',
    method: 'POST',
    table: [...malformed, ['no token', {}, { fields: { token: 'required' } }], ['a token of the wrong type', { token: 42 }, { fields: { token: 'invalid_type' } }]],
  },
  'POST /api/auth/verify-email': {
    path: () => '/api/auth/verify-email',
    method: 'POST',
    table: [
      ...malformed,
      ['no token', {}, { fields: { token: 'required' } }],
      ['a token of the wrong type', { token: 42 }, { fields: { token: 'invalid_type' } }],
      ['an absurd token', { token: 't'.repeat(201) }, { fields: { token: 'too_long' } }],
      ['unknown fields', { token: 'x'.repeat(43), userId: 'x' }, { fields: { userId: 'unknown_field' } }],
    ],
  },
  'POST /api/auth/forgot-password': {
    path: () => '/api/auth/forgot-password',
    method: 'POST',
    table: [
      ...malformed,
      ['no e-mail', {}, { fields: { email: 'required' } }],
      ['a bad e-mail and language', { email: 'not-an-address', locale: 'fr' }, { fields: { email: 'invalid_email', locale: 'invalid_locale' } }],
      ['unknown fields', { email: 'a@b.example', password: 'x' }, { fields: { password: 'unknown_field' } }],
    ],
  },
};

let target = '';

describe('bad input on every auth and admin endpoint', () => {
  const db = useTestDatabase();
  let admin = '';

  const snapshot = async () =>
    Promise.all(
      (['users', 'company_profiles', 'refresh_tokens', 'sign_in_failures', 'rate_limit_events', 'site_settings', 'user_tokens', 'audit_log', 'email_outbox'] as const).map(async (table) =>
        db().selectFrom(table).selectAll().execute(),
      ),
    );

  for (const [endpoint, { path, method, admin: needsAdmin, table }] of Object.entries(cases)) {
    for (const [name, body, expected] of table) {
      it(`${endpoint}: ${name} → 400 ${expected.code ?? 'invalid_input'}, nothing written`, async () => {
        if (!admin) {
          admin = (await sessionFor(db(), { role: 'admin' })).cookie;
          target = (await createAccount(db(), { status: 'pending' })).userId;
        }
        const before = await snapshot();
        const headers: Record<string, string> = needsAdmin ? { cookie: admin } : {};
        if (typeof body === 'string') headers['content-type'] = 'application/json';
        const response = await api(path(), { method, body: typeof body === 'string' ? body : body, headers });
        expect(response.status).toBe(400);
        const { error } = await response.json();
        expect(error.code).toBe(expected.code ?? 'invalid_input');
        if (expected.fields) expect(error.fields).toMatchObject(expected.fields);
        expect(await snapshot()).toEqual(before);
      });
    }
  }
});
