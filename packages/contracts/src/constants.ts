/** The product's fixed business constants and limits. Every other module reads them from here. */

export const CLIENT_VERSION = '1.0.0';
export const CLIENT_VERSION_HEADER = 'x-client-version';

export const SNACKBAR_TIMEOUT_MS = { short: 2_000, normal: 5_000, medium: 5_000, long: 10_000 } as const;
export const SNACKBAR_DEFAULT_TIMEOUT_MS = SNACKBAR_TIMEOUT_MS.normal;
export const SNACKBAR_MINIMUM_TIMEOUT_MS = 1_000;
/** Upper bound (exclusive) of the random addition to every snackbar timeout. */
export const SNACKBAR_JITTER_MS = 100;
export const ERROR_SNACKBAR_TIMEOUT_MS = 10_000;

export const PAGE_SIZE_DEFAULT = 10;
/** `-1` stands for "all". */
export const PAGE_SIZE_ALL = -1;
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100, PAGE_SIZE_ALL] as const;
/**
 * A paged list counts its matches up to this many and no further: past it the answer says "more
 * than 10 000", so a page costs the same however large the firm grows (architecture: pagination).
 */
export const LIST_COUNT_CAP = 10_000;

export const HISTORY_LENGTH = 10;
export const NOTIFICATION_DIALOG_HEIGHT_PX = 480;
export const NOTIFICATION_DIALOG_MAX_WIDTH_PX = 640;
export const RIGHT_DRAWER_WIDTH_PX = 480;
export const NOTIFICATION_LIST_CLOSE_DELAY_MS = 1_000;

export const MAP_ZOOM_ADDRESS = 12;
export const MAP_ZOOM_POSITION = 15;

export const TOKEN_REFRESH_BEFORE_CALL_SECONDS = 30;
export const TOKEN_CHECK_INTERVAL_MS = 180_000;
export const TOKEN_CHECK_RENEW_SECONDS = 70;
export const TOKEN_COOKIE_NAME = 'JWT';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * Outgoing e-mail one firm may send in an hour, in all and to one address: public orders cannot
 * turn the firm's mail into a cannon. A message over a limit stays in the outbox, not sent.
 */
export const MAIL_LIMITS_PER_HOUR = { firm: 100, recipient: 20 } as const;

/**
 * How long the server keeps the answer of a change sent with an `Idempotency-Key`: a repeat
 * within this time gets the stored answer, a later one counts as a new request.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/** The header a client names a change with, so that a repeat of it is answered and not applied again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that is the stored one of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** An idempotency key: 1–200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const HTTP_TIMEOUT_MS = 300_000;
/** The largest request body: an upload (one file and its form fields). */
export const REQUEST_BODY_MAX_BYTES = 31_457_280;
/**
 * The largest JSON body an endpoint takes unless it declares its own: far above any form, far
 * below what would keep the database busy parsing it.
 */
export const JSON_BODY_MAX_BYTES = 1_048_576;
export const RESPONSE_MAX_BYTES = 33_554_432;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

export const CALENDAR_TYPE_DEFAULT = 'month';
export const AUDIO_START_DELAY_MS = 50;
export const DOWNLOAD_OBJECT_URL_TTL_MS = 250;
export const REMARK_IMAGES_PER_UPLOAD = 1;
export const TEXT_TRUNCATE_LENGTH = 200;

export const LOCALE = 'sv-SE';
export const CURRENCY = 'SEK';
/** Tenant ids appear in URLs: lower-case letters, digits and dashes (in constants: the public pages read it without zod). */
export const TENANT_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

export const SUPPORTED_LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Path under which the staff app is served (history-mode router basename). */
export const STAFF_APP_BASE_PATH = '/main';
/** Path of the public pages: `/web/{tenant}` (order page) and `/web/{tenant}/calendar`. */
export const PUBLIC_PAGES_BASE_PATH = '/web';

/**
 * Passwords of the embedded issuer's accounts: long enough to resist guessing at its rate limit,
 * any characters (a passphrase is welcome), capped so that hashing one stays cheap.
 */
export const PASSWORD_LENGTH = { min: 10, max: 1024 } as const;
