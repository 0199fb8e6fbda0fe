import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Interaction } from 'oidc-provider';
import { PASSWORD_LENGTH } from '@syna/contracts/constants';
import type { Database, Tx } from '../platform/db/database.ts';
import { accountOfToken, issueAccountToken, useAccountToken } from './account-tokens.ts';
import { queueAccountMail } from './account-mail.ts';
import {
  forgotPasswordPage,
  noticePage,
  resetPasswordPage,
  signUpPage,
  verifyEmailPage,
  type FieldErrors,
  type FormPageOptions,
  type SignUpValues,
} from './account-pages.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { sendHtml } from './html-reply.ts';
import { endAccountSessions } from './issuer-records.ts';
import {
  findLocalAccountByEmail,
  hashPassword,
  insertSignedUpAccount,
  markEmailVerified,
  setPassword,
} from './local-accounts.ts';
import type { Locale, SignInTexts } from './sign-in-pages.ts';

const MAX_EMAIL_LENGTH = 320;
const MAX_NAME_LENGTH = 100;
/** An address with one @ and a dot in its domain; the e-mailed link proves the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SelfServiceOptions {
  database: Database;
  issuerPath: string;
  /** The same limiter as the sign-in form's: every form of the issuer counts towards one limit. */
  limiter: AttemptLimiter;
  /** The interaction the browser's cookie binds to the URL's uid, or null after an error page. */
  currentInteraction(
    request: FastifyRequest<InteractionRequest>,
    reply: FastifyReply,
  ): Promise<Interaction | null>;
  localeOf(request: FastifyRequest, interaction?: Interaction): Locale;
  appUrlOf(request: FastifyRequest): string;
}

interface InteractionRequest {
  Params: { uid: string };
}

interface FormRequest<Fields extends string> {
  Body: Partial<Record<Fields, unknown>> | undefined;
}

const field = (value: unknown, maxLength: number) =>
  typeof value === 'string' ? value.trim().slice(0, maxLength) : '';

function passwordProblem(password: string): FieldErrors {
  if (!password) return { password: 'required' };
  return password.length < PASSWORD_LENGTH.min ? { password: 'passwordTooShort' } : {};
}

function emailProblem(email: string): FieldErrors {
  if (!email) return { email: 'required' };
  return EMAIL_SHAPE.test(email) ? {} : { email: 'invalidEmail' };
}

/**
 * Self-service accounts on the embedded issuer: sign-up and the forgotten password, reached from
 * the sign-in page (bound to its interaction, as the sign-in form is), and the pages the e-mailed
 * links open (at any address: the link's token is what authorises them). The answer to a sign-up
 * or a reset request is the same whether the e-mail has an account or not; only the mailbox learns.
 */
export function registerSelfService(scope: FastifyInstance, options: SelfServiceOptions): void {
  const { database, issuerPath, limiter, currentInteraction, localeOf } = options;
  const interactionPath = (uid: string, page = '') =>
    `${issuerPath}/interaction/${encodeURIComponent(uid)}${page ? `/${page}` : ''}`;
  const routeOf = (page: string) => `${issuerPath}/interaction/:uid/${page}`;
  const verifyPath = `${issuerPath}/account/verify`;
  const resetPath = `${issuerPath}/account/reset`;
  const linkTo = (request: FastifyRequest, path: string, token: string) =>
    `${request.publicUrl}${path}?${new URLSearchParams({ token })}`;

  /** Mails the account's owner a one-time link: to verify the address, or to choose a new password. */
  async function mailAccountLink(
    tx: Tx,
    request: FastifyRequest,
    locale: Locale,
    account: { sub: string; email: string; name: string },
    kind: 'verifyEmail' | 'resetPassword',
  ): Promise<void> {
    const [purpose, path] =
      kind === 'verifyEmail'
        ? (['verify-email', verifyPath] as const)
        : (['reset-password', resetPath] as const);
    const token = await issueAccountToken(tx, account.sub, purpose);
    await queueAccountMail(tx, {
      kind,
      locale,
      to: account.email,
      name: account.name,
      link: linkTo(request, path, token),
    });
  }

  /** Counts the attempt; false after answering 429 with `page` when it is over the limit. */
  async function allowed(request: FastifyRequest, reply: FastifyReply, page: () => string): Promise<boolean> {
    const verdict = await limiter.attempt(request.ip);
    if (verdict.allowed) return true;
    request.log.warn({ ip: request.ip }, 'account attempts over the limit');
    void reply.header('retry-after', String(verdict.retryAfterSeconds));
    void sendHtml(reply, 429, page());
    return false;
  }

  /** Where an interaction's form (`form`) posts, and the way back to signing in. */
  const formTargets = (uid: string, form: string) => ({
    action: interactionPath(uid, form),
    signInUrl: interactionPath(uid),
  });

  /** An interaction's form, empty (`GET`), in the interaction's locale. */
  async function sendForm(
    request: FastifyRequest<InteractionRequest>,
    reply: FastifyReply,
    form: string,
    draw: (options: FormPageOptions) => string,
  ): Promise<FastifyReply> {
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return reply;
    const locale = localeOf(request, interaction);
    return sendHtml(reply, 200, draw({ locale, ...formTargets(interaction.uid, form) }));
  }

  /**
   * The first steps of an interaction's posted form (`form`, drawn by `draw`): counts the attempt
   * (over the limit, answers 429 with the form), then finds the interaction. Answers the locale
   * and the form drawn again with field errors, or null once it has answered.
   */
  async function openForm(
    request: FastifyRequest<InteractionRequest>,
    reply: FastifyReply,
    form: string,
    draw: (options: FormPageOptions) => string,
  ): Promise<{ locale: Locale; page: (errors: FieldErrors) => string } | null> {
    const { uid } = request.params;
    const page = (locale: Locale, extra: Pick<FormPageOptions, 'errors' | 'tooMany'>) =>
      draw({ locale, ...formTargets(uid, form), ...extra });
    if (!(await allowed(request, reply, () => page(localeOf(request), { tooMany: true })))) return null;
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return null;
    const locale = localeOf(request, interaction);
    return { locale, page: (errors) => page(locale, { errors }) };
  }

  /** The page that asks the user to look for the mail just sent, with the way back to signing in. */
  const checkMail = (
    reply: FastifyReply,
    locale: Locale,
    uid: string,
    message: 'signUpSent' | 'resetSent',
    email: string,
  ) =>
    sendHtml(
      reply,
      200,
      noticePage({
        locale,
        title: 'checkMailTitle',
        message,
        values: { email },
        link: { href: interactionPath(uid), label: 'backToSignIn' },
      }),
    );
  /** A page that says what became of an e-mailed link, with the way on to signing in. */
  const signInNotice = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    notice: { title: keyof SignInTexts; message: keyof SignInTexts },
  ) =>
    sendHtml(
      reply,
      status,
      noticePage({
        locale: localeOf(request),
        ...notice,
        link: { href: options.appUrlOf(request), label: 'signInToSyna' },
      }),
    );
  const linkInvalid = (request: FastifyRequest, reply: FastifyReply) =>
    signInNotice(request, reply, 400, { title: 'linkInvalidTitle', message: 'linkInvalid' });

  scope.get<InteractionRequest>(routeOf('signup'), (request, reply) =>
    sendForm(request, reply, 'signup', signUpPage),
  );

  scope.post<InteractionRequest & FormRequest<'givenName' | 'familyName' | 'email' | 'password'>>(
    routeOf('signup'),
    async (request, reply) => {
      const body = request.body ?? {};
      const values: SignUpValues = {
        givenName: field(body.givenName, MAX_NAME_LENGTH),
        familyName: field(body.familyName, MAX_NAME_LENGTH),
        email: field(body.email, MAX_EMAIL_LENGTH),
      };
      const password = typeof body.password === 'string' ? body.password.slice(0, PASSWORD_LENGTH.max) : '';
      const { uid } = request.params;
      const form = await openForm(request, reply, 'signup', (page) => signUpPage({ ...page, values }));
      if (!form) return reply;
      const { locale } = form;

      const errors: FieldErrors = {
        ...(values.givenName ? {} : { givenName: 'required' }),
        ...(values.familyName ? {} : { familyName: 'required' }),
        ...emailProblem(values.email),
        ...passwordProblem(password),
      };
      if (Object.keys(errors).length) return sendHtml(reply, 400, form.page(errors));

      // Hashed whether or not the e-mail is taken, so that the answer takes as long either way.
      const passwordHash = await hashPassword(password);
      await database.asSystem(async (tx) => {
        const created = await insertSignedUpAccount(tx, values, passwordHash);
        if (created) {
          await mailAccountLink(tx, request, locale, created, 'verifyEmail');
          request.log.info({ sub: created.sub }, 'account signed up');
          return;
        }
        const existing = await findLocalAccountByEmail(tx, values.email);
        if (existing) {
          await queueAccountMail(tx, {
            kind: 'alreadyRegistered',
            locale,
            to: existing.email,
            name: existing.name,
          });
        }
      });
      return checkMail(reply, locale, uid, 'signUpSent', values.email);
    },
  );

  scope.get<InteractionRequest>(routeOf('forgot'), (request, reply) =>
    sendForm(request, reply, 'forgot', forgotPasswordPage),
  );

  scope.post<InteractionRequest & FormRequest<'email'>>(routeOf('forgot'), async (request, reply) => {
    const email = field(request.body?.email, MAX_EMAIL_LENGTH);
    const { uid } = request.params;
    const form = await openForm(request, reply, 'forgot', (page) => forgotPasswordPage({ ...page, email }));
    if (!form) return reply;
    const { locale } = form;
    const errors = emailProblem(email);
    if (Object.keys(errors).length) return sendHtml(reply, 400, form.page(errors));

    await database.asSystem(async (tx) => {
      const account = await findLocalAccountByEmail(tx, email);
      if (!account) return;
      await mailAccountLink(tx, request, locale, account, 'resetPassword');
    });
    return checkMail(reply, locale, uid, 'resetSent', email);
  });

  const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

  scope.get<{ Querystring: { token?: unknown } }>(verifyPath, async (request, reply) => {
    const token = tokenOf(request.query.token);
    const sub = await database.asSystem((tx) => accountOfToken(tx, token, 'verify-email'));
    if (!sub) return linkInvalid(request, reply);
    return sendHtml(reply, 200, verifyEmailPage({ locale: localeOf(request), action: verifyPath, token }));
  });

  scope.post<FormRequest<'token'>>(verifyPath, async (request, reply) => {
    const locale = localeOf(request);
    const token = tokenOf(request.body?.token);
    const page = () => verifyEmailPage({ locale, action: verifyPath, token, tooMany: true });
    if (!(await allowed(request, reply, page))) return reply;
    const sub = await database.asSystem(async (tx) => {
      const owner = await useAccountToken(tx, token, 'verify-email');
      if (owner) await markEmailVerified(tx, owner);
      return owner;
    });
    if (!sub) return linkInvalid(request, reply);
    request.log.info({ sub }, 'e-mail address verified');
    return signInNotice(request, reply, 200, { title: 'verifiedTitle', message: 'verifiedText' });
  });

  scope.get<{ Querystring: { token?: unknown } }>(resetPath, async (request, reply) => {
    const token = tokenOf(request.query.token);
    const sub = await database.asSystem((tx) => accountOfToken(tx, token, 'reset-password'));
    if (!sub) return linkInvalid(request, reply);
    return sendHtml(reply, 200, resetPasswordPage({ locale: localeOf(request), action: resetPath, token }));
  });

  scope.post<FormRequest<'token' | 'password'>>(resetPath, async (request, reply) => {
    const locale = localeOf(request);
    const token = tokenOf(request.body?.token);
    const page = (extra: { errors?: FieldErrors; tooMany?: boolean }) =>
      resetPasswordPage({ locale, action: resetPath, token, ...extra });
    if (!(await allowed(request, reply, () => page({ tooMany: true })))) return reply;
    const password =
      typeof request.body?.password === 'string' ? request.body.password.slice(0, PASSWORD_LENGTH.max) : '';
    const errors = passwordProblem(password);
    if (Object.keys(errors).length) return sendHtml(reply, 400, page({ errors }));

    const passwordHash = await hashPassword(password);
    const sub = await database.asSystem(async (tx) => {
      const owner = await useAccountToken(tx, token, 'reset-password');
      if (!owner) return null;
      await setPassword(tx, owner, passwordHash);
      // The link reached the mailbox: the address is the account owner's.
      await markEmailVerified(tx, owner);
      // Whoever knew the old password is signed out.
      await endAccountSessions(tx, owner);
      return owner;
    });
    if (!sub) return linkInvalid(request, reply);
    request.log.info({ sub }, 'password reset');
    return signInNotice(request, reply, 200, {
      title: 'passwordChangedTitle',
      message: 'passwordChangedText',
    });
  });
}
