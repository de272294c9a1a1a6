// What PORT answers once DOMAIN is set: the ACME HTTP-01 challenge, and a redirect to HTTPS for everything else
// as soon as a certificate is held (until then the site itself, so it is not dark while DNS settles).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { ChallengeAnswers } from './acme.ts';
import { RESOURCE_CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../../security/headers.ts';

const CHALLENGE_PREFIX = '/.well-known/acme-challenge/';

export type AnyRequest = IncomingMessage | Http2ServerRequest;
export type AnyResponse = ServerResponse | Http2ServerResponse;
/** A request listener for node:http and node:http2 (compatibility API) alike. */
export type AnyListener = (req: AnyRequest, res: AnyResponse) => void;
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The host a request should be answered on: one of DOMAIN (an unknown Host goes to the first), www. → bare when both listed. */
export function canonicalHost(requested: string | undefined, domains: string[]): string {
  const name = (requested ?? '').replace(/:\d+$/, '').toLowerCase();
  const host = domains.includes(name) ? name : domains[0];
  const bare = host.startsWith('www.') ? host.slice(4) : undefined;
  return bare && domains.includes(bare) ? bare : host;
}

/** The Host of a request over HTTP/1.1 or HTTP/2 (:authority). */
function requestHost(req: AnyRequest): string | undefined {
  return (req as Http2ServerRequest).authority ?? req.headers.host;
}

/**
 * What every answer written here carries, as the app's own answers do (src/security/headers.ts): nothing to sniff,
 * to load or to frame (ASVS 5.0 3.4.4, 3.4.6).
 */
const PLAIN_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': RESOURCE_CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
} as const;

/**
 * A permanent redirect: 301 for GET and HEAD (every client follows it), 308 for the rest (keeps method and body).
 * `overHttps`: the answer goes over HTTPS, so it carries HSTS as the app's do (never over plain HTTP, RFC 6797 §7.2).
 */
function redirect(req: AnyRequest, res: AnyResponse, location: string, overHttps = false): void {
  const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
  (res as ServerResponse).writeHead(status, {
    location,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
    ...PLAIN_ANSWER_HEADERS,
    ...(overHttps ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else res.end(`Moved to ${location}\n`);
}

export function httpsUrl(host: string, httpsPort: number, target: string): string {
  return `https://${host}${httpsPort === 443 ? '' : `:${httpsPort}`}${target}`;
}

export interface PlainHttpOptions {
  domains: string[];
  httpsPort: number;
  challenges: ChallengeAnswers;
  /** True once a certificate is being served on HTTPS_PORT. */
  httpsReady: () => boolean;
  /** The site itself, answered over HTTP until HTTPS is ready. */
  site: Listener;
}

export function plainHttpListener(options: PlainHttpOptions): Listener {
  return (req, res) => {
    const target = req.url ?? '/';
    if (target.startsWith(CHALLENGE_PREFIX)) {
      const answer = options.challenges.get(target.slice(CHALLENGE_PREFIX.length));
      res.writeHead(answer ? 200 : 404, { 'content-type': 'text/plain', 'cache-control': 'no-store', ...PLAIN_ANSWER_HEADERS });
      res.end(answer ?? 'No such challenge.\n');
      return;
    }
    if (!options.httpsReady() || !target.startsWith('/')) return options.site(req, res);
    redirect(req, res, httpsUrl(canonicalHost(req.headers.host, options.domains), options.httpsPort, target));
  };
}

/** Over HTTPS: a request for www. (when the bare name is listed too) or for a name not in DOMAIN goes to the canonical host. */
export function canonicalHostFirst(domains: string[], httpsPort: number, site: AnyListener): AnyListener {
  return (req, res) => {
    const requested = requestHost(req)?.replace(/:\d+$/, '').toLowerCase();
    const host = canonicalHost(requested, domains);
    if (requested === host || !(req.url ?? '').startsWith('/')) return site(req, res);
    redirect(req, res, httpsUrl(host, httpsPort, req.url ?? '/'), true);
  };
}
