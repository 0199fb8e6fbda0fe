import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDefinition } from '@syna/contracts/endpoints/endpoint';
import { SIGN_IN_REFUSAL_RATE_LIMIT, type SignInRefusal } from '@syna/contracts/sign-in';
import type { AppConfig } from '../../config.ts';
import { embeddedIssuerUrl } from '../../idp/embedded-issuer.ts';
import { HttpProblem } from '../../platform/http/problem.ts';
import type { PublicContext } from '../../platform/http/request-context.ts';
import { limitEndpoint } from '../../platform/http/route-rate-limit.ts';

/**
 * `POST /v1/account/sign-in-refusal`: the issuer sent a person back with an error instead of a
 * code (a missing nonce, a client it does not know, a scope it refuses). Only the browser sees
 * that redirect, so the staff app reports it and the operator finds it in the log at `warn`, with
 * the issuer this server trusts (never one the report names).
 */
export async function logSignInRefusal(
  context: PublicContext,
  config: AppConfig,
  refusal: SignInRefusal,
): Promise<void> {
  const issuer =
    config.oidc.kind === 'external' ? config.oidc.issuer : embeddedIssuerUrl(context.publicUrl, config.oidc);
  context.log.warn(
    { issuer, error: refusal.error, description: refusal.description ?? null },
    'sign-in refused by the issuer',
  );
}

/** Reports per address and minute: a person retrying fits, a script filling the log does not. */
export async function limitSignInRefusals(scope: FastifyInstance, report: EndpointDefinition): Promise<void> {
  await limitEndpoint(scope, report, {
    max: SIGN_IN_REFUSAL_RATE_LIMIT.max,
    timeWindow: SIGN_IN_REFUSAL_RATE_LIMIT.windowMs,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: () => new HttpProblem(429, { key: 'organisation.signInRefusalsOverLimit' }),
  });
}
