// Keeps a valid certificate for DOMAIN: the stored one at start, a new one when none fits, a renewal with a third of
// its lifetime left. A failure never takes the current certificate away: it is logged with a sentence for the
// operator, shown to admins, retried with back-off, and e-mailed when it keeps failing. Never restarts anything:
// the HTTPS listener swaps its secure context when a certificate arrives.
import type { CertificateStatus } from '../../../web/shared/certificates.ts';
import type { TlsConfig } from '../../config.ts';
import type { Logger } from '../log.ts';
import { type AlpnChallenges, type ChallengeAnswers, type ChallengeType, orderCertificate } from './acme.ts';
import { explainAcmeFailure } from './explain.ts';
import { renewalTime, type StoredCertificate, type TlsStore } from './store.ts';

/** Waits after the 1st, 2nd… failure in a row; the last one repeats. Five failures an hour is Let's Encrypt's limit. */
const RETRY_DELAYS_MS = [5, 15, 30, 60, 120, 240, 360].map((minutes) => minutes * 60_000);
/** The failure in a row that e-mails the notification address (one mail per run of failures). */
const ALERT_AFTER_FAILURES = 3;
/**
 * After a certificate arrives, the next order waits at least this long even if the certificate is already due
 * (a CA issuing very short-lived certificates, or a clock ahead of the CA's): never a tight loop of orders.
 */
const LEAST_WAIT_AFTER_ISSUE_MS = 3600_000;
/** A timer never waits longer than this before looking again (a suspended VM, a clock change). */
const LONGEST_WAIT_MS = 6 * 3600_000;


export interface CertificateKeeperOptions {
  tls: TlsConfig;
  store: TlsStore;
  log: Logger;
  /** Tells an admin that renewal keeps failing (e-mail to the notification address). */
  alert?: (subject: string, text: string) => void;
  now?: () => number;
  retryDelaysMs?: number[];
  /** The challenges answered here (default HTTP-01 only; the server adds TLS-ALPN-01 on its HTTPS port). */
  challengeTypes?: ChallengeType[];
}

export class CertificateKeeper {
  readonly challenges: ChallengeAnswers = new Map();
  readonly alpnChallenges: AlpnChallenges = new Map();
  /** The challenges in the order tried: the one that last worked first. */
  #challengeTypes: ChallengeType[];
  #cert: StoredCertificate | undefined;
  #lastError: string | null = null;
  #lastFailedAt: number | null = null;
  #failures = 0;
  #nextAttemptAt: number | null = null;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #serve: (cert: StoredCertificate) => void = () => {};
  readonly #now: () => number;

  constructor(private readonly options: CertificateKeeperOptions) {
    this.#now = options.now ?? Date.now;
    this.#challengeTypes = options.challengeTypes ?? ['http-01'];
  }

  get domains(): string[] {
    return this.options.tls.domains;
  }

  current(): StoredCertificate | undefined {
    return this.#cert;
  }

  /**
   * Hands `serve` the stored certificate if there is one, then obtains or renews in the background when due and
   * hands it each new one.
   */
  start(serve: (cert: StoredCertificate) => void): void {
    this.#serve = serve;
    const stored = this.options.store.certificate(this.domains);
    if (stored && stored.notAfter.getTime() > this.#now()) {
      this.#cert = stored;
      serve(stored);
    }
    this.#schedule(this.#dueAt());
  }

  stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    return this.#running ?? Promise.resolve();
  }

  /** Orders a certificate now if none is held or the held one is due; resolves when that attempt is over. */
  check(): Promise<void> {
    this.#running ??= this.#attempt().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  status(): CertificateStatus {
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const cert = this.#cert;
    return {
      domains: this.domains,
      notBefore: cert ? cert.notBefore.toISOString() : null,
      notAfter: cert ? cert.notAfter.toISOString() : null,
      renewAt: cert ? iso(renewalTime(cert)) : null,
      issuedAt: cert?.issuedAt ?? null,
      lastError: this.#lastError,
      lastFailedAt: iso(this.#lastFailedAt),
      failures: this.#failures,
      nextAttemptAt: iso(this.#nextAttemptAt),
    };
  }

  /** When the next order is due: now without a certificate, else a third of its lifetime before it ends. */
  #dueAt(): number {
    return this.#cert ? renewalTime(this.#cert) : this.#now();
  }

  async #attempt(): Promise<void> {
    if (this.#cert && this.#now() < renewalTime(this.#cert)) return this.#schedule(renewalTime(this.#cert));
    const { tls, store, log } = this.options;
    const renewing = this.#cert !== undefined;
    log.info(`${renewing ? 'renewing' : 'obtaining'} the certificate for ${this.domains.join(', ')} from ${tls.directoryUrl}`);
    try {
      const issued = await orderCertificate({
        directoryUrl: tls.directoryUrl,
        email: tls.email,
        domains: this.domains,
        account: store.account(tls.directoryUrl),
        challenges: this.challenges,
        alpnChallenges: this.alpnChallenges,
        challengeTypes: this.#challengeTypes,
      });
      this.#challengeTypes = [issued.challengeType, ...this.#challengeTypes.filter((type) => type !== issued.challengeType)];
      store.saveAccount(tls.directoryUrl, issued.account);
      const cert = store.saveCertificate(this.domains, issued.certPem, issued.keyPem, new Date(this.#now()));
      this.#cert = cert;
      this.#failures = 0;
      this.#lastError = null;
      this.#lastFailedAt = null;
      this.#serve(cert);
      log.info(`certificate for ${this.domains.join(', ')} (${issued.challengeType}) valid until ${cert.notAfter.toISOString()}; renewal from ${new Date(renewalTime(cert)).toISOString()}`);
      this.#schedule(Math.max(renewalTime(cert), this.#now() + LEAST_WAIT_AFTER_ISSUE_MS));
    } catch (error) {
      this.#failures += 1;
      this.#lastFailedAt = this.#now();
      this.#lastError = explainAcmeFailure(error, this.domains, tls.directoryUrl);
      const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
      const retryAt = this.#now() + delays[Math.min(this.#failures, delays.length) - 1];
      const keeping = this.#cert ? ` The current certificate is kept (valid until ${this.#cert.notAfter.toISOString()}).` : '';
      log.error(`${this.#lastError}${keeping} Next try at ${new Date(retryAt).toISOString()}.`);
      if (this.#failures === ALERT_AFTER_FAILURES) this.#alert(keeping);
      this.#schedule(retryAt);
    }
  }

  #alert(keeping: string) {
    const names = this.domains.join(', ');
    this.options.alert?.(
      `The website's HTTPS certificate for ${names} could not be ${this.#cert ? 'renewed' : 'obtained'}`,
      `The server tried ${this.#failures} times in a row.\n\n${this.#lastError}\n${keeping}\n\nThe server keeps trying by itself; this message is sent once until it succeeds. The details are on the admin panel's Backups & server page and at /healthz when signed in.`,
    );
  }

  #schedule(at: number) {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#nextAttemptAt = at;
    const wait = Math.max(0, Math.min(at - this.#now(), LONGEST_WAIT_MS));
    this.#timer = setTimeout(() => void this.check(), wait);
    this.#timer.unref();
  }
}
