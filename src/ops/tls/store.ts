// The ACME account key and the certificates live in the data file (tables of migration 9), so one backup holds
// the whole site and a restored file serves HTTPS at once, with no second place to copy.
import { X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { acmeAccounts, tlsCertificates } from '../../db/tables.ts';

export interface StoredCertificate {
  domains: string[];
  /** The full chain, leaf first, as the certificate authority sent it. */
  certPem: string;
  keyPem: string;
  notBefore: Date;
  notAfter: Date;
  issuedAt: string;
}

export interface AcmeAccount {
  keyPem: string;
  accountUrl: string | null;
}

/** The key under which a DOMAIN list is kept: the names as listed (the first is the canonical host). */
const keyOf = (domains: string[]) => domains.join(',');

export class TlsStore {
  constructor(private readonly db: Db) {}

  account(directoryUrl: string): AcmeAccount | undefined {
    return this.db
      .select({ keyPem: acmeAccounts.keyPem, accountUrl: acmeAccounts.accountUrl })
      .from(acmeAccounts)
      .where(eq(acmeAccounts.directoryUrl, directoryUrl))
      .get();
  }

  saveAccount(directoryUrl: string, account: AcmeAccount): void {
    const { keyPem, accountUrl } = account;
    this.db.insert(acmeAccounts).values({ directoryUrl, keyPem, accountUrl }).onConflictDoUpdate({ target: acmeAccounts.directoryUrl, set: { keyPem, accountUrl } }).run();
  }

  certificate(domains: string[]): StoredCertificate | undefined {
    const row = this.db
      .select({ certPem: tlsCertificates.certPem, keyPem: tlsCertificates.keyPem, issuedAt: tlsCertificates.issuedAt })
      .from(tlsCertificates)
      .where(eq(tlsCertificates.domains, keyOf(domains)))
      .get();
    return row && { domains, ...row, ...validity(row.certPem) };
  }

  saveCertificate(domains: string[], certPem: string, keyPem: string, issuedAt: Date): StoredCertificate {
    const { notBefore, notAfter } = validity(certPem);
    const stored = { certPem, keyPem, notBefore: notBefore.toISOString(), notAfter: notAfter.toISOString(), issuedAt: issuedAt.toISOString() };
    this.db.insert(tlsCertificates).values({ domains: keyOf(domains), ...stored }).onConflictDoUpdate({ target: tlsCertificates.domains, set: stored }).run();
    return this.certificate(domains)!;
  }
}

/** The leaf's validity period (the first certificate of the chain). */
function validity(chainPem: string): { notBefore: Date; notAfter: Date } {
  const leaf = new X509Certificate(chainPem);
  return { notBefore: new Date(leaf.validFrom), notAfter: new Date(leaf.validTo) };
}

/** When a certificate is renewed: with a third of its lifetime left (day 60 of Let's Encrypt's 90, day 43 of 64). */
export function renewalTime(cert: Pick<StoredCertificate, 'notBefore' | 'notAfter'>): number {
  const lifetime = cert.notAfter.getTime() - cert.notBefore.getTime();
  return cert.notAfter.getTime() - lifetime / 3;
}
