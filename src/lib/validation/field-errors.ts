import type { z } from 'zod';

/**
 * A field's error as a stable code (never English): the UI maps it to a dictionary key,
 * the API sends it in `error.fields`. Schemas set their own codes with `{ error: 'code' }`.
 */
export type FieldErrors = Record<string, string>;

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

function codeOf(issue: z.core.$ZodIssue): string {
  // A schema's own code wins: custom messages are codes by convention (snake_case, no spaces).
  if (issue.message && /^[a-z][a-z0-9_]*$/.test(issue.message)) return issue.message;
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
