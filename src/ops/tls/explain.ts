// What an operator reads when a certificate cannot be had: the likely mistake and what to do, then the
// certificate authority's own words. acme-client reports the ACME problem's detail text (its type is lost), so
// the known causes are recognised by the words Let's Encrypt, Pebble and the common CAs use.

/** The CA's words when it could not connect to this machine (then the other challenge type may get through). */
const UNREACHABLE = /connection refused|connect: |timeout|timed out|no route to host|unreachable|firewall/i;

export function unreachableMachine(detail: string): boolean {
  return UNREACHABLE.test(detail);
}

interface Cause {
  test: RegExp;
  sentence: (names: string, directoryUrl: string) => string;
}

const CAUSES: Cause[] = [
  {
    test: /rate.?limit|too many (certificates|requests|failed|new orders|registrations)/i,
    sentence: () =>
      "The certificate authority refused for now: a rate limit was reached. Nothing to change; the server tries again by itself later. (To try settings out, use the CA's staging directory in ACME_DIRECTORY_URL.)",
  },
  {
    test: /contact|e-?mail|mailto/i,
    sentence: () => 'The certificate authority refused the contact address: set ACME_EMAIL to a real address you read (or leave it unset) and restart.',
  },
  {
    test: /ENOTFOUND|EAI_AGAIN|getaddrinfo|self[- ]signed|unable to (get|verify)|CERT_|ECONNRESET|socket hang up|directory/i,
    sentence: (_names, directoryUrl) =>
      `This machine cannot reach the certificate authority at ${directoryUrl}: check ACME_DIRECTORY_URL and that the server may make outgoing HTTPS connections.`,
  },
  {
    test: /NXDOMAIN|DNS problem|no valid (A|AAAA) records|SERVFAIL|looking up (A|AAAA|CAA)/i,
    sentence: (names) =>
      `${names} does not point at this machine yet: at your DNS provider, add an A record (and AAAA for IPv6) with this server's public address. The server tries again by itself once it does.`,
  },
  {
    test: UNREACHABLE,
    sentence: (names) =>
      `The certificate authority could not reach this machine for ${names}, neither over plain HTTP on port 80 nor over HTTPS on port 443: open ports 80 and 443 to the internet in the server's firewall and the provider's security group, and make sure nothing else holds them.`,
  },
  {
    test: /unauthorized|invalid response|key authorization|incorrect validation|\b40[34]\b|wrong/i,
    sentence: (names) =>
      `The certificate authority reached ${names} but another machine or a proxy answered, not this server: check the DNS records point here. If the site is behind Cloudflare or another proxy that does HTTPS, leave DOMAIN unset, let the proxy do HTTPS and set TRUST_PROXY=1.`,
  },
];

/** One sentence for the log, /healthz and the panel: the likely cause and the fix, with the CA's words after it. */
export function explainAcmeFailure(error: unknown, domains: string[], directoryUrl: string): string {
  const detail = (error instanceof Error ? error.message : String(error)).trim() || 'no details';
  const names = domains.join(', ');
  const cause = CAUSES.find((c) => c.test.test(detail));
  const sentence = cause ? cause.sentence(names, directoryUrl) : `The certificate authority refused a certificate for ${names}.`;
  return `${sentence} (CA said: ${detail.slice(0, 500)})`;
}

/** Said at start-up when DOMAIN and TRUST_PROXY are both set: one of the two is a mistake. */
export const BEHIND_A_PROXY =
  'DOMAIN and TRUST_PROXY=1 are both set: behind a proxy (nginx, Caddy, Cloudflare) the proxy does HTTPS and this server cannot answer the certificate check itself. Unset DOMAIN when a proxy is in front; unset TRUST_PROXY when this server faces the internet.';
