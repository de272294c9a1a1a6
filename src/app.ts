import { Hono, type MiddlewareHandler } from 'hono';
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from '../web/shared/limits.ts';
import { BODY_TOO_LARGE, NO_SUCH_ROUTE, otherMethod, SERVER_FAULT } from './http/request-errors.ts';
import { bodyLimit } from './http/body-limit.ts';
import { TOO_LARGE } from './api/media.ts';
import { apiError } from './http/errors.ts';
import type { Method, Route, RouteEnv } from './http/route.ts';
import { pageFormInput } from './http/page-form.ts';
import { validateInput } from './http/validate.ts';
import { requestLog } from './ops/request-log.ts';
import { LOGIN_PATH, loginPostedWithoutScript } from './render/admin-login.tsx';
import { ADMIN_PAGE_PATHS, adminPages } from './render/admin-pages.ts';
import { liteSwitch } from './render/lite-switch.ts';
import { LITE_PATH } from '../web/shared/lite.ts';
import { publicPages } from './render/public-pages.tsx';
import { OFFLINE_PATH } from '../web/shared/offline-forms.ts';
import { offlinePage } from './render/offline-page.tsx';
import { SERVICE_WORKER_PATH, serviceWorkerScript } from './render/service-worker.ts';
import { staticAssets } from './render/static-assets.ts';
import { ROUTES } from './routes.ts';
import { brochures } from './render/brochures.ts';
import { BROCHURE_ROUTES } from '../web/shared/content.ts';
import { securityHeaders } from './security/headers.ts';
import { noStore, onlyWhileNoAdmin, requireAdmin } from './security/require-admin.ts';
import { requireRecentAuth, requireSecondFactorSetUp } from './security/step-up.ts';
import { createServices, type ServiceDeps, type Services } from './services.ts';

export { ROUTES };

export function createApp(deps: ServiceDeps) {
  const s = createServices(deps);
  const app = new Hono();

  app.use('*', requestLog(s.log));
  // Outside every middleware that sets headers, so what it keeps for replay is the final answer.
  app.use('*', s.replay.middleware());
  app.use('*', securityHeaders({ trustProxy: s.config.trustProxy }));
  // Every API body is small JSON, except an image upload: a photo plus multipart framing (web/shared/limits.ts).
  // One middleware picks the limit by method and path, so no API route is ever left without one, and the
  // upload's larger allowance cannot leak to any other route.
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => apiError(c, 413, BODY_TOO_LARGE),
  });
  const uploadBodyLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => apiError(c, 413, TOO_LARGE),
  });
  const uploadRoutes = ROUTES.filter((r) => r.upload).map((r) => ({ method: r.method, path: pathPattern(r.path) }));
  app.use('/api/*', (c, next) =>
    (uploadRoutes.some((r) => r.method === c.req.method && r.path.test(c.req.path)) ? uploadBodyLimit : jsonBodyLimit)(c, next),
  );

  const adminOnly = requireAdmin(s);
  const setupOnly = onlyWhileNoAdmin(s);
  const secondFactorSetUp = requireSecondFactorSetUp(s);
  const recentAuth = requireRecentAuth(s);
  const methodsByPath = new Map<string, Set<Method>>();
  for (const row of ROUTES) {
    const handler = row.handler(s);
    // Registered one by one: Hono chains handlers of one method and path in order through next().
    for (const step of [...policyOf(row, s, { adminOnly, setupOnly, secondFactorSetUp, recentAuth }), (c: Parameters<typeof handler>[0]) => handler(c, c.get('input'))]) {
      app.on(row.method, row.path, step as MiddlewareHandler);
    }
    // A page form's path is a page: its GET is the page, and another method is no API's 405.
    if (!row.pageForm) methodsByPath.set(row.path, (methodsByPath.get(row.path) ?? new Set()).add(row.method));
  }
  // A known path called with another method: 405 with Allow, as JSON.
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', ');
    app.all(path, (c) => {
      c.header('Allow', allow);
      return apiError(c, 405, otherMethod(methods));
    });
  }
  app.all('/api/*', (c) => apiError(c, 404, NO_SUCH_ROUTE));

  app.get(SERVICE_WORKER_PATH, serviceWorkerScript(s));
  app.get(OFFLINE_PATH, offlinePage(s));
  app.get('*', staticAssets(s.assets));
  const adminShell = adminPages(s);
  for (const path of ADMIN_PAGE_PATHS) app.get(path, adminShell);
  // The sign-in form posted before its script ran: a page that says so (the password is never read here).
  app.post(LOGIN_PATH, loginPostedWithoutScript);
  app.post(LITE_PATH, bodyLimit({ maxSize: 4096, onError: (c) => c.text('The switch sends two short fields.', 413) }), liteSwitch(s));
  const brochure = brochures(s);
  for (const route of BROCHURE_ROUTES) app.get(`${route.listPath}/:slug/brochure.pdf`, brochure(route));
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
      ? apiError(c, 500, SERVER_FAULT)
      : c.text(SERVER_FAULT, 500);
  });

  return { app, services: s };
}

interface Guards {
  adminOnly: MiddlewareHandler<RouteEnv>;
  setupOnly: MiddlewareHandler;
  secondFactorSetUp: MiddlewareHandler<RouteEnv>;
  recentAuth: MiddlewareHandler<RouteEnv>;
}

/**
 * The middleware a row's properties name, in the order they apply: no-store on every answer (refusals too),
 * who may call (401/403 before anything is read; an admin the owner's rule sends to set up a second factor, and a
 * `recentAuth` row whose session last proved the admin more than 10 minutes ago, are refused here too), a client already over its rate limit (429), the input's shape
 * (404/400/415), then the rate limit's count (which may key on validated fields, and never charges a visitor
 * for a refused body). A page form's body limit, origin and type are checked before its limit (src/http/page-form.ts).
 */
function policyOf(row: Route, s: Services, guards: Guards) {
  const chain: MiddlewareHandler<RouteEnv>[] = [];
  if (row.noStore) chain.push(noStore);
  if (row.access === 'admin') chain.push(guards.adminOnly);
  if (row.access === 'admin' && !row.duringSetup) chain.push(guards.secondFactorSetUp);
  if (row.access === 'admin' && row.recentAuth) chain.push(guards.recentAuth);
  if (row.access === 'setup') chain.push(guards.setupOnly);
  if (row.pageForm) chain.push(...pageFormInput(row, s.config.trustProxy));
  const limit = row.limit?.create(s);
  // A page form answers a refusal with the page and the visitor's words: its limit is left whole to submitEnquiry.
  if (limit?.refuse && !row.pageForm) chain.push(limit.refuse);
  if (row.params || row.query || row.body || (row.enquiry && !row.pageForm)) chain.push(validateInput(row));
  if (limit?.count) chain.push(limit.count);
  return chain;
}

/** A route path such as /api/admin/media/:id/file as a pattern matching one path segment per parameter. */
function pathPattern(path: string): RegExp {
  const parts = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}

/** Node's error for a request whose connection closed before its body was complete. */
function isClientAbort(err: unknown): boolean {
  return err instanceof Error && (err as NodeJS.ErrnoException).code === 'ECONNRESET' && err.message === 'aborted';
}
