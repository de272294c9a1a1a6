// docs/api.md, rendered from the same OpenAPI document the server serves: the access review on one screen,
// then each route's input and answers. `npm run docs:api` rewrites it; a test fails when it is out of date.
import type { Route } from './route.ts';
import { errorStatuses, openApiDocument } from './openapi.ts';
import { MAX_BODY_KIB, MAX_UPLOAD_MB } from '../../web/shared/limits.ts';

type Operation = {
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string }>;
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** One JSON Schema property in a few words: its type or choices, and its bounds. */
function describe(p: Record<string, unknown>): string {
  if (Array.isArray(p.enum)) return p.enum.map((e) => JSON.stringify(e)).join(' \\| ');
  if (Array.isArray(p.anyOf)) return (p.anyOf as Record<string, unknown>[]).map(describe).join(' or ');
  const bounds = [
    p.minLength !== undefined ? `min ${p.minLength}` : '',
    p.maxLength !== undefined ? `max ${p.maxLength}` : '',
    p.format ? String(p.format) : '',
    p.pattern ? `pattern \`${p.pattern}\`` : '',
  ].filter(Boolean);
  return `${p.type ?? 'any'}${bounds.length ? ` (${bounds.join(', ')})` : ''}`;
}

function fieldsOf(schema: Record<string, unknown>): string {
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties)
    .map(([name, p]) => `\`${name}\`${required.has(name) ? '' : '?'}: ${describe(p)}`)
    .join('; ');
}

export function apiMarkdown(routes: readonly Route[]): string {
  const doc = openApiDocument(routes);
  const lines = [
    '# HTTP API',
    '',
    '<!-- Generated from the routes table (src/routes.ts) by `npm run docs:api`; do not edit by hand. -->',
    '',
    doc.info.description,
    '',
    'The same reference as OpenAPI 3.1: `GET /api/openapi.json`.',
    '',
    '## Who may call what',
    '',
    '| method | path | access | rate limit | answers |',
    '|---|---|---|---|---|',
    ...routes.map(
      (r) =>
        `| ${r.method} | \`${r.path}\` | ${r.access}${r.recentAuth ? ', asks again' : ''}${r.duringSetup ? ', during setup' : ''}${r.noStore ? ', no-store' : ''} | ${r.limit ? cell(r.limit.describe) : ''} | ${[r.success.status, ...errorStatuses(r)].join(', ')} |`,
    ),
    '',
    'Access: **public** anyone; **admin** a valid admin token (`Authorization: Bearer`, or the sign-in cookie, with a',
    'same-origin check for state changes); **setup** anyone, only while no admin exists (403 afterwards).',
    '**asks again**: the password or a passkey must have been proven in this session within the last 10 minutes',
    '(`POST /api/admin/reauth`), else 403 with `reauthRequired: true`. While the owner\'s rule "every admin must use a',
    'passkey or an authenticator app" is on, an admin without either gets 403 with `secondFactorRequired: true` from',
    'every admin route except those marked **during setup**.',
    `Every API body is at most ${MAX_BODY_KIB} KiB (an image upload ${MAX_UPLOAD_MB} MB): 413 beyond. A known path with another method: 405 with \`Allow\`.`,
    `The public pages with a form (${routes.filter((r) => r.pageForm).map((r) => `\`${r.path}\``).join(', ')}) also take the form posted by the browser itself,`,
    'before or without the page\'s script: the same checks as the JSON route, answered with the page instead of JSON.',
    '',
    '## Routes',
  ];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      lines.push('', `### ${method.toUpperCase()} \`${path}\``, '', op.summary, '');
      for (const p of op.parameters ?? []) lines.push(`- ${p.in} \`${p.name}\`${p.required ? '' : '?'}: ${describe(p.schema)}`);
      const body = op.requestBody?.content;
      if (body) for (const [type, { schema }] of Object.entries(body)) lines.push(`- body (${type}): ${fieldsOf(schema) || 'any JSON object'}`);
      for (const [status, { description }] of Object.entries(op.responses)) lines.push(`- **${status}** ${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
