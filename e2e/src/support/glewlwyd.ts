import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@syna/server-process';

/**
 * A private Glewlwyd (Debian's `glewlwyd` package, 2.7) for the browser tests: a real, independent
 * OpenID Connect provider, set up as an administrator would, through its config file and its admin
 * REST API only. Its issuer has a path (`/api/oidc`), signs with an RS256 key made here, requires a
 * `nonce` with `openid`, and gives public clients PKCE, refresh tokens and end-session.
 */

/** What Debian installs: the server, its modules, its sign-in web app and its database schema. */
const GLEWLWYD_BINARY = '/usr/bin/glewlwyd';
const GLEWLWYD_LIB = '/usr/lib/glewlwyd';
const GLEWLWYD_WEBAPP = '/usr/share/glewlwyd/webapp';
/** Its webapp/config.json is a link to this folder's file (a Debian packaging slip): copied as a file. */
const GLEWLWYD_WEBAPP_CONFIG = '/etc/glewlwyd/config-2.7.json/config.json';
/** The full schema with its defaults (the `admin`/`password` administrator), as dbconfig-common loads it. */
const GLEWLWYD_SQLITE_SCHEMA = '/usr/share/dbconfig-common/data/glewlwyd/install/sqlite3';
const DEFAULT_ADMIN = { username: 'admin', password: 'password' };

/** The OpenID Connect plugin's instance name: its endpoints live under `/api/{name}`. */
const OIDC_PLUGIN = 'oidc';
const START_TIMEOUT_MS = 20_000;

export interface GlewlwydUser {
  username: string;
  password: string;
  name: string;
  email: string;
  /** Sent as the ID token's boolean `email_verified` (with the `email` scope). */
  emailVerified: boolean;
}

export interface GlewlwydOptions {
  users: readonly GlewlwydUser[];
  /** How long its access tokens last; an hour unless given. */
  accessTokenSeconds?: number;
}

export interface GlewlwydClient {
  clientId: string;
  name: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The resource (RFC 8707) it may ask for, an https or loopback URL: its access tokens' `aud`. */
  resource: string;
}

export interface Glewlwyd {
  /** Where its sign-in pages are, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** Its issuer identifier, exactly as its discovery document names it. */
  issuer: string;
  /** Registers a public client (no secret) with PKCE, the code and refresh grants and exact URIs. */
  addPublicClient(client: GlewlwydClient): Promise<void>;
  stop(): Promise<void>;
}

/** The OIDC plugin's settings, as its admin page would save them. */
function oidcPluginParameters(
  issuer: string,
  keys: { privateKey: string; publicKey: string },
  accessTokenSeconds: number,
) {
  return {
    iss: issuer,
    'jwt-type': 'rsa',
    'jwt-key-size': '256',
    key: keys.privateKey,
    cert: keys.publicKey,
    'access-token-duration': accessTokenSeconds,
    'refresh-token-duration': 1_209_600,
    'code-duration': 600,
    'refresh-token-rolling': true,
    'allow-non-oidc': false,
    'auth-type-code-enabled': true,
    'auth-type-refresh-enabled': true,
    'auth-type-token-enabled': false,
    'auth-type-implicit-enabled': false,
    'auth-type-password-enabled': false,
    'auth-type-client-enabled': false,
    'auth-type-device-enabled': false,
    'pkce-allowed': true,
    'pkce-method-plain-allowed': false,
    'pkce-required-public-client': true,
    'subject-type': 'public',
    // RFC 8707: a client may ask for the resources its `resource` property lists, which become
    // the access token's `aud` (without one, `aud` is the granted scope list).
    'resource-allowed': true,
    'resource-client-property': 'resource',
    'resource-scope-and-client-property': false,
    'name-claim': 'mandatory',
    'email-claim': 'no',
    'email-claim-scope': ['email'],
    'scope-claim': 'no',
    'address-claim': { type: 'no' },
    // Glewlwyd stores every user property as a string; the claim turns "true"/"false" into a boolean.
    claims: [
      {
        name: 'email_verified',
        'user-property': 'email_verified',
        type: 'boolean',
        'boolean-value-true': 'true',
        'boolean-value-false': 'false',
        scope: ['email'],
      },
    ],
    // The end-session page (sign-out) works only with session management and front-channel logout on.
    'session-management-allowed': true,
    'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
    'session-cookie-expiration': 2_419_200,
    'front-channel-logout-allowed': true,
    'back-channel-logout-allowed': false,
    // Its revocation endpoint refuses public clients: not offered, as with such a client it cannot work.
    'introspection-revocation-allowed': false,
    'request-parameter-allow': false,
    'register-client-allowed': false,
  };
}

/** The server's config file: a port of its own, the sqlite database and the web app copy in `folder`. */
function serverConfig(folder: string, port: number, origin: string): string {
  const mimeTypes: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'application/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.png': 'image/png',
    '.svg': 'image/svg+xml',
    '.ico': 'image/x-icon',
    '.woff': 'font/woff',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
    '.eot': 'application/vnd.ms-fontobject',
  };
  // libconfig syntax. `use_secure_connection` is left out: any value, even false, asks for certificates.
  return `port=${port}
bind_address="127.0.0.1"
external_url="${origin}"
login_url="login.html"
api_prefix="api"
static_files_path="${path.join(folder, 'webapp')}/"
allow_origin="*"
log_mode="console"
log_level="WARNING"
cookie_secure=0
cookie_same_site="empty"
session_expiration=3600
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=true
login_api_enabled=true
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="${GLEWLWYD_LIB}/user"
client_module_path="${GLEWLWYD_LIB}/client"
user_auth_scheme_module_path="${GLEWLWYD_LIB}/scheme"
plugin_module_path="${GLEWLWYD_LIB}/plugin"
hash_algorithm="SHA512"
database = {
  type = "sqlite3"
  path = "${path.join(folder, 'glewlwyd.sqlite')}"
};
static_files_mime_types = (
${Object.entries(mimeTypes)
  .map(([extension, type]) => `  { extension = "${extension}"\n    mime_type = "${type}" }`)
  .join(',\n')}
);
`;
}

/** An administrator's session on its admin API (the `g_admin` scope, by password). */
class AdminApi {
  private constructor(
    private readonly api: string,
    private readonly cookie: string,
  ) {}

  static async signIn(api: string): Promise<AdminApi> {
    const response = await fetch(`${api}/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEFAULT_ADMIN),
    });
    if (!response.ok) throw new Error(`Glewlwyd's administrator sign-in answered ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    return new AdminApi(api, cookie);
  }

  async call<Result>(method: 'GET' | 'POST' | 'PUT', route: string, body?: unknown): Promise<Result> {
    const response = await fetch(`${this.api}${route}`, {
      method,
      headers: { Cookie: this.cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Glewlwyd ${method} /api${route} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as Result;
  }
}

interface ModuleInstance {
  display_name: string;
  order_rank: number;
  readonly: boolean;
  parameters: { 'data-format': Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Adds properties to a database backend's data format (`user` or `client`). Glewlwyd reads the
 * format when the instance starts, so the instance is reset afterwards.
 */
async function extendDataFormat(
  admin: AdminApi,
  kind: 'user' | 'client',
  properties: Record<string, { multiple: boolean }>,
): Promise<void> {
  const instance = await admin.call<ModuleInstance>('GET', `/mod/${kind}/database`);
  const dataFormat = { ...instance.parameters['data-format'] };
  for (const [name, { multiple }] of Object.entries(properties)) {
    dataFormat[name] = { multiple, read: true, write: true, 'profile-read': false, 'profile-write': false };
  }
  await admin.call('PUT', `/mod/${kind}/database`, {
    display_name: instance.display_name,
    order_rank: instance.order_rank,
    readonly: instance.readonly,
    parameters: { ...instance.parameters, 'data-format': dataFormat },
  });
  await admin.call('PUT', `/mod/${kind}/database/reset`);
}

/** The scopes the staff app asks for; signing in to any of them needs the password. */
const SIGN_IN_SCOPES = [
  { name: 'openid', display_name: 'OpenID', description: 'Sign in' },
  { name: 'profile', display_name: 'Profile', description: 'Your name' },
  { name: 'email', display_name: 'E-mail', description: 'Your e-mail address' },
];

async function configure(admin: AdminApi, issuer: string, options: GlewlwydOptions): Promise<void> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  await admin.call('POST', '/mod/plugin/', {
    module: 'oidc',
    name: OIDC_PLUGIN,
    display_name: 'OpenID Connect',
    enabled: true,
    parameters: oidcPluginParameters(
      issuer,
      {
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      },
      options.accessTokenSeconds ?? 3600,
    ),
  });
  for (const scope of SIGN_IN_SCOPES) {
    const body = { ...scope, password_required: true, password_max_age: 0, scheme: {} };
    if (scope.name === 'openid') await admin.call('PUT', '/scope/openid', body);
    else await admin.call('POST', '/scope/', body);
  }
  await extendDataFormat(admin, 'user', { email_verified: { multiple: false } });
  // The plugin reads a client's post-logout URIs from this property, which Debian's default format lacks.
  await extendDataFormat(admin, 'client', { post_logout_redirect_uris: { multiple: true } });
  for (const user of options.users) {
    await admin.call('POST', '/user/', {
      username: user.username,
      password: user.password,
      name: user.name,
      email: user.email,
      email_verified: String(user.emailVerified),
      // g_profile lets the sign-in page record the user's consent.
      scope: ['g_profile', ...SIGN_IN_SCOPES.map((scope) => scope.name)],
      enabled: true,
    });
  }
}

/** Waits until the server answers, or fails with what it printed once it exits or takes too long. */
function started(child: ChildProcess, origin: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`Glewlwyd ${why}:\n${output()}`));
    };
    const timer = setTimeout(() => fail('did not start'), START_TIMEOUT_MS);
    child.once('exit', (code) => fail(`exited with ${code}`));
    const poll = () => {
      if (settled) return;
      fetch(`${origin}/config.json`)
        .then((response) => {
          if (!response.ok || settled) throw new Error(String(response.status));
          settled = true;
          clearTimeout(timer);
          resolve();
        })
        .catch(() => setTimeout(poll, 50));
    };
    poll();
  });
}

/**
 * Starts Glewlwyd on a free port of 127.0.0.1 with a fresh sqlite database and web app copy in a
 * temporary folder, configured with the OIDC plugin at `/api/oidc` and its users.
 */
export async function startGlewlwyd(options: GlewlwydOptions): Promise<Glewlwyd> {
  if (!existsSync(GLEWLWYD_BINARY)) {
    throw new Error('Glewlwyd is not installed: `apt-get install glewlwyd` (as .ci/run does)');
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'syna-e2e-glewlwyd-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/api/${OIDC_PLUGIN}`;
  let output = '';
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  try {
    // Its scripts, styles and fonts are relative links into other Debian packages: copied as files.
    const webappConfig = path.join(GLEWLWYD_WEBAPP, 'config.json');
    await cp(GLEWLWYD_WEBAPP, path.join(folder, 'webapp'), {
      recursive: true,
      dereference: true,
      filter: (source) => source !== webappConfig,
    });
    await writeFile(path.join(folder, 'webapp', 'config.json'), await readFile(GLEWLWYD_WEBAPP_CONFIG));
    const schema = spawnSync('sqlite3', [path.join(folder, 'glewlwyd.sqlite')], {
      input: await readFile(GLEWLWYD_SQLITE_SCHEMA),
    });
    if (schema.status !== 0)
      throw new Error(`Glewlwyd's database schema failed: ${schema.stderr.toString()}`);
    const configFile = path.join(folder, 'glewlwyd.conf');
    await writeFile(configFile, serverConfig(folder, port, origin));

    child = spawn(GLEWLWYD_BINARY, [`--config-file=${configFile}`], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await started(child, origin, () => output);

    const admin = await AdminApi.signIn(`${origin}/api`);
    await configure(admin, issuer, options);
    return {
      origin,
      issuer,
      async addPublicClient(client) {
        await admin.call('POST', '/client/', {
          client_id: client.clientId,
          name: client.name,
          confidential: false,
          enabled: true,
          scope: [],
          redirect_uri: [client.redirectUri],
          post_logout_redirect_uris: [client.postLogoutRedirectUri],
          authorization_type: ['code', 'refresh_token'],
          token_endpoint_auth_method: ['none'],
          resource: [client.resource],
        });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
