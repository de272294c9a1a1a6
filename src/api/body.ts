import type { Context } from 'hono';
import * as v from 'valibot';
import { issuesOf } from '../../web/shared/schemas.ts';
import type { ApiIssue } from './errors.ts';

export type BodyResult<T> =
  | { ok: true; value: T; raw: Record<string, unknown> }
  | { ok: false; status: 400 | 415; error: string; issues?: ApiIssue[] };

/**
 * Reads a JSON object body and validates it with a shared form schema.
 * 415 when the body is not declared as JSON, 400 when it does not parse or does not validate.
 * (bodies over 64 KiB never get here: the body-limit middleware answers 413 first.)
 */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<BodyResult<v.InferOutput<S>>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    return { ok: false, status: 415, error: 'Send the body as JSON (Content-Type: application/json).' };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, status: 400, error: 'The request body must be a JSON object.' };
  }
  const result = v.safeParse(schema, raw, { abortPipeEarly: true });
  if (!result.success) {
    const issues = issuesOf(result.issues);
    return { ok: false, status: 400, error: issues[0]?.message ?? 'The request is not valid.', issues };
  }
  return { ok: true, value: result.output, raw: raw as Record<string, unknown> };
}

/** Parses a positive integer id from a path or query parameter; undefined when it is not one. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
