import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { registrationChangeSchema, registrationQuerySchema } from './registration-admin.ts';

const errorsOf = (schema: typeof registrationChangeSchema | typeof registrationQuerySchema, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('a registration decision', () => {
  it('takes a reason with a rejection only, sanitised and trimmed like every text', () => {
    expect(registrationChangeSchema.parse({ status: 'rejected', reason: ' <script>x</script>Fake company ' })).toEqual({ status: 'rejected', reason: 'Fake company' });
    expect(errorsOf(registrationChangeSchema, { status: 'pending', reason: 'Why' })).toEqual({ reason: 'reason_requires_rejection' });
    expect(errorsOf(registrationChangeSchema, { status: 'rejected', reason: 'x'.repeat(501) })).toEqual({ reason: 'too_long' });
    // An empty reason is no reason, with any status.
    expect(registrationChangeSchema.parse({ status: 'pending', reason: '  ' })).toEqual({ status: 'pending', reason: '' });
  });
});

describe('the registrations list query', () => {
  it('has defaults for everything, and wants real days in order', () => {
    expect(registrationQuerySchema.parse({})).toEqual({ q: '', status: 'all', from: '', to: '', page: 1 });
    expect(errorsOf(registrationQuerySchema, { from: '2031-13-01', to: '1999-12-31' })).toEqual({ from: 'invalid_date', to: 'invalid_date' });
    expect(errorsOf(registrationQuerySchema, { from: '2031-03-02', to: '2031-03-01' })).toEqual({ to: 'date_range_reversed' });
    expect(registrationQuerySchema.parse({ from: '2031-03-02', to: '2031-03-02' })).toMatchObject({ from: '2031-03-02', to: '2031-03-02' });
  });
});
