import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  /** A fixed number of requests instead of a duration: every request completes, so none is left uncounted. */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (POST). */
  body?: () => string;
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: o.url,
    connections: o.connections ?? 64,
    ...(o.amount ? { amount: o.amount } : { duration: o.seconds ?? 5 }),
    method: o.method ?? 'GET',
    headers: o.headers,
    requests: o.body ? [{ method: o.method, headers: o.headers, setupRequest: (req) => ({ ...req, body: o.body!() }) }] : undefined,
  });
  const ok = result['2xx'];
  return {
    rps: ok / (o.amount ? result.duration : (o.seconds ?? 5)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Runs `rounds` rounds and reports the median of each figure (sums for counts). */
export async function medianOf(rounds: number, o: LoadOptions): Promise<LoadResult> {
  const results: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) results.push(await runLoad(o));
  const pick = (k: keyof LoadResult) => median(results.map((r) => r[k]));
  const sum = (k: keyof LoadResult) => results.reduce((n, r) => n + r[k], 0);
  return { rps: pick('rps'), p50: pick('p50'), p99: pick('p99'), ok: sum('ok'), non2xx: sum('non2xx'), errors: sum('errors') };
}
