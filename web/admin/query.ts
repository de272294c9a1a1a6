// TanStack Query exactly as docs/product.md § Admin flows ("Admin data") says: GET the path made of the key's segments, never retry, never stale,
// no refetch on focus, no polling by default (the inbox and the Overview ask theirs: keys.ts LIVE_REFRESH_MS), unused data kept 5 minutes. Any 401 ends the session (session.ts).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { queryFnFor } from '../lib/api.ts';
import { isUnauthorized, onSessionEnded, sessionExpired } from './session.ts';

export const GC_TIME_MS = 5 * 60 * 1000;

export function createAdminQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) sessionExpired();
      },
    }),
    mutationCache: new MutationCache({
      // The sign-in form's own 401 (wrong password) is ignored there: sessionExpired() does nothing on that route.
      onError: (error) => {
        if (isUnauthorized(error)) sessionExpired();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: queryFnFor(),
        retry: false,
        staleTime: Infinity,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  onSessionEnded(() => client.clear());
  return client;
}

/** A list path with its query string, for keys such as `[withQuery('/api/contact', { q })]`. Empty values are left out. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, value === true ? '1' : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
