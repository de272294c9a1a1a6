// A software passkey for API tests: what a phone or a security key does, in Node. It makes a P-256 key pair,
// answers a registration prompt with a "none" attestation and a sign-in prompt with a real ES256 signature, for
// whatever site (RP ID) and origin the test says: the browser's view of where it is, which an attacker's page
// cannot fake for our site. The browser tests use Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The little CBOR the WebAuthn structures need: integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

interface Prompt {
  challenge: string;
}

export interface Site {
  rpId: string;
  origin: string;
}

export const OUR_SITE: Site = { rpId: 'localhost', origin: 'http://localhost' };

/** One passkey on one device. */
export class SoftPasskey {
  readonly credentialId = randomBytes(32);
  readonly #privateKey: KeyObject;
  readonly #publicJwk: { x: string; y: string };
  #signCount = 0;

  /** Whether the device checks it is its owner (a PIN, a fingerprint) and says so (the UV flag); a plain security key does not. */
  readonly verifiesUser: boolean;

  constructor({ verifiesUser = true }: { verifiesUser?: boolean } = {}) {
    this.verifiesUser = verifiesUser;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    this.#publicJwk = { x: jwk.x, y: jwk.y };
  }

  get id(): string {
    return b64u(this.credentialId);
  }

  #authData(rpId: string, attested: boolean): Buffer {
    const flags = 0x01 | (this.verifiesUser ? 0x04 : 0) | (attested ? 0x40 : 0); // user present, user verified, attested credential data
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.#signCount);
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const cose = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(this.#publicJwk.x, 'base64url')],
          [-3, Buffer.from(this.#publicJwk.y, 'base64url')],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, cose);
    }
    return Buffer.concat(parts);
  }

  #clientData(type: 'webauthn.create' | 'webauthn.get', prompt: Prompt, site: Site): string {
    return JSON.stringify({ type, challenge: prompt.challenge, origin: site.origin, crossOrigin: false });
  }

  /** The answer to navigator.credentials.create() for the prompt's options, on `site`. */
  register(prompt: Prompt, site: Site = OUR_SITE) {
    const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', this.#authData(site.rpId, true)]]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64u(this.#clientData('webauthn.create', prompt, site)), attestationObject: b64u(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to navigator.credentials.get() for the prompt's options, signed on `site`. */
  signIn(prompt: Prompt, site: Site = OUR_SITE) {
    this.#signCount += 1;
    const authenticatorData = this.#authData(site.rpId, false);
    const clientDataJSON = this.#clientData('webauthn.get', prompt, site);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.#privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authenticatorData), signature: b64u(signature) },
      clientExtensionResults: {},
    };
  }
}
