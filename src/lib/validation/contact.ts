import type { FieldCode } from '../errors.ts';
import { z } from 'zod';
import { toLatinDigits } from '../digits.ts';
import { email, text, TEXT_LIMITS } from './common.ts';

/** The field codes the contact form can show. */
export const CONTACT_FIELD_CODES = ['required', 'too_long', 'invalid', 'invalid_email', 'invalid_characters'] as const satisfies readonly FieldCode[];

/**
 * The contact form (SPEC §5 "Contact form"): name, e-mail, phone, subject and message required,
 * company optional; e-mail trimmed and lowercased. One schema for the form and POST /api/contact.
 */

/** A phone as people write it (up to 20 characters): digits with an optional +, spaces, dashes, brackets. */
const contactPhone = text(TEXT_LIMITS.contactPhone).transform(toLatinDigits).pipe(z.string().regex(/^\+?[0-9][0-9 ()-]{5,}$/, { error: 'invalid_phone' }));

export const contactMessageSchema = z.strictObject({
  name: text(TEXT_LIMITS.name),
  company: text(TEXT_LIMITS.company, { required: false }).default(''),
  email,
  phone: contactPhone,
  subject: text(TEXT_LIMITS.contactSubject),
  message: text(TEXT_LIMITS.contactMessage),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactFormValues = Record<keyof ContactMessageInput, string>;
