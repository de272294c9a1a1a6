// What the admin API says about HTTPS (GET /api/admin/certificates and /healthz for an admin): written by the
// server's certificate keeper (src/ops/tls/certificates.ts), read by the Settings → HTTPS panel.

export interface CertificateStatus {
  /** The names it covers, as listed in DOMAIN (the first is the site's address). */
  domains: string[];
  notBefore: string | null;
  /** When browsers stop accepting it; null while none has been obtained yet. */
  notAfter: string | null;
  /** From when it is renewed (a third of its lifetime before it ends). */
  renewAt: string | null;
  issuedAt: string | null;
  /** The last failure in a row, as a sentence for the operator (the likely cause and what to do); null once one succeeds. */
  lastError: string | null;
  lastFailedAt: string | null;
  failures: number;
  nextAttemptAt: string | null;
}

export interface HttpsStatus {
  /** False when DOMAIN is unset: HTTPS, if any, is done by a proxy in front. */
  managed: boolean;
  certificates: CertificateStatus[];
}
