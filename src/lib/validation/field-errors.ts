import type { z } from 'zod';
import { isFieldCode, type FieldCode, type FieldErrors } from '../errors.ts';

/**
 * A field's error as a stable code (never English, one of FIELD_CODES): the UI turns it into words
 * with `errorMessage`, the API sends it in `error.fields`. Schemas set their own codes with
 * `{ error: 'code' }`; a message that is not a known code reads as `invalid`, so nothing untyped
 * crosses the wire.
 */
export type { FieldErrors } from '../errors.ts';

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    for (const key of unknownKeys) fields[[...issue.path, key].join('.')] ??= 'unknown_field';
    if (unknownKeys.length) continue;
    const path = issue.path.join('.') || '_';
    fields[path] ??= codeOf(issue);
  }
  return fields;
}

function codeOf(issue: z.core.$ZodIssue): FieldCode {
  // A schema's own code wins: custom messages are codes by convention.
  if (isFieldCode(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
    case 'too_big':
      return 'too_long';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'too_small';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
      return 'invalid_value';
    default:
      return 'invalid';
  }
}
