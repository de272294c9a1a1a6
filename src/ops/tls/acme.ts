// One certificate order over ACME (RFC 8555) with acme-client, answering HTTP-01 from the plain-HTTP listener.
import { type Agent, get } from 'node:https';
import * as acme from 'acme-client';
import type { AcmeAccount } from './store.ts';

// acme-client retries a failed request five times, 5 to 25 s apart, then loses the network error (it reports a
// TypeError of its own). The renewal schedule already retries with back-off, so one quick retry is enough here.
const settings = (acme.axios.defaults as { acmeSettings?: { retryMaxAttempts: number; retryDefaultDelay: number } }).acmeSettings!;
settings.retryMaxAttempts = 1;
settings.retryDefaultDelay = 2;

/** HTTP-01 answers waiting to be fetched: token → key authorization (read by the plain-HTTP listener). */
export type ChallengeAnswers = Map<string, string>;

export interface OrderRequest {
  directoryUrl: string;
  email?: string;
  domains: string[];
  /** The stored account for this directory; a new one is registered when absent. */
  account?: AcmeAccount;
  challenges: ChallengeAnswers;
}

export interface IssuedCertificate {
  certPem: string;
  keyPem: string;
  /** The account as used (new, or with its URL learnt): to be stored so the next order reuses it. */
  account: AcmeAccount;
}

export async function orderCertificate(request: OrderRequest): Promise<IssuedCertificate> {
  try {
    return await order(request);
  } catch (error) {
    // A failure that is no ACME problem (no detail from the CA): say what reaching the directory gives.
    if (error instanceof TypeError) throw (await unreachable(request.directoryUrl)) ?? error;
    throw error;
  }
}

/** Why the directory cannot be fetched (the network or TLS error), or undefined when it can. */
function unreachable(directoryUrl: string): Promise<Error | undefined> {
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

async function order(request: OrderRequest): Promise<IssuedCertificate> {
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
  const certPem = await client.auto({
    csr,
    email: request.email,
    termsOfServiceAgreed: true,
    challengePriority: ['http-01'],
    // acme-client's own check fetches the token from this machine through the public DNS first; the CA's
    // answer says more (see explain.ts), and a machine behind NAT often cannot reach its own public address.
    skipChallengeVerification: true,
    challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
      request.challenges.set(challenge.token, keyAuthorization);
    },
    challengeRemoveFn: async (_authz, challenge) => {
      request.challenges.delete(challenge.token);
    },
  });
  return { certPem, keyPem: keyPem.toString(), account: { keyPem: account.keyPem, accountUrl: client.getAccountUrl() } };
}
