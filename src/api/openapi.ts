import type { Context } from 'hono';
import { openApiDocument } from '../http/openapi.ts';
import type { Route } from '../http/route.ts';

/** GET /api/openapi.json — the routes table as an OpenAPI 3.1 document, built once on first request. */
export function serveOpenApi(routes: () => readonly Route[]) {
  return () => {
    let json: string | undefined;
    return (c: Context) => {
      json ??= JSON.stringify(openApiDocument(routes()), null, 2);
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    };
  };
}
