import type { MiddlewareHandler } from 'hono';
import type { Logger } from './log.ts';

/**
 * One line per request: method, path, status, milliseconds. The query string is left out because it may carry
 * personal data (an e-mail in a search, a token in a link); the path is taken undecoded, so no visitor-typed
 * control character can forge a log line.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logRequest(log, c.req.method, c.req.url, c.res?.status ?? 500, started);
    }
  };
}

/** The line for one answered request; also written by answers sent without the app (src/http/replay.ts). */
export function logRequest(log: Logger, method: string, url: string, status: number, started: number): void {
  const ms = (performance.now() - started).toFixed(1);
  const path = rawPath(url);
  // Health probes (Docker, a load balancer) every few seconds would drown the real traffic.
  const line = `${method} ${path} ${status} ${ms}ms`;
  if (path === '/healthz' && status === 200) log.debug(line);
  else log.info(line);
}

function rawPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.search(/[?#]/);
  const path = end < 0 || end < start ? url.slice(start) : url.slice(start, end);
  return path.length > 300 ? `${path.slice(0, 300)}…` : path;
}
