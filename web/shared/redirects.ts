// What /api/admin/redirects and /api/admin/not-found answer (docs/product.md § Redirects and missing pages): the
// server's rows and the panel's lists share these shapes.

export interface Redirect {
  id: number;
  /** A path: lower case, no trailing slash, no query string. */
  from: string;
  /** A path of the site or an absolute http(s) address. */
  to: string;
  status: number;
  hits: number;
  createdAt: string;
}

export interface NotFoundPath {
  path: string;
  hits: number;
  lastSeenAt: string;
}

/**
 * A path that cannot leave the site, as a Location header may carry it: one leading slash never followed by
 * another, printable ASCII only. A backslash is refused anywhere: browsers read it as a slash, so `/\evil.example`
 * and `/\/evil.example` are another host's address.
 */
export const isSitePath = (path: string, max: number) => path.length <= max && /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(path);
