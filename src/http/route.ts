// What one row of the routes table (src/routes.ts) says: who may call it, what it accepts, how it is limited and
// cached. createApp() turns each property into middleware, so no handler repeats a check; the OpenAPI document
// (/api/openapi.json) is generated from the same rows.
import type { Context, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { SubmissionKind } from '../../web/shared/submissions.ts';
import type { AdminIdentity } from '../security/tokens.ts';
import type { Services } from '../services.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; admin: a valid admin token; setup: anyone, but only while no admin exists (then 403). */
export type Access = 'public' | 'admin' | 'setup';

type Schema = v.GenericSchema<unknown, unknown>;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

/**
 * What the row's schemas (body, query, params) produced from the request, handed to the handler already valid.
 * A handler names its row's schemas: `Input<typeof Body>`, `Input<undefined, typeof Query>`.
 */
export interface Input<B = undefined, Q = undefined, P = undefined> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
}

type AnyInput = { body: unknown; query: unknown; params: unknown };
export type RouteEnv = { Variables: { admin: AdminIdentity; input: AnyInput } };

/**
 * A named rate limit: the one line a reviewer reads, and its middleware. `refuse` runs before the input is
 * read (a client already over the limit costs nothing more); `count` after it is validated (a refused body
 * costs no quota, and the count may key on validated fields). An enquiry's count is submitEnquiry's, after
 * the fields it checks (src/submissions/enquiry.ts).
 */
export interface RateLimitRule {
  describe: string;
  create(s: Services): { refuse?: MiddlewareHandler<RouteEnv>; count?: MiddlewareHandler<RouteEnv> };
}

/** The success answer, for the API reference. */
export interface Success {
  status: 200 | 201 | 202 | 204 | 303 | 304;
  /** The media type of the body; JSON unless said otherwise. */
  type?: 'application/json' | 'text/html' | 'text/csv' | 'text/plain' | 'application/xml' | 'image/*' | 'application/vnd.sqlite3' | 'application/pdf';
  description: string;
}

export interface RouteSpec<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  method: Method;
  path: string;
  access: Access;
  /** The JSON body's schema: 415 when the body is not JSON, 400 (with issues) when it does not fit. */
  body?: B;
  /** A multipart upload (not JSON), read by the handler; the body limit is the upload limit. */
  upload?: true;
  /**
   * A visitor's enquiry of this kind: the body, a JSON object (415, 400 otherwise) or for a `pageForm` the form's
   * text fields, is checked against the kind's schema (ENQUIRY_SCHEMAS) by the handler's submitEnquiry, which also
   * takes the rate limit's count and reads the Idempotency-Key, so every way of sending one is checked alike.
   */
  enquiry?: SubmissionKind;
  /**
   * The browser's own post of the form on this page (no script yet, or none): a urlencoded or multipart body
   * (415 otherwise), refused from another site's page (403) and over the body limit (413), each as a sentence of
   * text; the handler answers with the page. Always no-store; the page's other methods are the page's, not 405.
   */
  pageForm?: true;
  /** The query string's schema: 400 (with issues) when it does not fit. */
  query?: Q;
  /** The path parameters' schema: 400, or 404 for a segment that names nothing. */
  params?: P;
  limit?: RateLimitRule;
  /** `Cache-Control: no-store` on every answer. Always on for admin and setup routes. */
  noStore?: boolean;
  /**
   * Admin rows only: what matters (own password, factors, admins, full backup, erasing a person) needs the password
   * or a passkey proven in this session within 10 minutes; otherwise 403 with `reauthRequired` (src/security/step-up.ts).
   */
  recentAuth?: true;
  /** Admin rows only: open to an admin whom the owner's rule still asks to set up a passkey or an authenticator app. */
  duringSetup?: true;
  handler: (s: Services) => (c: Context<RouteEnv>, input: Input<B, Q, P>) => Response | Promise<Response>;
}

/** A row of the table: its policy, with the schemas' types erased so rows of every shape share one table. */
export interface RouteRow extends Omit<RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>, 'handler' | 'noStore'> {
  noStore: boolean;
  handler: (s: Services) => (c: Context<RouteEnv>, input: AnyInput) => Response | Promise<Response>;
}

/** A row's words for the API reference (src/route-docs.ts). */
export interface RouteDoc {
  /** One line: what the route is for. */
  summary: string;
  success: Success;
}

/** How the documentation names a row: "GET /api/admin/settings". */
export type RouteKey = `${Method} ${string}`;
export const routeKey = (row: Pick<RouteRow, 'method' | 'path'>): RouteKey => `${row.method} ${row.path}`;

/** A row with its words: what the app, the OpenAPI document and docs/api.md are made from. */
export interface Route extends RouteRow, RouteDoc {}

/** Checks a row's types against its own schemas, then erases them. */
export function route<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  spec: RouteSpec<B, Q, P>,
): RouteRow {
  return { ...spec, noStore: spec.access !== 'public' || spec.noStore === true || spec.pageForm === true } as RouteRow;
}

/** Each row with its words; a row without them is a mistake the API reference cannot be made with. */
export function documented(rows: readonly RouteRow[], docs: Readonly<Record<RouteKey, RouteDoc>>): Route[] {
  return rows.map((row) => {
    const doc = docs[routeKey(row)];
    if (!doc) throw new Error(`${routeKey(row)} has no entry in the routes' documentation (src/route-docs.ts)`);
    return { ...row, ...doc };
  });
}
