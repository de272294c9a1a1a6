// Slow and idle connections (docs/decisions/asvs-5-level-2.md): an outside attack held connections open on both ports for
// minutes by sending nothing, half a request line, or a ClientHello and nothing more. Every connection now has a
// time to send its headers, a time for its whole request, an idle limit, and one client address holds a bounded
// number of them, on the HTTP port and the TLS port alike.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** A request's headers must be whole within this (slowloris: a request line sent a byte at a time). */
  headersTimeoutMs: number;
  /** A whole request, body included: long enough for a phone's photo upload on a slow network. */
  requestTimeoutMs: number;
  /**
   * A connection that sends and receives nothing for this long is closed (nothing sent at all, a ClientHello and
   * silence), unless a request on it is still being answered: ten photos uploaded at once wait their turn for the
   * photo worker in silence, longer than this on a busy machine.
   */
  idleMs: number;
  /** Open connections one client address may hold; a browser opens at most 6 per host, an office behind one NAT more. */
  perClient: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 300_000, idleMs: 30_000, perClient: 512 };

/** node:http's own timeouts, checked every second (its default check runs every 30 s). */
export function httpTimeouts(limits: ConnectionLimits = CONNECTION_LIMITS) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: Math.min(5_000, limits.idleMs),
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
}

/**
 * Counts connections per client address and closes idle ones. Behind a trusted proxy every connection comes from
 * the proxy, so the per-client bound is left to it (`perClient: Infinity`).
 */
export class ConnectionGuard {
  readonly #open = new Map<string, number>();
  /** Requests being answered on each accepted connection. */
  readonly #answering = new WeakMap<Socket, number>();

  constructor(private readonly limits: ConnectionLimits = CONNECTION_LIMITS) {}

  /** Takes a new connection, or destroys it when its address already holds its share; false then. */
  admit(socket: Socket): boolean {
    const address = socket.remoteAddress ?? '';
    const count = this.#open.get(address) ?? 0;
    if (count >= this.limits.perClient) {
      socket.destroy();
      return false;
    }
    this.#open.set(address, count + 1);
    socket.once('close', () => {
      const left = (this.#open.get(address) ?? 1) - 1;
      if (left > 0) this.#open.set(address, left);
      else this.#open.delete(address);
    });
    // Every timeout of the connection lands here (node:http's keep-alive one too, see watch): skipped while a request
    // is answered, whose bytes start the clock again.
    socket.setTimeout(this.limits.idleMs);
    socket.on('timeout', () => {
      if (!this.#answering.get(socket)) socket.destroy();
    });
    return true;
  }

  /** Called as each request starts: its connection is not idle until the response has ended. */
  answering(req: IncomingMessage | Http2ServerRequest, res: ServerResponse | Http2ServerResponse): void {
    const socket = acceptedSocket(req);
    if (!socket) return;
    this.#answering.set(socket, (this.#answering.get(socket) ?? 0) + 1);
    res.once('close', () => this.#answering.set(socket, (this.#answering.get(socket) ?? 1) - 1));
  }

  /** Open connections of one address (for tests and the health of the count). */
  openFrom(address: string): number {
    return this.#open.get(address) ?? 0;
  }

  /** Every connection the HTTP server accepts goes through admit. */
  watch(server: Server): void {
    server.on('connection', (socket: Socket) => this.admit(socket));
    server.prependListener('request', (req, res) => this.answering(req, res));
    // With no listener here node:http destroys a connection at any timeout, answer in progress or not; with one,
    // admit's handler alone decides.
    server.on('timeout', () => {});
  }
}

/**
 * The TCP connection admit() took: the request's own socket on plain HTTP; under TLS (HTTP/1.1 or an HTTP/2 session)
 * the TLS socket wraps it, and node keeps the wrapped one as `_parent`.
 */
function acceptedSocket(req: IncomingMessage | Http2ServerRequest): Socket | undefined {
  const socket = ('stream' in req ? req.stream.session?.socket : req.socket) as (Socket & { _parent?: Socket }) | undefined;
  return socket?._parent ?? socket;
}
