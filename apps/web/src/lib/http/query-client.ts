import { QueryClient } from '@tanstack/react-query';
import { isOffline } from '@/lib/pwa/network';

/**
 * Failed calls are already reported (the staff app's event bus, the public pages' own messages),
 * so queries do not retry (a retry would report the same failure again); data stays fresh for
 * 30 s, and in the staff app the live socket covers notifications. Without a network a page shows
 * the answer it has (the copy kept on the device, src/lib/pwa) rather than ask again and fail; it
 * asks for what it does not have, which fails at once rather than wait.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => !isOffline() || query.state.data === undefined,
      },
      mutations: { retry: false },
    },
  });
}
