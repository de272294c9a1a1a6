// The ACME account key and the certificates live in the data file (tables of migration 9), so one backup holds
// the whole site and a restored file serves HTTPS at once, with no second place to copy.
import { X509Certificate } from 'node:crypto';
import type Database from 'better-sqlite3';

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
  constructor(private readonly sqlite: Database.Database) {}

  account(directoryUrl: string): AcmeAccount | undefined {
    const row = this.sqlite.prepare('SELECT key_pem, account_url FROM acme_accounts WHERE directory_url = ?').get(directoryUrl) as
      | { key_pem: string; account_url: string | null }
      | undefined;
    return row && { keyPem: row.key_pem, accountUrl: row.account_url };
  }

  saveAccount(directoryUrl: string, account: AcmeAccount): void {
    this.sqlite
      .prepare(
        `INSERT INTO acme_accounts (directory_url, key_pem, account_url) VALUES (?, ?, ?)
         ON CONFLICT (directory_url) DO UPDATE SET key_pem = excluded.key_pem, account_url = excluded.account_url`,
      )
      .run(directoryUrl, account.keyPem, account.accountUrl);
  }

  certificate(domains: string[]): StoredCertificate | undefined {
    const row = this.sqlite.prepare('SELECT cert_pem, key_pem, issued_at FROM tls_certificates WHERE domains = ?').get(keyOf(domains)) as
      | { cert_pem: string; key_pem: string; issued_at: string }
      | undefined;
    return row && { domains, certPem: row.cert_pem, keyPem: row.key_pem, issuedAt: row.issued_at, ...validity(row.cert_pem) };
  }

  saveCertificate(domains: string[], certPem: string, keyPem: string, issuedAt: Date): StoredCertificate {
    const { notBefore, notAfter } = validity(certPem);
    this.sqlite
      .prepare(
        `INSERT INTO tls_certificates (domains, cert_pem, key_pem, not_before, not_after, issued_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (domains) DO UPDATE SET cert_pem = excluded.cert_pem, key_pem = excluded.key_pem,
           not_before = excluded.not_before, not_after = excluded.not_after, issued_at = excluded.issued_at`,
      )
      .run(keyOf(domains), certPem, keyPem, notBefore.toISOString(), notAfter.toISOString(), issuedAt.toISOString());
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
