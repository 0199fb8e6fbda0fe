import type { ClientConfig } from '@syna/contracts/client-config';
import { apiRequest } from '@/lib/http/http-client';

/** The public sign-in configuration, read before anything else. */
export function fetchClientConfig(): Promise<ClientConfig> {
  return apiRequest<ClientConfig>('/v1/client-config', { authenticated: false, notify: false });
}
