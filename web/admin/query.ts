// TanStack Query exactly as docs/product.md § Admin flows ("Admin data") says: GET the path made of the key's segments, never retry, never stale,
// no refetch on focus, no polling by default (the inbox and the Overview ask theirs: keys.ts LIVE_REFRESH_MS), unused data kept 5 minutes. Any 401 ends the session (session.ts).
// A refetch of data already shown is marked as background, so polling does not keep an idle session alive (activity.ts).
import { MutationCache, QueryCache, QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { queryFnFor } from '../lib/api.ts';
import { activityHeaders } from './activity.ts';
import { isUnauthorized, onSessionEnded, sessionExpired } from './session.ts';

export const GC_TIME_MS = 5 * 60 * 1000;

export function createAdminQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) sessionExpired(error);
      },
    }),
    mutationCache: new MutationCache({
      // The sign-in form's own 401 (wrong password) is ignored there: sessionExpired() does nothing on that route.
      onError: (error) => {
        if (isUnauthorized(error)) sessionExpired(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: <T>(context: QueryFunctionContext) =>
          queryFnFor({ headers: activityHeaders(context.client.getQueryState(context.queryKey)?.data !== undefined) })<T>(context),
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
