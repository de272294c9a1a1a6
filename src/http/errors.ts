// The API's one error shape, `{ error, issues? }` (docs/api.md): a sentence a person can act on, and for
// invalid input the field-by-field problems. Neutral ground: security/ and api/ both answer with it.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldIssue } from '../../web/shared/schemas.ts';

export type { FieldIssue };

export function apiError(c: Context, status: ContentfulStatusCode, error: string, issues?: FieldIssue[]) {
  return c.json(issues ? { error, issues } : { error }, status);
}
