import path from 'node:path';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';
import { DEFAULT_WEB_DIST } from './paths.ts';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null; loadDump?: Blob }
  | {
      kind: 'postgres';
      /** Request transactions connect here. */
      url: string;
      /**
       * Migrations, system work, the job queue and LISTEN connect here, as the schema's owner; null
       * when one URL serves both (a superuser or owner that switches to the request role).
       */
      ownerUrl?: string | null;
      /**
       * Straight to PostgreSQL, never through a pooler in transaction mode, as the schema's owner:
       * the migrations' advisory lock, the job queue and LISTEN hold a session (see `directUrlOf`).
       */
      directUrl?: string | null;
      /**
       * A streaming-replication standby the heavy reads (list searches, exports) may go to, read-only
       * (DATABASE_REPLICA_URL); null or unset: every read on the primary.
       */
      replicaUrl?: string | null;
      poolSize: number;
    };

export type OidcConfig =
  | {
      kind: 'embedded';
      clientId: string;
      audience: string;
      /** Where the issuer is mounted (`/oidc`); tests serve it under a realm's path as well. */
      path?: string;
      /**
       * The staff app that signs in here when another server serves it (a test of an external
       * issuer); unset: this server's own, at the request's address.
       */
      appUrl?: string;
      /** How long its access tokens last (OIDC_ACCESS_TOKEN_TTL_SECONDS); ten minutes unless set. */
      accessTokenTtlSeconds?: number;
    }
  | {
      kind: 'external';
      issuer: string;
      clientId: string;
      /** Required outside production; without it the token's authorized party must be the client. */
      audience: string | null;
      /** What the staff app asks for (Entra needs its API's scope, `api://…/.default`). */
      scopes: string;
      /**
       * Further parameters of the authorization request (OIDC_EXTRA_AUTH_PARAMS), such as RFC 8707's
       * `resource` or Auth0's `audience`, which make the issuer give access tokens our audience.
       */
      extraAuthParams?: Record<string, string>;
    };

/**
 * The map dialog's providers (docs/CONFIGURATION.md, "Maps"): tiles the browser draws, a
 * Nominatim-compatible geocoder and an OSRM-compatible router the server asks. Each is off when null.
 */
export interface MapsConfig {
  /** A Leaflet URL template (`…/{z}/{x}/{y}.png`), the attribution its provider requires, its deepest zoom. */
  tiles: { url: string; attribution: string; maxZoom: number } | null;
  /** The geocoder's base URL; its query parameters (an API key) are kept on every request. */
  geocoderUrl: string | null;
  /** The router's base URL; its query parameters are kept likewise. */
  routerUrl: string | null;
  /** Names the product to the providers, as their usage policies ask. */
  userAgent: string;
  /** How long one provider request may take before it counts as no answer. */
  timeoutMs: number;
  /** The least time between two geocoder requests of this server (the public Nominatim allows one a second). */
  geocoderIntervalMs: number;
}

/** How this server reaches one accounting provider; null settings without a client id. */
export interface AccountingProviderSettings {
  clientId: string;
  clientSecret: string;
  /** The provider's OAuth2 server (authorize, token, revoke). */
  authUrl: string;
  /** The provider's API. */
  apiUrl: string;
  timeoutMs: number;
}

/**
 * The accounting integrations (Fortnox, Visma eEkonomi). A provider without a client id is not
 * set up on this server (its page says so). `tokenKeys` seal the firms' tokens (AES-256-GCM):
 * `keyId:base64` of 32 bytes each, the first sealing and all opening; none named means a key
 * generated once into the data folder (`accounting-token.key`), never into the database.
 */
export interface AccountingConfig {
  fortnox: AccountingProviderSettings | null;
  visma: AccountingProviderSettings | null;
  tokenKeys: string | null;
}

export interface AppConfig {
  port: number;
  host: string;
  /**
   * The address users reach the server at. When `canonicalPublicUrl` is false (a local start without
   * PUBLIC_URL) each request's own address is used instead and this is only the fallback.
   */
  publicUrl: string;
  /** True in production or with PUBLIC_URL set: requests for another host are redirected to publicUrl. */
  canonicalPublicUrl: boolean;
  dataDir: string;
  /** Where the local file storage keeps uploaded files. */
  filesDir: string;
  /** The bucket that keeps uploaded files instead of `filesDir` (S3_BUCKET); null: the local folder. */
  objectStore: ObjectStoreConfig | null;
  /** Where files arriving in parts (resumable uploads) are kept until complete. */
  partialFilesDir: string;
  database: DatabaseConfig;
  oidc: OidcConfig;
  logLevel: string;
  /**
   * Seed the demo firms and their published sign-ins into an empty database: by default only with
   * NODE_ENV=development (or test).
   */
  seedDemo: boolean;
  /** Serve the API documentation (`/docs`, `/openapi.json`); by default as `seedDemo`. */
  apiDocs: boolean;
  /** Folder of the built staff app; null when the server runs without it (API tests). */
  webDist: string | null;
  /** Requests per minute per address on the sign-in form. */
  loginRateLimit: number;
  /**
   * How long the server goes on serving after SIGTERM, not ready, before it stops taking
   * connections: the time a health-checking balancer needs to stop sending to it.
   */
  shutdownDrainMs: number;
  /**
   * Which proxies may name the client's address in X-Forwarded-For (Fastify `trustProxy`): the
   * rate limits key on that address, so a client on the internet must not be able to set it.
   */
  trustProxy: boolean | string;
  /** Outgoing e-mail: SMTP when `smtpUrl` is set, otherwise messages are kept in the outbox. */
  mail: { smtpUrl: string | null; from: string };
  /**
   * Background jobs. Without workers the server runs no job queue: requested jobs wait in the
   * database for a server that has them (tests that need no background work start none).
   */
  jobs: { workers: boolean; pollingIntervalSeconds: number };
  /**
   * LibreOffice's `soffice`, which turns reports into PDF: a path, `PATH`'s `soffice` when unset,
   * or `none` (reports are then made as .docx only, and say why there is no PDF).
   */
  sofficePath: string | null;
  maps: MapsConfig;
  /**
   * Dictation's speech-to-text engine, an OpenAI-compatible `/v1/audio/transcriptions` server
   * (whisper.cpp's `whisper-server`, faster-whisper-server, OpenAI). Without `url` recordings are
   * kept as audio only (state `unavailable`): no model ships with the server.
   */
  speech: {
    url: string | null;
    apiKey: string | null;
    /** The model the engine is asked for (`whisper-1` unless set). */
    model: string;
    /** Taken when an upload names no language, before the member's own. */
    language: Language | null;
    timeoutMs: number;
  };
  accounting: AccountingConfig;
  /**
   * The insurer that takes hidden-defect insurance requests (dolda fel-försäkring): an HTTPS API
   * taking a JSON POST at `url` with the key in `X-API-Key`. Without `url` the request cannot be
   * sent, and the staff app says that the server has no insurer.
   */
  insurer: InsurerConfig;
  /** Where logs go; standard output when unset. */
  logStream?: NodeJS.WritableStream;
}

/**
 * An S3-compatible bucket for the uploaded files in place of the local folder (docs/CONFIGURATION.md,
 * "Object storage"); credentials come from the AWS SDK's default chain (`AWS_ACCESS_KEY_ID`,
 * `AWS_SECRET_ACCESS_KEY`).
 */
export interface ObjectStoreConfig {
  bucket: string;
  /** The store's address; null for AWS S3 itself, found by the region. */
  endpoint: string | null;
  region: string;
  /** Buckets addressed as `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO, Garage). */
  forcePathStyle: boolean;
}

export interface InsurerConfig {
  url: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

/** The audience the embedded issuer puts in its access tokens (a resource indicator). */
export const EMBEDDED_API_AUDIENCE = 'urn:syna:api';
export const EMBEDDED_CLIENT_ID = 'syna-web';

/** What the staff app asks an external issuer for unless OIDC_SCOPES says otherwise. */
export const DEFAULT_OIDC_SCOPES = 'openid profile email offline_access';

/** OpenStreetMap's public services: they work from the first start, under their usage policies. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILES_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';
export const DEFAULT_ROUTER_URL = 'https://router.project-osrm.org';

/** The region the SDK signs for when S3_REGION is unset; the stores beside AWS accept it. */
export const DEFAULT_S3_REGION = 'us-east-1';

/** Host names that reach this machine only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A provider's URL, or `none`, which switches it off. */
const providerUrl = (fallback: string) =>
  z
    .union([z.literal('none'), z.url({ protocol: /^https?$/ })])
    .default(fallback)
    .transform((value) => (value === 'none' ? null : value));

/** A yes/no setting: `1`/`true` or `0`/`false`; unset takes the mode's default. */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

const environmentSchema = z.object({
  // Anything but development or test is a production start: a server started without NODE_ENV
  // seeds no demo with published passwords and publishes no API documentation.
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: a reverse proxy on the same machine, or HOST=0.0.0.0 on purpose.
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_OWNER_URL: z.string().optional(),
  DATABASE_DIRECT_URL: z.string().optional(),
  // Checked below, where the error can name what it must be.
  DATABASE_REPLICA_URL: z.string().trim().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_SCOPES: z.string().trim().min(1).default(DEFAULT_OIDC_SCOPES),
  OIDC_EXTRA_AUTH_PARAMS: z.string().trim().optional(),
  // The embedded issuer's access token lifetime; short ones let tests see tokens expire and renew.
  OIDC_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag,
  API_DOCS: flag,
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  // Default: no proxy. Trusting whole private ranges would let every client behind an office NAT
  // or on a container network name any address; the operator names the load balancer.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) => (value === 'true' || value === 'false' ? value === 'true' : value)),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Syna <noreply@localhost>'),
  JOB_WORKERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // pg-boss polls no more often than every 0.5 s.
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  SOFFICE_PATH: z.string().min(1).optional(),
  // A Leaflet template: `{z}`, `{x}`, `{y}` (and `{s}`, `{r}`) are left for the browser to fill.
  MAP_TILES_URL: z
    .union([z.literal('none'), z.string().regex(/^https?:\/\/[^\s]+\{z\}[^\s]*$/)])
    .default(DEFAULT_MAP_TILES_URL)
    .transform((value) => (value === 'none' ? null : value)),
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).default(DEFAULT_MAP_TILES_ATTRIBUTION),
  MAP_TILES_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  GEOCODER_URL: providerUrl(DEFAULT_GEOCODER_URL),
  ROUTER_URL: providerUrl(DEFAULT_ROUTER_URL),
  MAPS_USER_AGENT: z.string().trim().min(3).optional(),
  MAPS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  FORTNOX_CLIENT_ID: z.string().trim().min(1).optional(),
  FORTNOX_CLIENT_SECRET: z.string().default(''),
  FORTNOX_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://apps.fortnox.se/oauth-v1'),
  FORTNOX_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.fortnox.se/3'),
  VISMA_CLIENT_ID: z.string().trim().min(1).optional(),
  VISMA_CLIENT_SECRET: z.string().default(''),
  VISMA_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://identity.vismaonline.com/connect'),
  VISMA_API_URL: z.url({ protocol: /^https?$/ }).default('https://eaccountingapi.vismaonline.com/v2'),
  ACCOUNTING_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  ACCOUNTING_TOKEN_KEYS: z.string().trim().min(1).optional(),
  SPEECH_URL: z.url({ protocol: /^https?$/ }).optional(),
  SPEECH_API_KEY: z.string().min(1).optional(),
  SPEECH_MODEL: z.string().trim().min(1).default('whisper-1'),
  SPEECH_LANGUAGE: z.enum(SUPPORTED_LANGUAGES).optional(),
  // A two-minute recording takes a CPU-bound whisper some tens of seconds.
  SPEECH_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  // HTTPS; plain http only to this machine (a local test double or a tunnel's end), checked below.
  INSURER_URL: z.url({ protocol: /^https?$/ }).optional(),
  INSURER_API_KEY: z.string().min(1).optional(),
  INSURER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  // A bucket's name is checked below, where the error can say what it must be.
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
});

/** The environment variables the server reads (docs/CONFIGURATION.md describes each). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

/** What the sign-in library sets itself: an extra parameter may not replace it. */
const PROTOCOL_AUTH_PARAMS = new Set([
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
]);

/** OIDC_EXTRA_AUTH_PARAMS, a query string (`resource=https%3A%2F%2Fsyna.example.se`), as pairs. */
export function extraAuthParamsOf(queryString: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(queryString.replace(/^\?/, ''))) {
    if (PROTOCOL_AUTH_PARAMS.has(name)) {
      throw new Error(`OIDC_EXTRA_AUTH_PARAMS may not set ${name}: the staff app sets it itself`);
    }
    if (name in params) throw new Error(`OIDC_EXTRA_AUTH_PARAMS names ${name} twice`);
    params[name] = value;
  }
  return params;
}

function isPostgresUrl(value: string): boolean {
  return URL.canParse(value) && ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
}

/**
 * Where the work that holds a session connects: DATABASE_DIRECT_URL, else the owner's URL, else
 * the requests'. Behind PgBouncer in transaction mode only this one may bypass it.
 */
export function directUrlOf(database: Extract<DatabaseConfig, { kind: 'postgres' }>): string {
  return database.directUrl ?? database.ownerUrl ?? database.url;
}

/** A standby is one of a PostgreSQL primary: a `postgres://` address, beside DATABASE_URL. */
function checkReplicaUrl(replicaUrl: string, primaryUrl: string | undefined): void {
  if (!primaryUrl) {
    throw new Error('DATABASE_REPLICA_URL needs DATABASE_URL: a standby serves a PostgreSQL primary only');
  }
  if (!isPostgresUrl(replicaUrl)) {
    throw new Error('DATABASE_REPLICA_URL must be a postgres:// (or postgresql://) address of the standby');
  }
}

/** Reads the environment into a validated config; every setting has a working default. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = environmentSchema.parse(environment);
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
    throw new Error('OIDC_CLIENT_ID must be set together with OIDC_ISSUER');
  }
  if (
    env.INSURER_URL &&
    !env.INSURER_URL.startsWith('https:') &&
    !LOOPBACK_HOSTS.has(new URL(env.INSURER_URL).hostname)
  ) {
    throw new Error('INSURER_URL must be https (plain http only to localhost)');
  }
  // S3's rules for a bucket's name, which the other stores follow.
  if (env.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
    throw new Error('S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens');
  }
  for (const [name, value] of [
    ['S3_ENDPOINT', env.S3_ENDPOINT],
    ['S3_REGION', env.S3_REGION],
    ['S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE],
  ] as const) {
    if (value !== undefined && !env.S3_BUCKET) {
      throw new Error(`${name} needs S3_BUCKET, the bucket the files are kept in`);
    }
  }
  if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
    throw new Error('DATABASE_OWNER_URL needs DATABASE_URL, the connection of the requests');
  }
  if (env.DATABASE_DIRECT_URL !== undefined) {
    if (!env.DATABASE_URL) {
      throw new Error('DATABASE_DIRECT_URL needs DATABASE_URL, the connection of the requests');
    }
    if (!isPostgresUrl(env.DATABASE_DIRECT_URL)) {
      throw new Error(
        'DATABASE_DIRECT_URL must be a postgres:// URL of the PostgreSQL server itself (not of PgBouncer)',
      );
    }
  }
  if (env.DATABASE_REPLICA_URL) checkReplicaUrl(env.DATABASE_REPLICA_URL, env.DATABASE_URL);
  const development = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  // Declared production: its one address and the audience of its tokens must be named.
  const production = env.NODE_ENV === 'production';
  if (production && !env.PUBLIC_URL) {
    throw new Error('PUBLIC_URL must be set in production: it is the one address users sign in at');
  }
  if (production && env.OIDC_ISSUER && !env.OIDC_AUDIENCE) {
    throw new Error(
      'OIDC_AUDIENCE must be set in production: tokens for other applications are refused by it',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).href.replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    canonicalPublicUrl: env.PUBLIC_URL !== undefined,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    objectStore: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT ?? null,
          region: env.S3_REGION ?? DEFAULT_S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
        }
      : null,
    partialFilesDir: path.join(dataDir, 'partial-files'),
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          ownerUrl: env.DATABASE_OWNER_URL ?? null,
          directUrl: env.DATABASE_DIRECT_URL ?? null,
          replicaUrl: env.DATABASE_REPLICA_URL ?? null,
          poolSize: env.DATABASE_POOL_SIZE,
        }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    oidc: env.OIDC_ISSUER
      ? {
          kind: 'external',
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID!,
          audience: env.OIDC_AUDIENCE ?? null,
          scopes: env.OIDC_SCOPES,
          extraAuthParams: extraAuthParamsOf(env.OIDC_EXTRA_AUTH_PARAMS ?? ''),
        }
      : {
          kind: 'embedded',
          clientId: env.OIDC_CLIENT_ID ?? EMBEDDED_CLIENT_ID,
          audience: env.OIDC_AUDIENCE ?? EMBEDDED_API_AUDIENCE,
          ...(env.OIDC_ACCESS_TOKEN_TTL_SECONDS
            ? { accessTokenTtlSeconds: env.OIDC_ACCESS_TOKEN_TTL_SECONDS }
            : {}),
        },
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? development,
    apiDocs: env.API_DOCS ?? development,
    webDist: path.resolve(env.WEB_DIST ?? DEFAULT_WEB_DIST),
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    trustProxy: env.TRUST_PROXY,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    jobs: { workers: env.JOB_WORKERS, pollingIntervalSeconds: env.JOB_POLL_SECONDS },
    sofficePath: env.SOFFICE_PATH === 'none' ? null : (env.SOFFICE_PATH ?? 'soffice'),
    maps: {
      tiles: env.MAP_TILES_URL
        ? { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION, maxZoom: env.MAP_TILES_MAX_ZOOM }
        : null,
      geocoderUrl: env.GEOCODER_URL,
      routerUrl: env.ROUTER_URL,
      userAgent: env.MAPS_USER_AGENT ?? `Syna/1.0 (${publicUrl})`,
      timeoutMs: env.MAPS_TIMEOUT_MS,
      geocoderIntervalMs: env.GEOCODER_MIN_INTERVAL_MS,
    },
    speech: {
      url: env.SPEECH_URL ?? null,
      apiKey: env.SPEECH_API_KEY ?? null,
      model: env.SPEECH_MODEL,
      language: env.SPEECH_LANGUAGE ?? null,
      timeoutMs: env.SPEECH_TIMEOUT_MS,
    },
    accounting: {
      fortnox: env.FORTNOX_CLIENT_ID
        ? {
            clientId: env.FORTNOX_CLIENT_ID,
            clientSecret: env.FORTNOX_CLIENT_SECRET,
            authUrl: env.FORTNOX_AUTH_URL,
            apiUrl: env.FORTNOX_API_URL,
            timeoutMs: env.ACCOUNTING_TIMEOUT_MS,
          }
        : null,
      visma: env.VISMA_CLIENT_ID
        ? {
            clientId: env.VISMA_CLIENT_ID,
            clientSecret: env.VISMA_CLIENT_SECRET,
            authUrl: env.VISMA_AUTH_URL,
            apiUrl: env.VISMA_API_URL,
            timeoutMs: env.ACCOUNTING_TIMEOUT_MS,
          }
        : null,
      tokenKeys: env.ACCOUNTING_TOKEN_KEYS ?? null,
    },
    insurer: {
      url: env.INSURER_URL ?? null,
      apiKey: env.INSURER_API_KEY ?? null,
      timeoutMs: env.INSURER_TIMEOUT_MS,
    },
  };
}
