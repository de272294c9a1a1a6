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
      const ms = (performance.now() - started).toFixed(1);
      const status = c.res?.status ?? 500;
      const path = rawPath(c.req.url);
      // Health probes (Docker, a load balancer) every few seconds would drown the real traffic.
      const line = `${c.req.method} ${path} ${status} ${ms}ms`;
      if (path === '/healthz' && status === 200) log.debug(line);
      else log.info(line);
    }
  };
}

function rawPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.search(/[?#]/);
  const path = end < 0 || end < start ? url.slice(start) : url.slice(start, end);
  return path.length > 300 ? `${path.slice(0, 300)}…` : path;
}
