// An HTTP/2 client for the product's HTTPS port, verifying its chain against the test CA's root.
import type { X509Certificate } from 'node:crypto';
import { type ClientHttp2Session, connect } from 'node:http2';
import type { TLSSocket } from 'node:tls';

export interface H2Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface H2Connection {
  session: ClientHttp2Session;
  /** The leaf certificate served at the handshake. */
  leaf: X509Certificate;
}

export function openH2(port: number, options: { servername: string; ca: string }): Promise<H2Connection> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${port}`, options);
    session.once('connect', () => resolve({ session, leaf: (session.socket as TLSSocket).getPeerX509Certificate()! }));
    session.once('error', reject);
  });
}

/** One request on `session`; `authority` is the Host asked for. */
export function h2(session: ClientHttp2Session, method: string, path: string, options: { authority: string; headers?: Record<string, string>; body?: string }): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':method': method, ':path': path, ':authority': options.authority, ...options.headers });
    let body = '';
    let headers: H2Answer['headers'] = {};
    stream.setEncoding('utf8');
    stream.on('response', (h) => (headers = h as H2Answer['headers']));
    stream.on('data', (chunk) => (body += chunk));
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
    stream.on('error', reject);
    stream.end(options.body);
  });
}
