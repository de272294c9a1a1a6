// The routes table's `body`, `query` and `params` schemas, applied before any handler runs: a handler only ever
// sees input that fits. Bodies over the limit never get here (the body-limit middleware answers 413 first).
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { issuesOf, type FieldIssue } from '../../web/shared/schemas.ts';
import { apiError } from './errors.ts';
import { INVALID_JSON, NOT_AN_OBJECT, NOT_JSON, NOT_VALID } from './request-errors.ts';
import type { Route, RouteEnv } from './route.ts';

type Failure = { status: 400 | 404 | 415; error: string; issues?: FieldIssue[] };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** A positive whole number in a path or query string: the id of a row. */
export const IdString = (name: string) =>
  v.pipe(
    v.string(`Give ${name} as a positive whole number`),
    v.regex(/^\d{1,15}$/, `${name} must be a positive whole number`),
    v.transform(Number),
    v.check((id) => id > 0 && Number.isSafeInteger(id), `${name} must be a positive whole number`),
  );

function invalid(issues: readonly v.BaseIssue<unknown>[], notFound: boolean): Failure {
  const list = issuesOf(issues);
  return { status: notFound ? 404 : 400, error: list[0]?.message ?? NOT_VALID, issues: list };
}

/** The body as a JSON object that fits `schema`, or why not: 415 not JSON, 400 unparsable or invalid. */
async function readBody(c: Context, schema: v.GenericSchema): Promise<{ value: unknown } | Failure> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    return { status: 415, error: NOT_JSON };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return { status: 400, error: INVALID_JSON };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { status: 400, error: NOT_AN_OBJECT };
  }
  const result = v.safeParse(schema, raw, { abortPipeEarly: true });
  return result.success ? { value: result.output } : invalid(result.issues, false);
}

/**
 * Path parameters come first: a segment chosen from a fixed list (a picklist) that matches none names nothing,
 * so 404; a malformed one (an id that is not a number) is 400. Then the query string, then the body.
 */
export function validateInput(row: Route): MiddlewareHandler<RouteEnv> {
  return async (c, next) => {
    const input: RouteEnv['Variables']['input'] = { body: undefined, query: undefined, params: undefined };
    let failure: Failure | undefined;
    if (row.params) {
      const result = v.safeParse(row.params, c.req.param());
      if (result.success) input.params = result.output;
      else failure = invalid(result.issues, result.issues.some((issue) => issue.type === 'picklist'));
    }
    if (!failure && row.query) {
      const result = v.safeParse(row.query, c.req.query());
      if (result.success) input.query = result.output;
      else failure = invalid(result.issues, false);
    }
    // An enquiry's body is checked by its handler's submitEnquiry (src/submissions/enquiry.ts): here it is only read.
    if (!failure && (row.body || row.enquiry)) {
      const result = await readBody(c, row.body ?? v.unknown());
      if ('value' in result) input.body = result.value;
      else failure = result;
    }
    if (failure) return apiError(c, failure.status, failure.error, failure.issues);
    c.set('input', input);
    await next();
  };
}
