import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_LENGTH } from '@syna/contracts/constants';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { Database } from '../platform/db/database.ts';
import { authenticateLocalAccount } from './local-accounts.ts';
import { AttemptLimiter } from './attempt-limiter.ts';
import { coverRequest, requestedAccess, type OidcErrors, type RequestedAccess } from './issuer-provider.ts';
import { sendHtml } from './html-reply.ts';
import { registerSelfService } from './self-service.ts';
import { errorPage, loginPage, preferredLocale, type Locale } from './sign-in-pages.ts';

const MAX_EMAIL_LENGTH = 320;
const RATE_WINDOW_MS = 60_000;

export interface LoginInteractionOptions {
  /** The issuer for the address the request came to. */
  providerFor(request: FastifyRequest): Promise<Provider>;
  errors: OidcErrors;
  database: Database;
  /** The issuer's path (`/oidc`), under which the interaction pages live. */
  issuerPath: string;
  clientId: string;
  audience: string;
  /** The staff app at the address the request came to: where the error pages lead back to. */
  appUrlOf(request: FastifyRequest): string;
  /** Sign-in attempts per minute per client address. */
  loginRateLimit: number;
}

interface InteractionRequest {
  Params: { uid: string };
}

interface LoginRequest extends InteractionRequest {
  Body: { email?: unknown; password?: unknown } | undefined;
}

/**
 * The sign-in page of the embedded issuer: oidc-provider sends the browser here when it needs a
 * login, the form checks the password against the local accounts, and the staff app (first-party)
 * is granted its scopes at once, so no consent screen is ever shown.
 */
export async function registerLoginInteraction(
  scope: FastifyInstance,
  options: LoginInteractionOptions,
): Promise<void> {
  const { providerFor, errors, database, issuerPath } = options;
  const limiter = new AttemptLimiter(database, options.loginRateLimit, RATE_WINDOW_MS);

  scope.removeAllContentTypeParsers();
  await scope.register(formbody, { bodyLimit: 16 * 1024 });

  const localeOf = (request: FastifyRequest, interaction?: Interaction): Locale =>
    preferredLocale(request.headers['accept-language'], interaction?.params.ui_locales);
  const actionFor = (uid: string) => `${issuerPath}/interaction/${encodeURIComponent(uid)}/login`;
  const linksFor = (uid: string) => ({
    signUp: `${issuerPath}/interaction/${encodeURIComponent(uid)}/signup`,
    forgot: `${issuerPath}/interaction/${encodeURIComponent(uid)}/forgot`,
  });

  /** The interaction the browser's cookie points at, or null after answering with an error page. */
  async function currentInteraction(
    request: FastifyRequest<InteractionRequest>,
    reply: FastifyReply,
  ): Promise<Interaction | null> {
    try {
      const provider = await providerFor(request);
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid !== request.params.uid) throw new errors.SessionNotFound('interaction mismatch');
      return interaction;
    } catch (error) {
      if (!(error instanceof errors.OIDCProviderError)) throw error;
      request.log.debug({ err: error }, 'sign-in interaction not found');
      await sendHtml(
        reply,
        400,
        errorPage({
          locale: localeOf(request),
          kind: 'expired',
          appUrl: options.appUrlOf(request),
          code: error.error,
        }),
      );
      return null;
    }
  }

  /** A grant of everything the staff app asked for, saved; its id. */
  async function grantFor(
    provider: Provider,
    interaction: Interaction,
    accountId: string,
    access: RequestedAccess,
  ) {
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant =
      existing?.accountId === accountId
        ? existing
        : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    coverRequest(grant, access);
    return grant.save();
  }

  const isFirstParty = (interaction: Interaction) => interaction.params.client_id === options.clientId;

  scope.get<InteractionRequest>(`${issuerPath}/interaction/:uid`, async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return reply;
    const locale = localeOf(request, interaction);
    if (
      interaction.prompt.name === 'consent' &&
      interaction.session?.accountId &&
      isFirstParty(interaction)
    ) {
      const details = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      const provider = await providerFor(request);
      const grantId = await grantFor(provider, interaction, interaction.session.accountId, {
        oidcScopes: details.missingOIDCScope ?? [],
        claims: details.missingOIDCClaims ?? [],
        resourceScopes: details.missingResourceScopes ?? {},
      });
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    }
    if (interaction.prompt.name !== 'login') {
      return sendHtml(reply, 400, errorPage({ locale, kind: 'request', appUrl: options.appUrlOf(request) }));
    }
    const hint = interaction.params.login_hint;
    return sendHtml(
      reply,
      200,
      loginPage({
        locale,
        action: actionFor(interaction.uid),
        links: linksFor(interaction.uid),
        email: typeof hint === 'string' ? hint.slice(0, MAX_EMAIL_LENGTH) : '',
      }),
    );
  });

  scope.post<LoginRequest>(`${issuerPath}/interaction/:uid/login`, async (request, reply) => {
    const body = request.body ?? {};
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, MAX_EMAIL_LENGTH) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const action = actionFor(request.params.uid);
    const links = linksFor(request.params.uid);

    const verdict = await limiter.attempt(request.ip);
    if (!verdict.allowed) {
      request.log.warn({ ip: request.ip }, 'sign-in attempts over the limit');
      void reply.header('retry-after', String(verdict.retryAfterSeconds));
      return sendHtml(
        reply,
        429,
        loginPage({ locale: localeOf(request), action, links, email, error: 'tooManyAttempts' }),
      );
    }

    const interaction = await currentInteraction(request, reply);
    if (!interaction) return reply;
    const locale = localeOf(request, interaction);
    if (interaction.prompt.name !== 'login') {
      return sendHtml(reply, 400, errorPage({ locale, kind: 'request', appUrl: options.appUrlOf(request) }));
    }

    const account =
      email && password && password.length <= PASSWORD_LENGTH.max
        ? await database.asSystem((tx) => authenticateLocalAccount(tx, email, password))
        : null;
    if (!account) {
      return sendHtml(reply, 401, loginPage({ locale, action, links, email, error: 'wrongCredentials' }));
    }

    const provider = await providerFor(request);
    const result: Parameters<Provider['interactionResult']>[2] = { login: { accountId: account.sub } };
    if (isFirstParty(interaction)) {
      const access = requestedAccess(interaction.params.scope, options.audience);
      result.consent = { grantId: await grantFor(provider, interaction, account.sub, access) };
    }
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    request.log.info({ sub: account.sub }, 'signed in');
    return reply.redirect(returnTo, 303);
  });

  registerSelfService(scope, {
    database,
    issuerPath,
    limiter,
    currentInteraction,
    localeOf,
    appUrlOf: options.appUrlOf,
  });
}
