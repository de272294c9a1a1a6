import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ApiIssue {
  path: string;
  message: string;
}

/** CONTRACT.md's error body: `{ error, issues? }`. */
export function apiError(c: Context, status: ContentfulStatusCode, error: string, issues?: ApiIssue[]) {
  return c.json(issues ? { error, issues } : { error }, status);
}
