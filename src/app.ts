import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getPublicPage } from './api/pages.ts';
import { changePassword, createFirstAdmin, currentAdmin, login, logout } from './api/auth.ts';
import { listContentBlocks, listPages, listSections, updateContentBlock, updatePage, updateSection } from './api/admin-content.ts';
import { requireAdmin } from './security/require-admin.ts';
import { health } from './api/health.ts';
import { getRobots, getSitemap } from './render/seo.ts';
import { formRateLimit, postContact, postEquipmentQuote } from './api/forms.ts';
import { listContactSubmissions, listEquipmentQuotes } from './api/submissions.ts';
import { requestLog } from './ops/request-log.ts';
import { securityHeaders } from './security/headers.ts';
import { apiError } from './api/errors.ts';
import { deleteSubmission, exportSubmissionsCsv, markSubmissionRead, submissionsSummary } from './api/inbox.ts';
import { listAudit } from './api/audit.ts';
import { listSettings, updateSettings } from './api/settings.ts';
import { deleteMedia, listMedia, MAX_UPLOAD_BODY_BYTES, MEDIA_UPLOAD_PATH, serveMedia, updateMedia, uploadMedia } from './api/media.ts';
import { publicPages } from './render/public-pages.tsx';
import { ADMIN_PAGE_PATHS, adminPages } from './render/admin-pages.ts';
import { staticAssets } from './render/static-assets.ts';
import { createServices, type ServiceDeps, type Services } from './services.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Access = 'public' | 'admin';
interface RouteRow {
  method: Method;
  path: string;
  access: Access;
  handler: (s: Services) => Handler;
  /** Extra middleware before the handler (rate limits), built once per app. */
  before?: ((s: Services) => MiddlewareHandler)[];
}

/** Every API route with who may call it: the one screen to read for a review of access. */
export const ROUTES: RouteRow[] = [
  { method: 'GET', path: '/healthz', access: 'public', handler: health },
  { method: 'GET', path: '/api/pages/:slug', access: 'public', handler: getPublicPage },
  { method: 'GET', path: '/sitemap.xml', access: 'public', handler: getSitemap },
  { method: 'GET', path: '/robots.txt', access: 'public', handler: getRobots },
  { method: 'POST', path: '/api/contact', access: 'public', handler: postContact, before: [formRateLimit] },
  { method: 'POST', path: '/api/equipment-quote', access: 'public', handler: postEquipmentQuote, before: [formRateLimit] },
  // Visitors' personal data: admin-only although the paths lack /admin (CONTRACT.md).
  { method: 'GET', path: '/api/contact', access: 'admin', handler: listContactSubmissions },
  { method: 'GET', path: '/api/equipment-quotes', access: 'admin', handler: listEquipmentQuotes },
  { method: 'POST', path: '/api/admin/login', access: 'public', handler: login },
  // Open only while no admin exists: the handler answers 403 once the first admin is there.
  { method: 'POST', path: '/api/admin/create', access: 'public', handler: createFirstAdmin },
  { method: 'POST', path: '/api/admin/logout', access: 'admin', handler: logout },
  { method: 'GET', path: '/api/admin/me', access: 'admin', handler: currentAdmin },
  { method: 'POST', path: '/api/admin/password', access: 'admin', handler: changePassword },
  { method: 'GET', path: '/api/admin/pages', access: 'admin', handler: listPages },
  { method: 'PUT', path: '/api/admin/pages/:id', access: 'admin', handler: updatePage },
  { method: 'GET', path: '/api/admin/sections', access: 'admin', handler: listSections },
  { method: 'PUT', path: '/api/admin/sections/:id', access: 'admin', handler: updateSection },
  { method: 'GET', path: '/api/admin/content-blocks', access: 'admin', handler: listContentBlocks },
  { method: 'PUT', path: '/api/admin/content-blocks/:id', access: 'admin', handler: updateContentBlock },
  { method: 'GET', path: '/api/admin/submissions/summary', access: 'admin', handler: submissionsSummary },
  { method: 'GET', path: '/api/admin/submissions/contact.csv', access: 'admin', handler: exportSubmissionsCsv('contact') },
  { method: 'GET', path: '/api/admin/submissions/quotes.csv', access: 'admin', handler: exportSubmissionsCsv('quotes') },
  { method: 'PATCH', path: '/api/admin/submissions/:kind/:id', access: 'admin', handler: markSubmissionRead },
  { method: 'DELETE', path: '/api/admin/submissions/:kind/:id', access: 'admin', handler: deleteSubmission },
  { method: 'GET', path: '/api/admin/audit', access: 'admin', handler: listAudit },
  { method: 'GET', path: '/api/admin/settings', access: 'admin', handler: listSettings },
  { method: 'PUT', path: '/api/admin/settings', access: 'admin', handler: updateSettings },
  { method: 'GET', path: '/api/admin/media', access: 'admin', handler: listMedia },
  // The one route with a larger body limit (see the body limits in createApp).
  { method: 'POST', path: MEDIA_UPLOAD_PATH, access: 'admin', handler: uploadMedia },
  { method: 'PATCH', path: '/api/admin/media/:id', access: 'admin', handler: updateMedia },
  { method: 'DELETE', path: '/api/admin/media/:id', access: 'admin', handler: deleteMedia },
  { method: 'GET', path: '/media/:filename', access: 'public', handler: serveMedia },
];

export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: ServiceDeps) {
  const s = createServices(deps);
  const app = new Hono();

  app.use('*', requestLog(s.log));
  app.use('*', securityHeaders());
  // Every API body is small JSON (64 KiB), except an image upload: up to 5 MB of file plus multipart framing.
  // One middleware picks the limit by method and path, so no API route is ever left without one, and the
  // upload's larger allowance cannot leak to any other route.
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'The request body is larger than 64 KiB.'),
  });
  const uploadBodyLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'The image is larger than 5 MB. Please make it smaller and upload it again.'),
  });
  app.use('/api/*', (c, next) =>
    (c.req.method === 'POST' && c.req.path === MEDIA_UPLOAD_PATH ? uploadBodyLimit : jsonBodyLimit)(c, next),
  );

  const adminOnly = requireAdmin(s);

  const methodsByPath = new Map<string, Set<Method>>();
  for (const row of ROUTES) {
    const chain: MiddlewareHandler[] = [];
    if (row.access === 'admin') chain.push(adminOnly);
    for (const make of row.before ?? []) chain.push(make(s));
    // Registered one by one: Hono chains handlers of one method and path in order through next().
    for (const handler of [...chain, row.handler(s)]) app.on(row.method, row.path, handler);
    methodsByPath.set(row.path, (methodsByPath.get(row.path) ?? new Set()).add(row.method));
  }
  // A known path called with another method: 405 with Allow, as JSON.
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
    app.all(path, (c) => {
      c.header('Allow', allow);
      return apiError(c, 405, `Use ${[...methods].join(' or ')} for this address.`);
    });
  }
  app.all('/api/*', (c) => apiError(c, 404, 'No such API route.'));

  app.get('*', staticAssets(s.assets));
  const adminShell = adminPages(s);
  for (const path of ADMIN_PAGE_PATHS) app.get(path, adminShell);
  app.get('*', publicPages(s));

  app.onError((err, c) => {
    // The client went away mid-body (reset, or framing Node's parser refused) while a body limit was reading
    // it: nobody is left to answer, and it is not our failure, so no 500 and no error in the log.
    if (isClientAbort(err)) {
      s.log.info(`${c.req.method} ${c.req.path}: the client left before its request body was complete`);
      return apiError(c, 400, 'The request body did not arrive completely.');
    }
    s.log.error(`${c.req.method} ${c.req.path} failed`, err);
    return c.req.path.startsWith('/api/')
      ? apiError(c, 500, 'Something went wrong on our side. Please try again.')
      : c.text('Something went wrong on our side. Please try again.', 500);
  });

  return { app, services: s };
}

/** Node's error for a request whose connection closed before its body was complete. */
function isClientAbort(err: unknown): boolean {
  return err instanceof Error && (err as NodeJS.ErrnoException).code === 'ECONNRESET' && err.message === 'aborted';
}
