// HTTPS_PORT: HTTP/2 with HTTP/1.1 for older clients, on the certificate the keeper holds. It starts listening
// with the first certificate and swaps its secure context for each later one: no restart, no dropped connection.
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import type { Socket } from 'node:net';
import type { Logger } from '../log.ts';
import type { AnyListener } from './plain-http.ts';
import type { StoredCertificate } from './store.ts';

export interface HttpsServerOptions {
  port: number;
  host: string;
  listener: AnyListener;
  log: Logger;
  /** Said once HTTPS is being served. */
  onListening?: (port: number) => void;
}

export class HttpsServer {
  #server: Http2SecureServer | undefined;
  #listening = false;
  readonly #sessions = new Set<Http2Session>();
  readonly #sockets = new Set<Socket>();

  constructor(private readonly options: HttpsServerOptions) {}

  /** True once HTTPS answers with a certificate. */
  get ready(): boolean {
    return this.#listening;
  }

  get server(): Http2SecureServer | undefined {
    return this.#server;
  }

  serve(cert: StoredCertificate): void {
    const context = { cert: cert.certPem, key: cert.keyPem };
    if (this.#server) {
      this.#server.setSecureContext(context);
      return;
    }
    const server = createSecureServer({ ...context, allowHTTP1: true, minVersion: 'TLSv1.2' }, this.options.listener);
    server.on('session', (session: Http2Session) => {
      this.#sessions.add(session);
      session.once('close', () => this.#sessions.delete(session));
    });
    server.on('secureConnection', (socket: Socket) => {
      this.#sockets.add(socket);
      socket.once('close', () => this.#sockets.delete(socket));
    });
    server.on('error', (error: NodeJS.ErrnoException) => {
      this.options.log.error(
        error.code === 'EACCES'
          ? `cannot listen on port ${this.options.port} for HTTPS: ports below 1024 need root or CAP_NET_BIND_SERVICE (the systemd unit of \`service install\` grants it)`
          : `cannot listen on ${this.options.host}:${this.options.port} for HTTPS: ${error.code ?? error.message}`,
      );
      process.exit(1);
    });
    server.listen(this.options.port, this.options.host, () => {
      this.#listening = true;
      this.options.onListening?.((server.address() as { port: number }).port);
    });
    this.#server = server;
  }

  /**
   * Stops accepting; HTTP/2 sessions get a GOAWAY and finish their streams; HTTP/1.1 connections are closed once
   * `idle()` says no request is running on them.
   */
  close(idle: () => boolean): Promise<void> {
    const server = this.#server;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
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
