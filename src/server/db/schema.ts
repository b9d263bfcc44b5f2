import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { ProfileStatus, Role, ClassPriceColumn, CLASS_PRICE_COLUMNS, REQUIRED_PRICE_CLASS } from '#lib/roles';
import type { ProductStatus } from '#lib/product';
import type { QuoteKind } from '#lib/quote-kinds';
import type { MessageStatus, QuoteStatus } from '#lib/inbox/types';
import type { Weekday } from '#lib/company';
import type { UserTokenPurpose } from '#lib/user-tokens';
import type { DeviceBrowser, DeviceSystem } from '#lib/account/devices';
import type { EmailStatus } from '#lib/admin/outbox';
import type { ImportCounts, ImportMode, ImportStatus, SheetFormat } from '#lib/admin/product-sheet';
import type { QuotationVersionStatus } from '#lib/quotations/types';
import type { Locale } from '#i18n/locales';

/** Row types of the database, in the database's own spelling (snake_case stops at the repositories). */

/** Written as Date or ISO string; optional on insert where the column has a default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric(12,2) travels as a decimal string, never as a float. */
type Money = ColumnType<string, string | null, string | null>;
type NullableMoney = ColumnType<string | null, string | null | undefined, string | null>;
/** The idempotency key of the write that made a row, and a hash of its request (issue 13); optional on insert. */
type IdempotencyColumn = ColumnType<string | null, string | null | undefined, string | null>;
/** The user a quote or message belongs to (issue 21); optional on insert. */
type OwnerColumn = ColumnType<string | null, string | null | undefined, string | null>;

export type { ProfileStatus, Role } from '#lib/roles';
export type { ProductStatus, QuoteKind, QuoteStatus, MessageStatus };

/** One price column per customer class (src/lib/roles.ts); only the required class's is NOT NULL. */
type ClassPriceColumns = {
  [C in ClassPriceColumn]: C extends (typeof CLASS_PRICE_COLUMNS)[typeof REQUIRED_PRICE_CLASS] ? Money : NullableMoney;
};

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  created_at: Timestamp;
  idempotency_key: IdempotencyColumn;
  request_hash: IdempotencyColumn;
  /** When the buyer asked for the account to be closed (an administrator confirms it; issue 21). */
  closure_requested_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the address was proven by a link sent to it (issue 21); null until then. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The language the user registered in: the shop's e-mails to them are in it (issue 21). */
  locale: Generated<string>;
}


export interface CompanyProfilesTable {
  user_id: string;
  company_name: string;
  registration_number: Generated<string>;
  contact_person: string;
  phone_country_code: string;
  phone: string;
  country: string;
  city: string;
  status: Generated<ProfileStatus>;
  role: Generated<Role>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The buyer's VAT number (15 digits), when given (issue 20). */
  vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why an administrator rejected the registration; kept only while rejected (issue 20). */
  rejection_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped by every edit of the buyer's own details (optimistic concurrency; issue 21). */
  version: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** A coarse label of the device that signed in (src/lib/devices.ts), on a family's first token only. */
  device_browser: ColumnType<DeviceBrowser | null, DeviceBrowser | null | undefined, DeviceBrowser | null>;
  device_os: ColumnType<DeviceSystem | null, DeviceSystem | null | undefined, DeviceSystem | null>;
}

/** One-time tokens for a user (src/server/auth/user-tokens.ts): only their SHA-256 is stored. */
export interface UserTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: UserTokenPurpose;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitEventsTable {
  id: Generated<string>;
  bucket: string;
  key: string;
  created_at: Timestamp;
}

/** Failed sign-ins per (e-mail, client address); see src/server/auth/sign-in-attempts.ts. */
export interface SignInFailuresTable {
  email: string;
  ip: string;
  failed_count: Generated<number>;
  last_failed_at: Timestamp | null;
  locked_until: Timestamp | null;
  signed_in_at: Timestamp | null;
  updated_at: Timestamp;
}

/** One authenticator per user (issue 21, ADR 0028); the secret is encrypted (src/server/auth/totp-secret.ts). */
export interface UserTotpTable {
  user_id: string;
  secret_encrypted: string;
  /** Null until the user confirmed the set-up with a code: only then does sign-in ask for one. */
  enabled_at: Timestamp | null;
  /** The last time-step a code was accepted for: that step and earlier ones are refused. */
  last_step: number | null;
  created_at: Timestamp;
}

/** The ten single-use recovery codes of a user's authenticator, hashed (ADR 0028). */
export interface TotpRecoveryCodesTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name_en: string;
  name_ar: string;
  version: Generated<number>;
  created_at: Timestamp;
}

/** Earlier slugs of renamed categories: old links keep working. */
export interface CategorySlugAliasesTable {
  slug: string;
  category_id: number;
}

export interface ProductsTable extends ClassPriceColumns {
  id: Generated<number>;
  sku: string;
  part_number: string;
  name_en: string;
  name_ar: string;
  description_en: Generated<string>;
  description_ar: Generated<string>;
  on_sale: Generated<boolean>;
  sale_price: NullableMoney;
  sale_ends_at: Timestamp | null;
  /** The product's photos in display order (the first is the main photo), written as JSON text. */
  images: ColumnType<StoredImage[], string, string>;
  status: Generated<ProductStatus>;
  /** Bumped on every admin write (optimistic concurrency). */
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** What the code search matches: SKU, part number and both names folded, and the part key (kept by the database, issue 23). */
  search_text: GeneratedAlways<string>;
  /** The part number as matched exactly: folded, only letters and digits (src/lib/search-fold.ts; kept by the database). */
  part_key: GeneratedAlways<string>;
  /** OEM numbers and numbers replaced (issue 23), written as JSON text. */
  cross_references: ColumnType<StoredReference[], string | undefined, string>;
  /** Every cross-reference number's part key, GIN-indexed for the exact match (kept by the database). */
  reference_keys: GeneratedAlways<string[]>;
  /** The names folded, for "names starting with the words" (kept by the database). */
  name_en_fold: GeneratedAlways<string>;
  name_ar_fold: GeneratedAlways<string>;
}

/** One product photo as stored in products.images. */
export interface StoredImage {
  key: string;
  alt_en: string;
  alt_ar: string;
}

/** One cross-reference as stored in products.cross_references. */
export interface StoredReference {
  kind: 'oem' | 'replaces';
  brand: string;
  number: string;
}

export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

export interface QuotesTable {
  id: Generated<number>;
  created_at: Timestamp;
  kind: QuoteKind;
  product_id: number | null;
  /** Kept so a quote still names its product after the product is deleted. */
  product_sku: string | null;
  /** Copied from the product when it is deleted (null while it exists). */
  product_part_number: ColumnType<string | null, string | null | undefined, string | null>;
  product_name_en: ColumnType<string | null, string | null | undefined, string | null>;
  product_name_ar: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  email: string;
  phone_country_code: string;
  phone: string;
  company: string;
  quantity: number;
  notes: Generated<string>;
  images: ColumnType<string[], string | undefined, string>;
  ip_address: string | null;
  status: Generated<QuoteStatus>;
  idempotency_key: IdempotencyColumn;
  request_hash: IdempotencyColumn;
  /** What the inbox search matches: company, name, e-mail, SKU and kept part number in lower case (kept by the database). */
  search_text: GeneratedAlways<string>;
  /** The signed-in buyer who sent it (from the session, never the body); null for visitors. */
  user_id: OwnerColumn;
  /** The language the buyer wrote in: their quotation's and e-mails' (issue 22). */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** When the first quotation was sent (issue 22). */
  quoted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The current sent quotation's validity, for the inbox's "expired" (issue 22). */
  valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A list request's line (issue 23): a product as it was when asked, or a number the catalogue did not know. */
export interface QuoteLinesTable {
  quote_id: number;
  position: number;
  /** Null for a requested number, and once the product is deleted (its SKU and names stay). */
  product_id: number | null;
  sku: string | null;
  part_number: string | null;
  name_en: string | null;
  name_ar: string | null;
  /** The number as the buyer typed it, for a line the catalogue did not know. */
  requested: string | null;
  quantity: number;
}

/** A signed-in buyer's quote list, kept between devices (issue 23). */
export interface SavedQuoteListLinesTable {
  user_id: string;
  position: number;
  product_id: number | null;
  requested: string | null;
  quantity: number;
}

/** Per-year counter of quotation numbers, taken in the sending transaction (issue 22). */
export interface QuotationNumbersTable {
  year: number;
  last_number: number;
}

/** bigint halalas travel as decimal strings from PostgreSQL; written as numbers. */
type Halalas = ColumnType<string, number | string, number | string>;

/** One version of a request's quotation (issue 22, ADR 0030). */
export interface QuotationsTable {
  id: Generated<number>;
  quote_id: number;
  version: number;
  number: string | null;
  status: QuotationVersionStatus;
  locale: Locale;
  valid_until: Timestamp;
  delivery_terms: Generated<string>;
  notes: Generated<string>;
  subtotal_halalas: Halalas;
  vat_halalas: Halalas;
  total_halalas: Halalas;
  pdf_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  responded_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  response_note: ColumnType<string | null, string | null | undefined, string | null>;
  reminder_queued_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface QuotationLinesTable {
  quotation_id: number;
  position: number;
  product_id: number | null;
  sku: string;
  part_number: string;
  description: string;
  unit_price_halalas: Halalas;
  quantity: number;
  discount_bp: number;
  lead_time: string;
  line_total_halalas: Halalas;
}

export interface MessagesTable {
  id: Generated<number>;
  created_at: Timestamp;
  name: string;
  company: string | null;
  email: string;
  phone: string;
  subject: string;
  message: string;
  ip_address: string | null;
  status: Generated<MessageStatus>;
  idempotency_key: IdempotencyColumn;
  request_hash: IdempotencyColumn;
  /** What the inbox search matches: company, name and e-mail in lower case (kept by the database). */
  search_text: GeneratedAlways<string>;
  /** The signed-in buyer who sent it (from the session, never the body); null for visitors. */
  user_id: OwnerColumn;
}

export interface SiteSettingsTable {
  id: Generated<boolean>;
  maintenance_mode: Generated<boolean>;
  maintenance_message: Generated<string>;
  updated_at: Timestamp;
}

/** The company's details: one row, absent until the admin first saves them (ADR 0024). */
export interface CompanyDetailsTable {
  id: Generated<boolean>;
  phone: string;
  sales_email: string;
  support_email: string;
  whatsapp_number: string;
  address_en: string;
  address_ar: string;
  legal_name_en: string;
  legal_name_ar: string;
  cr_number: string;
  vat_number: string;
  hours_first_day: Weekday;
  hours_last_day: Weekday;
  /** "HH:MM", 24-hour. */
  hours_opens: string;
  hours_closes: string;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** Photos processed and stored ahead of the product save that will claim them. */
export interface StagedImagesTable {
  key: string;
  uploaded_by: string | null;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** Outbox of stored files to delete once the transaction that dropped them has committed. */
export interface FileDeletionsTable {
  id: Generated<string>;
  store: 'product-images' | 'quote-attachments';
  key: string;
  attempts: Generated<number>;
  created_at: Timestamp;
}

/** An e-mail queued in its event's transaction and sent after commit (ADR 0020). */
export interface EmailOutboxTable {
  /** bigint travels as a decimal string. */
  id: GeneratedAlways<string>;
  /** `<uuid@site-host>`, made when queued and kept through every resend. */
  message_id: string;
  /** One of EMAIL_TEMPLATES (src/lib/admin/outbox.ts); not checked by the table, so a template is one file. */
  template: string;
  locale: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  /** The template's data, written as JSON text. */
  data: ColumnType<unknown, string, string>;
  status: ColumnType<EmailStatus, EmailStatus | undefined, EmailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  lease_token: string | null;
  lease_expires_at: Timestamp | null;
  /** An EmailFailureCode, never a server's words. */
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface EmailAttachmentsTable {
  email_id: string;
  position: number;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

/** One admin write: who, when, what, and the entity before and after (JSON). */
export interface AuditLogTable {
  id: Generated<string>;
  created_at: Timestamp;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  sku: string | null;
  before: ColumnType<unknown, string | null, string | null> | null;
  after: ColumnType<unknown, string | null, string | null> | null;
  idempotency_key: IdempotencyColumn;
  request_hash: IdempotencyColumn;
}

/** A spreadsheet import of the catalogue and its state (issue 24, ADR 0029). */
export interface ProductImportsTable {
  id: Generated<number>;
  created_at: Timestamp;
  actor_id: string | null;
  actor_email: string;
  file_name: string;
  format: SheetFormat;
  /** Where the original file is kept, in the private 'product-imports' store. */
  file_key: string;
  decoded_from: 'windows-1256' | null;
  counts: ColumnType<ImportCounts, string, string>;
  status: ImportStatus;
  mode: ImportMode | null;
  to_apply: Generated<number>;
  applied: Generated<number>;
  /** The last spreadsheet row the apply has dealt with: a resumed step continues after it. */
  applied_through: Generated<number>;
  planned_through: Generated<number>;
  applied_at: Timestamp | null;
}

/** One row of an import's dry-run plan. */
export interface ProductImportRowsTable {
  import_id: number;
  row_number: number;
  sku: string;
  action: 'create' | 'update' | 'unchanged' | 'bad';
  product_id: number | null;
  product_version: number | null;
  /** The product core and status as the apply writes them (JSON). */
  product: ColumnType<unknown, string | null, string | null> | null;
  changes: ColumnType<unknown, string | null, string | null> | null;
  problems: ColumnType<unknown, string | null, string | null> | null;
}

/** The catalogue's generation: moved on by a trigger whenever products or their links change (ADR 0013). */
export interface CatalogueCountGenerationTable {
  id: Generated<boolean>;
  /** bigint travels as a decimal string. */
  generation: ColumnType<string, never, never>;
}

/** A filter's total as counted in one generation; read only while that generation is current. */
export interface CatalogueCountsTable {
  filter_key: string;
  generation: ColumnType<string, string, string>;
  total: number;
}

/** Searches with no result by normalised term and Riyadh day (ADR 0033); `day` as 'YYYY-MM-DD'. */
export interface SearchMissesTable {
  day: ColumnType<string, string, never>;
  term: ColumnType<string, string, never>;
  searches: ColumnType<number, number, number>;
}

export interface DB {
  users: UsersTable;
  company_profiles: CompanyProfilesTable;
  refresh_tokens: RefreshTokensTable;
  user_tokens: UserTokensTable;
  rate_limit_events: RateLimitEventsTable;
  sign_in_failures: SignInFailuresTable;
  user_totp: UserTotpTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  saved_quote_list_lines: SavedQuoteListLinesTable;
  quotations: QuotationsTable;
  quotation_lines: QuotationLinesTable;
  quotation_numbers: QuotationNumbersTable;
  messages: MessagesTable;
  site_settings: SiteSettingsTable;
  company_details: CompanyDetailsTable;
  category_slug_aliases: CategorySlugAliasesTable;
  staged_images: StagedImagesTable;
  file_deletions: FileDeletionsTable;
  audit_log: AuditLogTable;
  email_outbox: EmailOutboxTable;
  email_attachments: EmailAttachmentsTable;
  catalogue_count_generation: CatalogueCountGenerationTable;
  catalogue_counts: CatalogueCountsTable;
  product_imports: ProductImportsTable;
  product_import_rows: ProductImportRowsTable;
  search_misses: SearchMissesTable;
}
