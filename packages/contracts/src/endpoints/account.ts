import { accountSchema, organizationCreateSchema } from '../tenant.ts';
import { clientConfigSchema } from '../client-config.ts';
import { listResponseSchema } from '../list.ts';
import { SIGN_IN_REFUSAL_BODY_MAX_BYTES, signInRefusalSchema, signInSchema } from '../sign-in.ts';
import { userSchema } from '../user.ts';
import { AUTHENTICATED, PUBLIC } from './access.ts';
import { endpoint } from './endpoint.ts';

const service = 'account';

/** Where the staff app signs in, asked before anyone is signed in. */
export const clientConfigEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/client-config',
    access: PUBLIC,
    service,
    summary: 'Sign-in settings for the staff app',
    response: clientConfigSchema,
  }),
};

/** The caller's own organisations, outside any tenant. */
export const accountEndpoints = {
  accounts: endpoint({
    method: 'GET',
    path: '/v1/account/user/accounts',
    access: AUTHENTICATED,
    service,
    summary: "The caller's organisations",
    response: listResponseSchema(accountSchema),
  }),
  createOrganization: endpoint({
    method: 'POST',
    path: '/v1/account/organizations',
    access: AUTHENTICATED,
    service,
    summary: 'Create an organisation; the caller becomes its owner',
    body: organizationCreateSchema,
    status: 201,
    response: accountSchema,
  }),
  signedIn: endpoint({
    method: 'POST',
    path: '/v1/account/user/sign-in',
    access: AUTHENTICATED,
    service,
    summary: "A completed sign-in: refreshes the caller's name, e-mail and picture from its ID token",
    body: signInSchema,
    response: userSchema,
  }),
  refusedSignIn: endpoint({
    method: 'POST',
    path: '/v1/account/sign-in-refusal',
    // Nobody is signed in: the issuer has just refused to sign the person in.
    access: PUBLIC,
    service,
    summary: 'Reports that the issuer refused a sign-in (its OAuth error), for the server’s log',
    body: signInRefusalSchema,
    bodyLimit: SIGN_IN_REFUSAL_BODY_MAX_BYTES,
    status: 204,
  }),
};
