// HTTPS_PORT: HTTP/2 with HTTP/1.1 for older clients, on the certificate the keeper holds, and the answer to a
// certificate authority's TLS-ALPN-01 check. The port listens from the start (the check comes before the first
// certificate); a connection is routed on the ALPN names of its ClientHello (client-hello.ts). A new certificate
// swaps the secure context: no restart, no dropped connection.
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { createSecureContext, createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import type { Logger } from '../log.ts';
import type { AlpnChallenges } from './acme.ts';
import { readClientHello } from './client-hello.ts';
import { CONNECTION_LIMITS, type ConnectionGuard } from '../connection-guard.ts';
import type { AnyListener } from './plain-http.ts';
import type { StoredCertificate } from './store.ts';

/** The protocol a TLS-ALPN-01 validator offers, alone (RFC 8737 §3). */
const ACME_TLS_ALPN = 'acme-tls/1';

export interface HttpsServerOptions {
  port: number;
  host: string;
  listener: AnyListener;
  log: Logger;
  /** Challenge certificates by domain, written by the keeper while a TLS-ALPN-01 order runs. */
  alpnChallenges: AlpnChallenges;
  /** Idle connections closed, connections per client bounded (the HTTP port shares it). */
  connections?: ConnectionGuard;
  /** Said once HTTPS is being served (listening, with a certificate). */
  onListening?: (port: number) => void;
}

export class HttpsServer {
  #front: TcpServer | undefined;
  #site: Http2SecureServer | undefined;
  #challenge: TlsServer | undefined;
  #listeningPort: number | undefined;
  #announced = false;
  readonly #sessions = new Set<Http2Session>();
  readonly #sockets = new Set<Socket>();

  constructor(private readonly options: HttpsServerOptions) {}

  /** True once HTTPS answers with a certificate. */
  get ready(): boolean {
    return this.#listeningPort !== undefined && this.#site !== undefined;
  }

  /** Opens HTTPS_PORT: the ACME check is answered at once, the site once `serve` has given a certificate. */
  listen(): void {
    if (this.#front) return;
    const front = createTcpServer({ pauseOnConnect: true }, (socket) => void this.#route(socket));
    front.on('error', (error: NodeJS.ErrnoException) => {
      this.options.log.error(
        error.code === 'EACCES'
          ? `cannot listen on port ${this.options.port} for HTTPS: ports below 1024 need root or CAP_NET_BIND_SERVICE (the systemd unit of \`service install\` grants it)`
          : `cannot listen on ${this.options.host}:${this.options.port} for HTTPS: ${error.code ?? error.message}`,
      );
      process.exit(1);
    });
    front.listen(this.options.port, this.options.host, () => {
      this.#listeningPort = (front.address() as { port: number }).port;
      this.#announce();
    });
    this.#front = front;
  }

  serve(cert: StoredCertificate): void {
    const context = { cert: cert.certPem, key: cert.keyPem };
    if (this.#site) {
      this.#site.setSecureContext(context);
      return;
    }
    // A ClientHello and then silence: the handshake gets the time a request's headers get.
    const site = createSecureServer({ ...context, allowHTTP1: true, minVersion: 'TLSv1.2', handshakeTimeout: CONNECTION_LIMITS.headersTimeoutMs }, (req, res) => {
      this.options.connections?.answering(req, res);
      this.options.listener(req, res);
    });
    site.on('session', (session: Http2Session) => {
      this.#sessions.add(session);
      session.once('close', () => this.#sessions.delete(session));
    });
    site.on('secureConnection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    this.#site = site;
    this.listen();
    this.#announce();
  }

  async #route(socket: Socket): Promise<void> {
    socket.on('error', () => socket.destroy());
    if (this.options.connections && !this.options.connections.admit(socket)) return;
    const offered = await readClientHello(socket);
    if (socket.destroyed) return;
    if (offered?.length === 1 && offered[0] === ACME_TLS_ALPN) this.#challengeServer().emit('connection', socket);
    else if (this.#site) this.#site.emit('connection', socket);
    else socket.destroy();
  }

  /** Answers a TLS-ALPN-01 check with the challenge certificate for the name asked, then hangs up. */
  #challengeServer(): TlsServer {
    if (this.#challenge) return this.#challenge;
    this.#challenge = createTlsServer({
      ALPNProtocols: [ACME_TLS_ALPN],
      SNICallback: (name, done) => {
        const answer = this.options.alpnChallenges.get(name.toLowerCase());
        done(null, answer ? createSecureContext({ cert: answer.certPem, key: answer.keyPem }) : undefined);
      },
    });
    this.#challenge.on('secureConnection', (socket) => socket.end());
    this.#challenge.on('tlsClientError', (_error, socket) => socket.destroy());
    return this.#challenge;
  }

  #announce() {
    if (this.#announced || !this.ready) return;
    this.#announced = true;
    this.options.onListening?.(this.#listeningPort!);
  }

  /**
   * Stops accepting; HTTP/2 sessions get a GOAWAY and finish their streams; HTTP/1.1 connections are closed once
   * `idle()` says no request is running on them.
   */
  close(idle: () => boolean): Promise<void> {
    const front = this.#front;
    if (!front) return Promise.resolve();
    return new Promise((resolve) => {
      front.close(() => resolve());
      for (const session of this.#sessions) session.close();
      const sweep = setInterval(() => {
        if (!idle()) return;
        for (const socket of this.#sockets) socket.destroy();
        clearInterval(sweep);
      }, 50);
      sweep.unref();
    });
  }
}
