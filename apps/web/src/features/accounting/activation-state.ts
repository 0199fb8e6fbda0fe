/**
 * The firm a consent's state names (`payload.keyId.signature`, the payload base64url JSON with
 * `tenant`), or null when it is no such state. Read only to route to the firm's page; the server
 * alone trusts a state, after checking its signature.
 */
export function tenantOfState(state: string | null): string | null {
  const payload = state?.split('.')[0];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      tenant?: unknown;
    };
    return typeof decoded.tenant === 'string' && decoded.tenant ? decoded.tenant : null;
  } catch {
    return null;
  }
}
