// The page's side of the service worker (web/sw/service-worker.ts;
// docs/product.md § Offline and dropped connections): registers it, asks it to send the posts it kept whenever
// the page loads online or the browser says it is back online (Background Sync does the same where the browser
// has it), and says in a toast what became of a message kept on an earlier visit. Renders nothing.
import { useEffect } from 'react';
import { KEPT_WORDS, SERVICE_WORKER_PATH, type KeptOutcome, type PageMessage, type WorkerMessage } from '../shared/offline-forms.ts';
import { useToast } from './toast.tsx';

export function KeptForms() {
  const { toast } = useToast();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const workers = navigator.serviceWorker;
    const show = (outcomes: KeptOutcome[]) => {
      for (const outcome of outcomes) {
        toast(
          outcome.result === 'sent'
            ? { title: KEPT_WORDS.sentTitle, description: KEPT_WORDS.sent }
            : { variant: 'destructive', title: KEPT_WORDS.refusedTitle, description: KEPT_WORDS.refused },
        );
      }
    };
    const tell = (message: PageMessage) => void workers.ready.then((registration) => registration.active?.postMessage(message));
    const onMessage = (event: MessageEvent) => {
      const message = event.data as WorkerMessage;
      if (message?.type !== 'outcomes') return;
      show(message.outcomes);
      tell({ type: 'shown', at: message.outcomes.map((outcome) => outcome.at) });
    };
    const sendKept = () => tell({ type: 'send-kept' });
    workers.addEventListener('message', onMessage);
    window.addEventListener('online', sendKept);
    workers.register(SERVICE_WORKER_PATH).catch(() => {
      // No worker (private mode, an old browser): the site works as without one.
    });
    tell({ type: 'take-outcomes' });
    if (navigator.onLine) sendKept();
    return () => {
      workers.removeEventListener('message', onMessage);
      window.removeEventListener('online', sendKept);
    };
  }, [toast]);
  return null;
}
