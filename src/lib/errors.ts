/**
 * The one error contract (DESIGN §3, §8): every refusal crosses the wire as
 * `{ error: { code, fields? } }`, the code one of ERROR_CODES and each field's code one of
 * FIELD_CODES. Both lists are the source of the types the server throws with, of the admin and
 * form clients' results, and of the `errors.*` dictionary namespace, which must have words for
 * every code in every language (src/i18n/<locale>/errors.ts): a new code does not compile until it
 * has them.
 */

/** What a refusal as a whole is, by HTTP status. */
export const ERROR_CODES = [
  // 400: the input (field codes in `fields`), or the request's framing
  'invalid_input',
  'invalid_json',
  'invalid_form',
  'invalid_idempotency_key',
  // 401 and 403
  'unauthorized',
  'invalid_credentials',
  'forbidden',
  'forbidden_origin',
  'account_pending',
  'account_rejected',
  'no_profile',
  // 404 and 405
  'not_found',
  'product_not_found',
  'category_not_found',
  'registration_not_found',
  'method_not_allowed',
  // Administrators and set-password links (issue 20)
  'administrator_not_found',
  'link_invalid',
  // Quotations (issue 22)
  'quotation_not_found',
  // 409: the record moved on, or the change no longer applies
  'version_conflict',
  'invalid_transition',
  'not_approved',
  'sku_taken',
  'name_taken',
  'email_taken',
  'category_in_use',
  'refresh_in_progress',
  'cannot_remove_self',
  'last_administrator',
  // The buyer's address and closures (issue 21)
  'email_already_verified',
  'closure_not_requested',
  'quotation_expired',
  'quotation_answered',
  'quotation_superseded',
  'quotation_not_sent',
  // Two-step sign-in (issue 21, ADR 0028)
  'totp_already_enabled',
  'totp_not_set_up',
  'totp_cannot_disable',
  'challenge_expired',
  // 410: a set-password link past its time or already used
  'link_expired',
  'link_used',
  // A spreadsheet import refused as a whole (issue 24); `line` or `cell` says where
  'import_empty',
  'import_not_spreadsheet',
  'import_wrong_delimiter',
  'import_broken_quoting',
  'import_unreadable',
  'import_encoding',
  'import_too_many_rows',
  'import_unpacks_too_large',
  'import_formulas',
  'import_merged_cells',
  'import_columns',
  'import_not_found',
  'import_not_ready',
  'import_has_problems',
  // A bulk action whose filter no longer matches the count the admin saw
  'bulk_selection_changed',
  // 413 and 422
  'payload_too_large',
  'image_too_large',
  'idempotency_key_reused',
  // 429: limits (Retry-After says for how long)
  'rate_limited',
  'account_locked',
  'sign_in_throttled',
  'registration_limited',
  'uploads_busy',
  // 500 and 503
  'internal_error',
  'database_unavailable',
  'database_busy',
  'under_maintenance',
  'client_address_unknown',
  // Browser only: no answer came back at all.
  'network',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What is wrong with one field (zod schemas set these with `{ error: 'code' }`; services add their own). */
export const FIELD_CODES = [
  'required',
  'invalid',
  'invalid_type',
  'invalid_value',
  'invalid_format',
  'unknown_field',
  'too_long',
  'too_small',
  'too_big',
  'invalid_characters',
  'invalid_email',
  'phone_digits',
  'invalid_phone',
  'invalid_country_code',
  'invalid_quantity',
  'weak_password',
  'passwords_mismatch',
  'invalid_role',
  'invalid_status',
  'role_requires_approval',
  'invalid_kind',
  'invalid_product',
  'product_unavailable',
  'invalid_locale',
  'invalid_page',
  'invalid_number',
  'invalid_filter',
  'invalid_slug',
  'invalid_id',
  'invalid_width',
  'invalid_sku',
  'sku_taken',
  'name_taken',
  'invalid_price',
  'negative_price',
  'too_many_decimals',
  'price_too_large',
  'sale_price_required',
  'sale_end_past',
  'invalid_date',
  'categories_required',
  'too_many_categories',
  'unknown_category',
  'too_many_images',
  'too_many_references',
  'invalid_reference',
  'unknown_image',
  'duplicate_image',
  'image_type',
  'image_too_large',
  'too_many_pixels',
  'too_many_pixels_total',
  'image_unreadable',
  // Company details (issue 20, 22), registration's business numbers, the rejection reason, the password change and the date filters (issue 20)
  'invalid_cr_number',
  'invalid_vat_number',
  'vat_number_digits',
  'invalid_whatsapp_number',
  'invalid_time',
  'closes_before_opens',
  'reason_requires_rejection',
  'incorrect_password',
  'date_range_reversed',
  // A spreadsheet import's cells (issue 24)
  'duplicate_sku',
  'unknown_category_name',
  'unknown_photo_key',
  'photo_alts_mismatch',
  'invalid_yes_no',
  'changed_since_dry_run',
  // Quotations (issue 22)
  'lines_required',
  // The quote list and the pasted list (issue 23)
  'too_many_lines',
  'negative_discount',
  'discount_over_100',
  'validity_past',
  'invalid_code_format',
  'incorrect_code',
  'code_already_used',
  // Browser only: a photo's upload request failed.
  'upload_failed',
] as const;
export type FieldCode = (typeof FIELD_CODES)[number];

/** Field codes by the field's dotted path (`prices.retail`, `sale.endsAt`; `_` for the body as a whole). */
export type FieldErrors = Record<string, FieldCode>;

/** Every code that has words: a refusal's and a field's. */
export type MessageCode = ErrorCode | FieldCode;

/** Facts some refusals carry besides their code. */
export interface ErrorDetails {
  /** How many products still use a category (`category_in_use`). */
  count?: number;
  /** Sign-in attempts left before the lock (`invalid_credentials`). */
  attemptsLeft?: number;
  /** Why the registration was rejected, as the administrator wrote it (`account_rejected`, after a correct password). */
  reason?: string;
  /** Where a spreadsheet import was refused: a line of the CSV, or a cell of the XLSX (`B7`). */
  line?: number;
  cell?: string;
}

/** The body of every refusal. */
export interface ErrorBody {
  error: { code: ErrorCode; fields?: FieldErrors; requestId?: string } & ErrorDetails;
}

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);
const fieldCodes: ReadonlySet<string> = new Set(FIELD_CODES);

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && errorCodes.has(value);
export const isFieldCode = (value: unknown): value is FieldCode => typeof value === 'string' && fieldCodes.has(value);
