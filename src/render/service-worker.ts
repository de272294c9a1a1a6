// GET /sw.js: the service worker (web/sw/service-worker.ts, built by build.ts), never cached by HTTP so a new build
// reaches every phone at its next visit. With SERVICE_WORKER=off it is the kill switch instead: a worker that takes
// over, deletes every cache it made and unregisters itself, after which the site runs as if there never was one.
import type { Context } from 'hono';
import { SERVICE_WORKER_PATH } from '../../web/shared/offline-forms.ts';
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from '../security/headers.ts';
import type { Services } from '../services.ts';
import { sendEncoded } from './negotiate.ts';

export const KILL_SWITCH_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))).then(() => self.registration.unregister()));
});
`;

export { SERVICE_WORKER_PATH };

export function serviceWorkerScript(s: Services) {
  return (c: Context) => {
    const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': SERVICE_WORKER_CONTENT_SECURITY_POLICY };
    const file = s.assets.get(SERVICE_WORKER_PATH);
    if (!s.config.serviceWorker || !file) return c.body(KILL_SWITCH_WORKER, 200, headers);
    return sendEncoded(c, file, 200, headers);
  };
}
