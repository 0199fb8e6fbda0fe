import { createHash, randomBytes } from 'node:crypto';

/**
 * Signs in through the embedded issuer exactly as the browser does (authorization code + PKCE,
 * the login form) and returns the access token.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
  };
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    remember(response);
    return response;
  };

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseUrl}/main/callback`;
  const authorize = new URL('/oidc/auth', baseUrl);
  authorize.search = new URLSearchParams({
    client_id: 'syna-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    prompt: 'consent',
  }).toString();

  let response = await request(authorize.toString());
  let location = response.headers.get('location');
  const interaction = location!;
  await request(interaction);
  response = await request(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  location = response.headers.get('location');
  for (let hops = 0; location && !location.startsWith(redirectUri) && hops < 10; hops += 1) {
    response = await request(location);
    location = response.headers.get('location');
  }
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`sign-in failed with status ${response.status}`);
  const token = await fetch(new URL('/oidc/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'syna-web',
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`token request failed: ${JSON.stringify(body)}`);
  return body.access_token;
}
