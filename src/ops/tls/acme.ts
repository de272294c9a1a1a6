// One certificate order over ACME (RFC 8555) with acme-client, answering HTTP-01 from the plain-HTTP listener or
// TLS-ALPN-01 (RFC 8737) from the HTTPS listener: the second is tried when the CA cannot reach port 80.
import { type Agent, get } from 'node:https';
import { assertOutbound } from '../../security/outbound.ts';
import { unreachableMachine } from './explain.ts';
import type { AcmeAccount } from './store.ts';

type Acme = typeof import('acme-client');
let loading: Promise<Acme> | undefined;

/**
 * acme-client, loaded by the first order: with node-forge, axios and the ASN.1 libraries it brings, loading it
 * costs an idle server about 25 MB of memory, which a server without HTTPS never needs.
 */
function acmeClient(): Promise<Acme> {
  loading ??= import('acme-client').then((module) => {
    // In the built server acme-client (CommonJS whose exports esbuild cannot list) is the default export of the
    // file it is split into; from source, Node gives its exports by name too.
    const acme = ((module as { default?: Acme }).default ?? module) as Acme;
    // acme-client retries a failed request five times, 5 to 25 s apart, then loses the network error (it reports
    // a TypeError of its own). The renewal schedule already retries with back-off, so one quick retry is enough.
    const settings = (acme.axios.defaults as { acmeSettings?: { retryMaxAttempts: number; retryDefaultDelay: number } }).acmeSettings!;
    settings.retryMaxAttempts = 1;
    settings.retryDefaultDelay = 2;
    guardAcmeRequests(acme);
    return acme;
  });
  return loading;
}

/** The hosts of the ACME directories the operator named (DOMAIN's ACME_DIRECTORY_URL, else Let's Encrypt's). */
const directoryHosts = new Set<string>();

/**
 * The CA's answers name the URLs acme-client fetches next (orders, authorizations, the certificate): a hostile or
 * compromised directory could point them at this machine's loopback or its cloud's metadata service. Only the
 * directory's own host may be a non-public address (a test's Pebble on 127.0.0.1, a CA inside the company).
 */
export function guardAcmeRequests(acme: Pick<Acme, 'axios'>, hosts: ReadonlySet<string> = directoryHosts): void {
  acme.axios.interceptors.request.use(async (config) => {
    const url = new URL(config.url ?? '', config.baseURL).href;
    await assertOutbound(url, hosts);
    return config;
  });
}

/** HTTP-01 answers waiting to be fetched: token → key authorization (read by the plain-HTTP listener). */
export type ChallengeAnswers = Map<string, string>;
/** TLS-ALPN-01 answers: domain → the self-signed challenge certificate (served by the HTTPS listener). */
export type AlpnChallenges = Map<string, { certPem: string; keyPem: string }>;

export type ChallengeType = 'http-01' | 'tls-alpn-01';

export interface OrderRequest {
  directoryUrl: string;
  email?: string;
  domains: string[];
  /** The stored account for this directory; a new one is registered when absent. */
  account?: AcmeAccount;
  challenges: ChallengeAnswers;
  alpnChallenges: AlpnChallenges;
  /** The challenges this server can answer, the preferred first; the next is tried when the CA cannot reach the machine. */
  challengeTypes: ChallengeType[];
}

export interface IssuedCertificate {
  certPem: string;
  keyPem: string;
  /** The account as used (new, or with its URL learnt): to be stored so the next order reuses it. */
  account: AcmeAccount;
  /** The challenge the CA validated. */
  challengeType: ChallengeType;
}

export async function orderCertificate(request: OrderRequest): Promise<IssuedCertificate> {
  directoryHosts.add(new URL(request.directoryUrl).hostname.toLowerCase().replace(/^\[|\]$/g, ''));
  const acme = await acmeClient();
  const failures: string[] = [];
  let account = request.account;
  for (const [index, type] of request.challengeTypes.entries()) {
    try {
      return await order(acme, { ...request, account }, type);
    } catch (error) {
      // A failure that is no ACME problem (no detail from the CA): say what reaching the directory gives.
      if (error instanceof TypeError) throw (await unreachable(acme, request.directoryUrl)) ?? error;
      const detail = error instanceof Error ? error.message : String(error);
      failures.push(`${type}: ${detail}`);
      if (!unreachableMachine(detail) || index === request.challengeTypes.length - 1) throw failures.length > 1 ? new Error(failures.join('; ')) : error;
      account = (error as { account?: AcmeAccount }).account ?? account;
    }
  }
  throw new Error('no challenge type to try');
}

/** Why the directory cannot be fetched (the network or TLS error), or undefined when it can. */
function unreachable(acme: Acme, directoryUrl: string): Promise<Error | undefined> {
  return new Promise((resolve) => {
    const agent = acme.axios.defaults.httpsAgent as Agent | undefined;
    get(directoryUrl, { agent, timeout: 10_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200 ? undefined : new Error(`directory answered HTTP ${res.statusCode}`));
    })
      .on('timeout', function (this: { destroy(error: Error): void }) {
        this.destroy(new Error('ETIMEDOUT: the directory did not answer within 10 s'));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(new Error(`${error.code ?? 'error'}: ${error.message} (reaching the directory)`)));
  });
}

async function order(acme: Acme, request: OrderRequest, type: ChallengeType): Promise<IssuedCertificate> {
  const account: AcmeAccount = request.account ?? { keyPem: (await acme.crypto.createPrivateEcdsaKey('P-256')).toString(), accountUrl: null };
  const client = new acme.Client({
    directoryUrl: request.directoryUrl,
    accountKey: account.keyPem,
    accountUrl: account.accountUrl ?? undefined,
    // Failed polls of a pending authorization are retried by acme-client; the renewal schedule retries the rest.
    backoffAttempts: 10,
    backoffMin: 1000,
  });
  const [keyPem, csr] = await acme.crypto.createCsr({ commonName: request.domains[0], altNames: request.domains }, await acme.crypto.createPrivateEcdsaKey('P-256'));
  const usedAccount = (): AcmeAccount => {
    try {
      return { keyPem: account.keyPem, accountUrl: client.getAccountUrl() };
    } catch {
      return account;
    }
  };
  try {
    const certPem = await client.auto({
      csr,
      email: request.email,
      termsOfServiceAgreed: true,
      challengePriority: [type],
      // acme-client's own check fetches the token from this machine through the public DNS first; the CA's
      // answer says more (see explain.ts), and a machine behind NAT often cannot reach its own public address.
      skipChallengeVerification: true,
      challengeCreateFn: async (authz, challenge, keyAuthorization) => {
        if (type === 'http-01') request.challenges.set(challenge.token, keyAuthorization);
        else {
          const [key, cert] = await acme.crypto.createAlpnCertificate(authz, keyAuthorization);
          request.alpnChallenges.set(authz.identifier.value.toLowerCase(), { certPem: cert.toString(), keyPem: key.toString() });
        }
      },
      challengeRemoveFn: async (authz, challenge) => {
        request.challenges.delete(challenge.token);
        request.alpnChallenges.delete(authz.identifier.value.toLowerCase());
      },
    });
    return { certPem, keyPem: keyPem.toString(), account: usedAccount(), challengeType: type };
  } catch (error) {
    // The account registered by a failed order is reused by the next one (no second registration).
    if (error && typeof error === 'object') Object.assign(error, { account: usedAccount() });
    throw error;
  }
}
