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
