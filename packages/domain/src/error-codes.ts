// The error codes of the gateway (spec section 8 plus ours) and how the login page handles them.
// Messages live in error-messages.ts so that this module stays tiny for the login route.

/**
 * Every code an answer's `code` can carry. The 2xxxxxx/20xxxx codes are the spec's; the 100xxx
 * codes are our gateway's own. What each order-not-found code means is our assignment: all four
 * show the same message, so a shopper cannot tell which part of the sign-in was wrong.
 */
export const ERROR_CODES = {
  SUCCESS: 0,
  /** No order with this number in the store. */
  ORDER_NUMBER_UNKNOWN: 2000001,
  /** The order exists but the e-mail or phone does not belong to it. */
  ORDER_CONTACT_MISMATCH: 2000006,
  /** The order is not in the channel the shopper signed in through. */
  ORDER_NOT_IN_CHANNEL: 201002,
  /** Order not found (by signature or access token, or anything else). */
  ORDER_NOT_FOUND: 200019,
  /** The order's protection has expired. */
  PROTECTION_EXPIRED: 2000002,
  /** The order's protection was canceled (order canceled or protection fee refunded). */
  PROTECTION_CANCELED: 2000003,
  /** The package's coverage was canceled (a warning). */
  COVERAGE_CANCELED: 200020,
  /** No covered items of the asked type; the message takes {{type}}. */
  NO_COVERED_ITEMS: 200006,
  /** Access must be verified: a verification e-mail is sent; no message is shown. */
  VERIFY_EMAIL_REQUIRED: 200052,
  /** A verification e-mail is already on its way; no message is shown. */
  VERIFY_EMAIL_PENDING: 200053,
  /** The service failed; also what 200001 becomes. */
  SERVICE_ERROR: 200000,
  /** The service is busy; handled as 200000. */
  SERVICE_BUSY: 200001,
  /** A theft report needs a police or incident report number and evidence. */
  THEFT_REPORT_REQUIRED: 200010,
  /** The request body is not valid JSON. */
  MALFORMED_JSON: 100001,
  /** The input failed validation; the answer lists field errors. */
  INVALID_INPUT: 100002,
  /** The request body or an upload is too large. */
  PAYLOAD_TOO_LARGE: 100003,
  /** No call with this name. */
  UNKNOWN_CALL: 100004,
  /** The call exists but not with this HTTP method. */
  METHOD_NOT_ALLOWED: 100005,
  /** The body's or file's media type is not accepted. */
  UNSUPPORTED_MEDIA_TYPE: 100006,
  /** Rate limit reached; the message takes {{seconds}} until the next try. */
  TOO_MANY_ATTEMPTS: 100007,
  /** No session, or it expired. */
  NOT_SIGNED_IN: 100008,
  /** The object asked for does not belong to the session's order. */
  NOT_FOUND_FOR_ORDER: 100009,
  /** The merchant API key is missing or wrong. */
  MERCHANT_API_KEY_INVALID: 100010,
  /** The verification link expired or was already used. */
  VERIFICATION_LINK_INVALID: 100011,
  /** The merchant-signed link is invalid or expired. */
  SIGNED_LINK_INVALID: 100012,
  /** No store with this shop name (login style, merchant links). */
  SHOP_NOT_FOUND: 100013,
  /** A merchant with this shop name already exists; the message takes {{shop}}. */
  SHOP_TAKEN: 100014,
  /** This request was already sent with different contents. Please refresh the page and try again. */
  IDEMPOTENCY_KEY_REUSED: 100015,
  /** This claim can no longer be changed. */
  CLAIM_NOT_CHANGEABLE: 100016,
  /** Some of these items cannot be claimed: they are not in this package, not protected, or already claimed. */
  ITEMS_NOT_CLAIMABLE: 100017,
  /** This issue cannot be reported for this package. */
  ISSUE_NOT_ALLOWED: 100018,
  /** This claim cannot be paid out now. */
  PAYOUT_NOT_AVAILABLE: 100019,
  /** The protection for this order has no coverage left for this claim. */
  NO_COVERAGE_LEFT: 100020,
  /** The order keeps as many files outside submitted claims as it may; the message takes {{max}}. */
  ORDER_FILES_FULL: 100021,
  /** The order has as many open drafts as it may; the message takes {{max}}. */
  DRAFT_LIMIT_REACHED: 100022,
  /** This return can no longer be changed this way (its status or its items do not allow it). */
  RETURN_NOT_CHANGEABLE: 100023,
  /** Some of these items cannot be returned as asked; the answer's data lists the problems. */
  ITEMS_NOT_RETURNABLE: 100024,
  /** The exchange costs more than what is returned: the balance must be paid first. */
  RETURN_BALANCE_UNPAID: 100025,
  /** The order already holds the most comments it takes (on the order and its lines together). */
  COMMENT_LIMIT_REACHED: 100030,
  /** This refusal cannot be appealed: a claim may be appealed once, after it was refused. */
  APPEAL_NOT_POSSIBLE: 100050,
  /** The time to appeal this refusal has passed. */
  APPEAL_WINDOW_CLOSED: 100051,
  /** The shopper's personal data of this order was erased: nothing more is kept or taken for it. */
  ORDER_DATA_ERASED: 100052,
  /** The order offers no withdrawal function now (not offered for it, or its period has ended). */
  WITHDRAWAL_NOT_AVAILABLE: 100060,
  /** The items chosen for a partial withdrawal are not items of this order. */
  WITHDRAWAL_ITEMS_INVALID: 100061,
  /** What this withdrawal asks for was already withdrawn (one withdrawal per unit, decision 052). */
  WITHDRAWAL_ALREADY_RECEIVED: 100063,
  /** A sender address on a domain not verified for sending, and no SMTP server of the store's own. */
  SENDER_NOT_VERIFIED: 100062,
  /** The conversation has reached its length limit: a new one must be started. */
  CHAT_CONVERSATION_FULL: 100040,
  /** The chosen option is not one the assistant's last message offers (any more). */
  CHAT_OPTION_NOT_OFFERED: 100041,
  /** The summary was already declined or replaced by a newer one: nothing was done. */
  CHAT_ACTION_NOT_PENDING: 100042,
  /** This return has nothing left to pay: its balance is paid, or it is closed. */
  RETURN_NOTHING_TO_PAY: 100070,
  /** The payment provider cannot be reached now: nothing was charged; try again later. */
  PAYMENT_UNAVAILABLE: 100071,
  /** A payment provider's notification whose signature is missing, wrong or too old: nothing was recorded. */
  PAYMENT_WEBHOOK_SIGNATURE_INVALID: 100072,
  /** Only a failed store-platform action can be retried: this one is done or already on its way again. */
  STORE_ACTION_NOT_RETRYABLE: 100073,
  /** Anything unexpected: the generic fallback. */
  UNEXPECTED_ERROR: 100500,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

/** Parameters each message interpolates. */
export const ERROR_MESSAGE_PARAMS: Readonly<Partial<Record<ErrorCode, readonly string[]>>> = {
  [ERROR_CODES.NO_COVERED_ITEMS]: ['type'],
  [ERROR_CODES.TOO_MANY_ATTEMPTS]: ['seconds'],
  [ERROR_CODES.SHOP_TAKEN]: ['shop'],
  [ERROR_CODES.ORDER_FILES_FULL]: ['max'],
  [ERROR_CODES.DRAFT_LIMIT_REACHED]: ['max'],
  [ERROR_CODES.COMMENT_LIMIT_REACHED]: ['max'],
};

const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(ERROR_CODES));

/** The codes whose login message is the spec's "Order not found" text. */
export const ORDER_NOT_FOUND_CODES: readonly ErrorCode[] = [
  ERROR_CODES.ORDER_NUMBER_UNKNOWN,
  ERROR_CODES.ORDER_CONTACT_MISMATCH,
  ERROR_CODES.ORDER_NOT_IN_CHANNEL,
  ERROR_CODES.ORDER_NOT_FOUND,
];

/** True when the value is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && KNOWN_CODES.has(value);
}

/** True when the answer's code means success (0, as a number or the string '0'). */
export function isSuccess(code: unknown): boolean {
  return code === 0 || code === '0';
}

/**
 * The code to act on: 200001 becomes 200000 (spec 8); a numeric string is read as its number; a
 * missing or non-numeric code (a swallowed failure answers `{}`) becomes 100500.
 */
export function normalizeErrorCode(code: unknown): number {
  const value = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  if (typeof value !== 'number' || !Number.isInteger(value)) return ERROR_CODES.UNEXPECTED_ERROR;
  return value === ERROR_CODES.SERVICE_BUSY ? ERROR_CODES.SERVICE_ERROR : value;
}

/** How the login page shows a failure: a message, a warning, a silent verification e-mail, or the error page. */
export type ErrorBehaviour = 'message' | 'warning' | 'verify-email' | 'error-page';

const LOGIN_BEHAVIOUR = new Map<number, ErrorBehaviour>([
  ...ORDER_NOT_FOUND_CODES.map((code) => [code, 'message'] as const),
  [ERROR_CODES.PROTECTION_EXPIRED, 'message'],
  [ERROR_CODES.PROTECTION_CANCELED, 'message'],
  [ERROR_CODES.NO_COVERED_ITEMS, 'message'],
  [ERROR_CODES.COVERAGE_CANCELED, 'warning'],
  [ERROR_CODES.VERIFY_EMAIL_REQUIRED, 'verify-email'],
  [ERROR_CODES.VERIFY_EMAIL_PENDING, 'verify-email'],
]);

/**
 * Spec 8 "Login": what the login page does with a failed answer's code. Any code not listed there
 * (ours included) goes to the error page; 200000 and 200001 go there as 200000.
 */
export function loginErrorBehaviour(code: unknown): { behaviour: ErrorBehaviour; code: number } {
  const normalized = normalizeErrorCode(code);
  return { behaviour: LOGIN_BEHAVIOUR.get(normalized) ?? 'error-page', code: normalized };
}
