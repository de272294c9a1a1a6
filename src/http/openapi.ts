// The API reference, generated from the routes table: every row's access, rate limit, input schemas (valibot,
// converted to JSON Schema) and answers. Served at /api/openapi.json and rendered to docs/api.md
// (scripts/api-doc.ts); tests keep both in step with the rows, so the reference cannot drift from the code.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ENQUIRY_SCHEMAS } from '../../web/shared/schemas.ts';
import { ADMIN_COOKIE, ADMIN_COOKIE_OVER_HTTPS } from '../security/require-admin.ts';
import type { Route } from './route.ts';
import { MAX_BODY_KIB, MAX_UPLOAD_MB } from '../../web/shared/limits.ts';

type JsonSchema = Record<string, unknown>;

const ERROR_ANSWERS: Record<number, string> = {
  400: 'The input does not fit: `error` says what to fix, `issues` which field',
  401: 'No valid admin token (Authorization: Bearer, or the sign-in cookie)',
  403: 'Forbidden: a cookie-only request from another origin, or setup after the first admin exists',
  404: 'No such item',
  413: `The body is larger than its limit (${MAX_BODY_KIB} KiB; an upload ${MAX_UPLOAD_MB} MB)`,
  415: 'The body is not JSON (or, for an upload, not multipart form data)',
  429: 'Rate limited: try again after Retry-After seconds',
};

/** How a `pageForm` row answers what it refuses: as its page, or as a sentence of text, never JSON. */
const PAGE_FORM_ANSWERS: Record<number, [string, string]> = {
  400: ['text/html', "The page again with the visitor's words and a message beside each field to fix (a malformed Idempotency-Key: a sentence)"],
  403: ['text/plain', "Sent from another site's page: a sentence"],
  413: ['text/plain', `The body is larger than ${MAX_BODY_KIB} KiB: a sentence`],
  415: ['text/plain', 'Not a form post (urlencoded or multipart): a sentence'],
  429: ['text/html', "The page again with the visitor's words and when to try again (Retry-After)"],
};

/**
 * The input's JSON Schema. The shared schemas read a missing required field as '' (so it gets the field's own
 * "… is required" sentence): such a field, whose '' default its own rules refuse, is required.
 */
function schemaOf(schema: v.GenericSchema): JsonSchema {
  const json = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as JsonSchema;
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  for (const [name, property] of Object.entries(properties)) {
    const refusesBlank = (Number(property.minLength) >= 1 || Array.isArray(property.enum)) && !(property.enum as unknown[] | undefined)?.includes('');
    if (property.default === '' && refusesBlank) {
      delete property.default;
      required.add(name);
    }
  }
  if (required.size) json.required = [...required];
  return json;
}

/** The statuses other than success a row can answer with, from what its properties check. */
export function errorStatuses(row: Route): number[] {
  const statuses = new Set<number>();
  if (row.body || row.query || row.params || row.upload || row.enquiry) statuses.add(400);
  if (row.access === 'admin') statuses.add(401).add(403);
  if (row.access === 'setup' || row.pageForm) statuses.add(403);
  if (row.path.includes(':')) statuses.add(404);
  if (row.body || row.upload || row.enquiry) statuses.add(413).add(415);
  if (row.limit) statuses.add(429);
  return [...statuses].sort();
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(row: Route) {
  const list: Record<string, unknown>[] = [];
  const fromSchema = (schema: v.GenericSchema | undefined, where: 'path' | 'query') => {
    const json = schema ? schemaOf(schema) : {};
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  };
  fromSchema(row.params, 'path');
  for (const [, name] of row.path.matchAll(/:(\w+)/g)) {
    if (!list.some((p) => p.name === name)) list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  fromSchema(row.query, 'query');
  return list;
}

function operation(row: Route) {
  const responses: Record<string, unknown> = {
    [row.success.status]: {
      description: row.success.description,
      ...(row.success.status === 204 ? {} : { content: { [row.success.type ?? 'application/json']: {} } }),
    },
  };
  for (const status of errorStatuses(row)) {
    const [type, description] = PAGE_FORM_ANSWERS[status] ?? [];
    responses[status] = row.pageForm && type
      ? { description, content: { [type]: {} } }
      : { description: ERROR_ANSWERS[status], content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  }
  const params = parameters(row);
  const body = row.body ?? (row.enquiry ? ENQUIRY_SCHEMAS[row.enquiry] : undefined);
  const bodyType = row.pageForm ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    summary: row.summary,
    'x-access': row.access,
    ...(row.limit ? { 'x-rate-limit': row.limit.describe } : {}),
    ...(row.noStore ? { 'x-cache': 'no-store' } : {}),
    ...(row.recentAuth ? { 'x-recent-auth': '10 minutes' } : {}),
    ...(row.duringSetup ? { 'x-during-second-factor-setup': true } : {}),
    security: row.access === 'admin' ? [{ bearer: [] }, { cookie: [] }] : [],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: { required: true, content: { [bodyType]: { schema: schemaOf(body) } } } } : {}),
    ...(row.upload
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, altText: { type: 'string' } }, required: ['file'] } } },
          },
        }
      : {}),
    responses,
  };
}

export function openApiDocument(routes: readonly Route[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const row of routes) {
    const path = openApiPath(row.path);
    paths[path] ??= {};
    paths[path][row.method.toLowerCase()] = operation(row);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Metrik Group website API',
      version: '1',
      description:
        'JSON in and out. Errors are `{ "error": "<sentence>", "issues"?: [{ "path", "message" }] }`. ' +
        'Admin routes take the token from `Authorization: Bearer <token>` or the sign-in cookie; a state-changing ' +
        'call authenticated by the cookie alone must come from the same origin. Bad input never gets a 500.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookie: { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE, description: `Named ${ADMIN_COOKIE_OVER_HTTPS} over HTTPS.` },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: { type: 'string' },
            issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
    },
    paths,
  };
}
