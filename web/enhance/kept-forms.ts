// The page's side of the service worker (web/sw/service-worker.ts;
// docs/product.md § Offline and dropped connections): registers it, asks it to send the posts it kept whenever the
// page loads online or the browser says it is back online (Background Sync does the same where the browser has it),
// and says in a toast what became of a message kept on an earlier visit (the toast's code, with React, is fetched
// only then).
import { fromOwnOrigin, KEPT_WORDS, readWorkerMessage, SERVICE_WORKER_PATH, type KeptOutcome, type PageMessage } from '../shared/offline-forms.ts';
import { trustedScriptURL } from '../shared/trusted-types.ts';

export function startKeptForms() {
  if (!('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const show = (outcomes: KeptOutcome[]) =>
    (import(TOASTER_URL) as Promise<typeof import('../islands/toaster.tsx')>).then(({ showToast }) => {
      for (const outcome of outcomes) {
        showToast(
          outcome.result === 'sent'
            ? { title: KEPT_WORDS.sentTitle, description: KEPT_WORDS.sent }
            : { variant: 'destructive', title: KEPT_WORDS.refusedTitle, description: KEPT_WORDS.refused },
        );
      }
    });
  const tell = (message: PageMessage) => void workers.ready.then((registration) => registration.active?.postMessage(message));
  workers.addEventListener('message', (event: MessageEvent) => {
    // Only this origin's worker, and only the one shape it sends (ASVS 5.0 3.5.5); anything else is dropped.
    if (!fromOwnOrigin(event.origin, location.origin) || !(event.source instanceof ServiceWorker)) return;
    const message = readWorkerMessage(event.data);
    if (!message) return;
    // Marked as shown once the toast is on screen: a failed fetch of its code (offline) leaves them for next time.
    void show(message.outcomes).then(() => tell({ type: 'shown', at: message.outcomes.map((outcome) => outcome.at) }), () => undefined);
  });
  const sendKept = () => tell({ type: 'send-kept' });
  window.addEventListener('online', sendKept);
  workers.register(trustedScriptURL(SERVICE_WORKER_PATH)).catch(() => {
    // No worker (private mode, an old browser): the site works as without one.
  });
  tell({ type: 'take-outcomes' });
  if (navigator.onLine) sendKept();
}
