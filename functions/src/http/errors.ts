import { errorMessage, type ErrorCode, type ErrorParams } from '@portail/common';

/** An error the caller can act on: becomes a 4xx with the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    readonly params?: ErrorParams,
  ) {
    super(message);
  }
}

/** The HTTP status of each code: a code without one fails typecheck. */
const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  unknown_field: 400,
  invalid_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  unauthenticated: 401,
  forbidden: 403,
  group_buyer_read_only: 403,
  staff_read_only: 403,
  terms_not_accepted: 403,
  not_found: 404,
  unauthorized_action: 400,
  precondition_failed: 412,
  precondition_required: 428,
  idempotency_key_invalid: 400,
  idempotency_key_reused: 422,
  too_many_requests: 429,
  too_many_exports: 429,
  too_many_contact_mails: 429,
  timeout: 503,
  server_error: 500,
  invalid_credentials: 401,
  sign_in_unavailable: 503,
  invalid_token: 400,
  microsoft_token_invalid: 400,
  field_required: 400,
  password_too_short: 400,
  password_too_long: 400,
  password_lowercase: 400,
  password_uppercase: 400,
  password_digit: 400,
  password_special: 400,
  password_common: 400,
  password_confirmation: 400,
  password_current_wrong: 400,
  password_same: 400,
  password_changed_elsewhere: 409,
  email_taken: 409,
  user_deleted_since: 409,
  user_microsoft_linked: 409,
  microsoft_account_taken: 409,
  own_admin_role: 409,
  last_admin_role: 409,
  own_account_deactivate: 409,
  own_account_delete: 409,
  last_admin_delete: 409,
  user_still_contact: 409,
  user_buying_group_required: 400,
  user_buying_group_role: 400,
  buying_group_unknown: 400,
  buying_group_not_found: 404,
  customer_not_found: 404,
  customer_mismatch: 400,
  customer_number_taken: 409,
  customer_exists: 409,
  customers_unknown: 400,
  users_not_found: 400,
  unique_contact_invalid: 400,
  id_mismatch: 400,
  item_exists: 409,
  item_deleted_since: 409,
  item_in_use: 409,
  reference_name_taken: 409,
  sort_field_unknown: 400,
  product_not_found: 404,
  product_unavailable: 400,
  product_image_missing: 404,
  cart_item_not_found: 404,
  cart_customer_mismatch: 400,
  cart_full: 400,
  cart_busy: 409,
  cart_empty: 400,
  cart_product_unavailable: 400,
  addresses_missing: 400,
  billing_service_missing: 400,
  order_not_found: 404,
  points_insufficient: 409,
  points_busy: 409,
  claim_not_found: 404,
  claim_exists: 409,
  claim_settled: 409,
  claim_changed: 409,
  claim_invoice_not_pdf: 400,
  claim_invoice_exists: 409,
  claim_invoice_missing: 404,
  no_file_selected: 400,
  file_empty: 400,
  file_too_large: 400,
  multipart_invalid: 400,
  multipart_unreadable: 400,
  upload_not_multipart: 415,
  file_not_found: 404,
  file_download_missing: 404,
  avantage_missing: 404,
  contract_not_found: 404,
  contract_file_type: 400,
  no_contract: 404,
  address_customer_fixed: 400,
  address_customer_not_found: 400,
  price_list_not_found: 404,
  price_list_contract_other_customer: 400,
  price_list_customer_fixed: 400,
  price_list_product_not_found: 400,
  price_list_line_not_found: 404,
  terms_version_inactive: 400,
  terms_none_active: 404,
  terms_one_active: 400,
  file_not_excel: 400,
  file_bomb: 400,
  workbook_part_too_large: 400,
  workbook_no_sheet: 400,
  file_too_many_rows: 400,
  // Never an HTTP answer: the causes of a failed import job (import-process.ts), read with the job.
  workbook_unreadable: 422,
  workbook_too_much_memory: 422,
  import_column_missing: 422,
  import_columns_missing: 422,
  import_abandoned: 500,
  import_rollback_abandoned: 500,
  import_not_found: 404,
  import_dry_run: 409,
  import_rolled_back: 409,
  import_not_finished: 409,
  import_later_job: 409,
  import_customer_required: 400,
  import_customer_not_found: 400,
  import_price_list_one_customer: 400,
  import_price_list_not_found: 400,
  start_date_required: 400,
  end_date_required: 400,
  end_before_start: 400,
  export_not_found: 404,
  export_failed: 409,
  export_not_ready: 409,
  export_expired: 404,
  export_too_large: 409,
  mail_failed: 502,
};

export interface FailureOptions {
  /** The field of the request at fault, for a form that shows the message under it. */
  field?: string;
  headers?: Record<string, string>;
  /** A status other than the code's own: the same cause answered by two routes that predate the codes. */
  status?: number;
}

/** The coded refusal: its status and French message come from the code, its params fill the message. */
export const failure = (code: ErrorCode, params?: ErrorParams, options: FailureOptions = {}): ApiError =>
  new ApiError(options.status ?? STATUS[code], code, errorMessage(code, params), options.field, options.headers, params);

/** A schema check's refusal: its message is the rule's own detail, naming the field (DETAILED_CODES). */
export const badRequest = (msg: string, field?: string) => new ApiError(400, 'validation', msg, field);
export const unauthenticated = () => failure('unauthenticated');
export const forbidden = () => failure('forbidden');
/** A group buyer reads its members' portals (issue 33): their orders, points and messages stay theirs. */
export const groupBuyerReadOnly = () => failure('group_buyer_read_only');
/** Staff viewing a customer's portal (« voir comme ») read it only: the customer's own acts are refused to them. */
export const staffReadOnly = () => failure('staff_read_only');
/** A customer user who has not accepted the terms in force yet: the site shows them the terms dialog. */
export const termsNotAccepted = () => failure('terms_not_accepted');
export const notFound = () => failure('not_found');
export const customerNotFound = () => failure('customer_not_found');
export const tooManyRequests = (retryAfterSeconds: number, code: ErrorCode & `too_many_${string}` = 'too_many_requests') =>
  failure(code, undefined, { headers: { 'Retry-After': String(retryAfterSeconds) } });
/** The request's time budget is spent; trying again a few seconds later is the only thing to do. */
export const timeout = () => failure('timeout', undefined, { headers: { 'Retry-After': '5' } });
export const unauthorizedAction = () => failure('unauthorized_action');
/** An edit made on a version that is no longer the stored one (If-Match): nothing was written. */
export const staleWrite = () => failure('precondition_failed');
