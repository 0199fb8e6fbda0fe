import { TOKEN_COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE_NAME } from '@syna/contracts/constants';

/**
 * The `JWT` cookie: one day, whole site, same-site strict; `Secure` only over https so
 * that local http development still works. The browser sends it on the notification socket.
 */
export function tokenCookie(token: string, secure: boolean): string {
  const parts = [
    `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}`,
    `max-age=${TOKEN_COOKIE_MAX_AGE_SECONDS}`,
    'path=/',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function expiredTokenCookie(secure: boolean): string {
  return [
    `${TOKEN_COOKIE_NAME}=`,
    'max-age=0',
    'path=/',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

const isSecurePage = () => window.location.protocol === 'https:';

export function writeTokenCookie(token: string): void {
  document.cookie = tokenCookie(token, isSecurePage());
}

export function clearTokenCookie(): void {
  document.cookie = expiredTokenCookie(isSecurePage());
}
