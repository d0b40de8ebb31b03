import type { MessageKey } from './i18n/fr.js';

/**
 * Every cause of refusal the API names (issue 32), and the catalogue text that words it: the API sends the
 * French text, the site the text of the reader's language, both found by the code. A code is added here with
 * its text, or typecheck fails; the English catalogue is typed key for key against the French one.
 * One code per cause a caller could act on differently. This module holds no text, so that the site's first
 * page can read it without the whole catalogue; the French messages are built in errors.ts.
 */
export const ERROR_TEXTS = {
  // The pipeline's generic refusals.
  validation: 'alert.error.invalid-request',
  unknown_field: 'alert.error.unknown-field',
  invalid_json: 'alert.error.invalid-json',
  unsupported_media_type: 'alert.error.unsupported-media-type',
  payload_too_large: 'alert.error.payload-too-large',
  unauthenticated: 'alert.error.session-expired',
  forbidden: 'alert.error.forbidden',
  group_buyer_read_only: 'alert.error.group-buyer-read-only',
  staff_read_only: 'alert.error.staff-read-only',
  terms_not_accepted: 'alert.error.terms-not-accepted',
  not_found: 'alert.error.not-found',
  unauthorized_action: 'alert.error.unauthorized-action',
  precondition_failed: 'error.stale-write',
  precondition_required: 'alert.error.version-required',
  idempotency_key_invalid: 'alert.error.idempotency-key',
  idempotency_key_reused: 'alert.error.idempotency-key-reused',
  too_many_requests: 'alert.error.too-many-attempts',
  too_many_exports: 'alert.error.too-many-exports',
  too_many_contact_mails: 'alert.error.too-many-contact-mails',
  timeout: 'alert.error.timeout',
  server_error: 'alert.error.server',
  // Sign-in and passwords.
  invalid_credentials: 'alert.error.login',
  sign_in_unavailable: 'alert.error.sign-in-unavailable',
  invalid_token: 'errors.password-reset',
  microsoft_token_invalid: 'error.microsoft-token-invalid',
  field_required: 'rules.required',
  password_too_short: 'rules.password-8',
  password_too_long: 'rules.password-max',
  password_lowercase: 'rules.password-lowercase',
  password_uppercase: 'rules.password-uppercase',
  password_digit: 'rules.password-digit',
  password_special: 'rules.password-special',
  password_common: 'rules.password-common',
  password_confirmation: 'rules.password-confirmation',
  password_current_wrong: 'rules.password-current-wrong',
  password_same: 'rules.password-same',
  password_changed_elsewhere: 'error.password-changed-elsewhere',
  // Users and customers.
  email_taken: 'error.email-taken',
  user_deleted_since: 'error.user-deleted-since',
  user_microsoft_linked: 'error.user-microsoft-linked',
  microsoft_account_taken: 'error.microsoft-account-taken',
  own_admin_role: 'error.own-admin-role',
  last_admin_role: 'error.last-admin-role',
  own_account_deactivate: 'error.own-account-deactivate',
  own_account_delete: 'error.own-account-delete',
  last_admin_delete: 'error.last-admin-delete',
  user_still_contact: 'error.user-still-contact',
  user_buying_group_required: 'rules.user-buying-group-required',
  user_buying_group_role: 'rules.user-buying-group-role',
  buying_group_unknown: 'rules.buying-group-unknown',
  buying_group_not_found: 'error.buying-group-not-found',
  customer_not_found: 'error.customer-not-found',
  customer_mismatch: 'error.customer-mismatch',
  customer_number_taken: 'error.customer-number-taken',
  customer_exists: 'error.customer-exists',
  customers_unknown: 'error.customers-unknown',
  users_not_found: 'error.users-not-found',
  unique_contact_invalid: 'error.unique-contact-invalid',
  // Any resource of the back office.
  id_mismatch: 'error.id-mismatch',
  item_exists: 'error.item-exists',
  item_deleted_since: 'error.item-deleted-since',
  item_in_use: 'error.item-in-use',
  reference_name_taken: 'error.reference-name-taken',
  sort_field_unknown: 'error.sort-field-unknown',
  // Cart, checkout, orders, points.
  product_not_found: 'alert.error.product-not-found',
  product_unavailable: 'alert.error.product-unavailable',
  product_image_missing: 'error.product-image-missing',
  cart_item_not_found: 'alert.error.cart-item-not-found',
  cart_customer_mismatch: 'alert.error.cart-customer-mismatch',
  cart_full: 'alert.error.cart-full',
  cart_busy: 'alert.error.cart-busy',
  cart_empty: 'alert.error.products-empty',
  cart_product_unavailable: 'error.cart-product-unavailable',
  addresses_missing: 'alert.error.addresses-empty',
  billing_service_missing: 'alert.error.invoice-service-empty',
  order_not_found: 'alert.error.order-not-found',
  points_insufficient: 'alert.error.points-negative',
  points_busy: 'alert.error.points-busy',
  // Claims.
  claim_not_found: 'error.claim-not-found',
  claim_exists: 'error.claim-exists',
  claim_settled: 'error.claim-settled',
  claim_changed: 'error.claim-changed',
  claim_invoice_not_pdf: 'error.claim-invoice-not-pdf',
  claim_invoice_exists: 'error.claim-invoice-exists',
  claim_invoice_missing: 'error.claim-invoice-missing',
  // Files, contracts, price lists, terms.
  no_file_selected: 'errors.no-file-selected',
  file_empty: 'error.file-empty',
  file_too_large: 'error.file-too-large',
  multipart_invalid: 'error.multipart-invalid',
  multipart_unreadable: 'error.multipart-unreadable',
  upload_not_multipart: 'error.upload-not-multipart',
  file_not_found: 'error.file-not-found',
  file_download_missing: 'error.file-download-missing',
  avantage_missing: 'alert.error.avantage-missing',
  contract_not_found: 'error.contract-not-found',
  contract_file_type: 'error.contract-file-type',
  no_contract: 'alert.error.no-contract',
  address_customer_fixed: 'error.address-customer-fixed',
  address_customer_not_found: 'error.address-customer-not-found',
  price_list_not_found: 'error.price-list-not-found',
  price_list_contract_other_customer: 'error.price-list-contract-other-customer',
  price_list_customer_fixed: 'error.price-list-customer-fixed',
  price_list_product_not_found: 'error.price-list-product-not-found',
  price_list_line_not_found: 'error.price-list-line-not-found',
  terms_version_inactive: 'error.terms-version-inactive',
  terms_none_active: 'error.terms-none-active',
  terms_one_active: 'error.terms-one-active',
  // Imports and exports.
  file_not_excel: 'error.file-not-excel',
  file_bomb: 'error.file-bomb',
  workbook_part_too_large: 'error.workbook-part-too-large',
  workbook_no_sheet: 'error.workbook-no-sheet',
  file_too_many_rows: 'error.file-too-many-rows',
  // An import job's failure as a whole, stored on the job and worded by the site and the summary e-mail.
  workbook_unreadable: 'error.workbook-unreadable',
  workbook_too_much_memory: 'error.workbook-too-much-memory',
  import_column_missing: 'error.import-column-missing',
  import_columns_missing: 'error.import-columns-missing',
  import_abandoned: 'error.import-abandoned',
  import_rollback_abandoned: 'error.import-rollback-abandoned',
  import_not_found: 'error.import-not-found',
  import_dry_run: 'error.import-dry-run',
  import_rolled_back: 'error.import-rolled-back',
  import_not_finished: 'error.import-not-finished',
  import_later_job: 'error.import-later-job',
  import_customer_required: 'error.import-customer-required',
  import_customer_not_found: 'error.import-customer-not-found',
  import_price_list_one_customer: 'error.import-price-list-one-customer',
  import_price_list_not_found: 'error.import-price-list-not-found',
  start_date_required: 'error.start-date-required',
  end_date_required: 'error.end-date-required',
  end_before_start: 'error.end-before-start',
  export_not_found: 'error.export-not-found',
  export_failed: 'error.export-failed',
  export_not_ready: 'error.export-not-ready',
  export_expired: 'error.export-expired',
  export_too_large: 'error.export-too-large',
  mail_failed: 'contact.failure',
} as const satisfies Record<string, MessageKey>;

export type ErrorCode = keyof typeof ERROR_TEXTS;
/** The values a message interpolates (`{name}`), sent raw so that the site formats them for its reader. */
export type ErrorParams = Record<string, string | number>;

/** A cause as the API names it, refused or stored (a failed import job's): its code, its French text, its params. */
export interface CodedFailure {
  code: string;
  message: string;
  params?: ErrorParams;
}

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_TEXTS, code);

/**
 * Codes whose message is the detail of the rule broken (the schema check names the field and the rule) rather
 * than the catalogue text: the site shows that message, the catalogue text being the generic fallback.
 */
export const DETAILED_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['validation']);

/** `{name}` replaced by its param: numbers in the reader's figures, an unknown name left as it is. */
export function interpolate(text: string, params: ErrorParams = {}, locale = 'fr-FR'): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? value.toLocaleString(locale) : value;
  });
}
