// The ALPN names a TLS client offers, read from its ClientHello before any TLS library sees the connection: the
// HTTPS port answers a certificate authority's TLS-ALPN-01 check (which offers only `acme-tls/1`, RFC 8737) with a
// challenge certificate, and every other client with the site. Node's HTTP/2 server fixes its own ALPN list and
// picks the certificate before ALPN, so the choice is made here, on the first bytes.
import type { Socket } from 'node:net';

const HANDSHAKE_RECORD = 0x16;
const CLIENT_HELLO = 0x01;
const ALPN_EXTENSION = 0x0010;
/** A record's largest plaintext (RFC 8446 §5.1): a longer "hello" is not one. */
const MAX_RECORD = 16_384;

/**
 * 'incomplete' while the first record has not fully arrived; the offered names once it has (empty when the hello
 * offers none); undefined when the bytes are no TLS ClientHello this reader understands (the TLS server decides).
 */
export function offeredAlpn(bytes: Buffer): string[] | 'incomplete' | undefined {
  if (bytes.length === 0) return 'incomplete';
  if (bytes[0] !== HANDSHAKE_RECORD) return undefined;
  if (bytes.length < 5) return 'incomplete';
  const recordLength = bytes.readUInt16BE(3);
  if (recordLength > MAX_RECORD) return undefined;
  if (bytes.length < 5 + recordLength) return 'incomplete';
  try {
    return parseHello(bytes.subarray(5, 5 + recordLength));
  } catch {
    return undefined;
  }
}

/** The ALPN list of a ClientHello handshake message (throws RangeError when it is cut short). */
function parseHello(record: Buffer): string[] | undefined {
  if (record[0] !== CLIENT_HELLO) return undefined;
  // A hello spread over several records: only certificate authorities' small hellos matter here.
  if (record.readUIntBE(1, 3) > record.length - 4) return undefined;
  let at = 4 + 2 + 32; // type and length, legacy_version, random
  at += 1 + record[at]; // legacy_session_id
  at += 2 + record.readUInt16BE(at); // cipher_suites
  at += 1 + record[at]; // legacy_compression_methods
  if (at === record.length) return [];
  const end = at + 2 + record.readUInt16BE(at);
  at += 2;
  while (at + 4 <= end) {
    const type = record.readUInt16BE(at);
    const length = record.readUInt16BE(at + 2);
    at += 4;
    if (type === ALPN_EXTENSION) return protocolNames(record.subarray(at, at + length));
    at += length;
  }
  return [];
}

function protocolNames(extension: Buffer): string[] {
  const names: string[] = [];
  const end = Math.min(extension.length, 2 + extension.readUInt16BE(0));
  for (let at = 2; at < end; ) {
    const length = extension[at];
    names.push(extension.toString('latin1', at + 1, at + 1 + length));
    at += 1 + length;
  }
  return names;
}

/**
 * Reads the start of a connection until its first TLS record is whole (or the client stops sending), then pauses
 * the socket and puts the bytes back, so the TLS server it is handed to reads them as if untouched.
 */
export function readClientHello(socket: Socket, timeoutMs = 10_000): Promise<string[] | undefined> {
  return new Promise((resolve) => {
    let bytes = Buffer.alloc(0);
    const finish = (names: string[] | undefined) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.pause();
      if (bytes.length > 0) socket.unshift(bytes);
      resolve(names);
    };
    const onData = (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      const names = offeredAlpn(bytes);
      if (names !== 'incomplete') finish(names);
    };
    const onEnd = () => finish(undefined);
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    timer.unref();
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.resume();
  });
}
