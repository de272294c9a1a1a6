// The public page's one first-load script. The page is the server's HTML: this enhances it with a few lines of
// script per part (web/enhance), and on a page with a form hydrates the form alone with React (web/islands),
// after the first paint. A page without a form never downloads React.
import { enhanceCounters } from './enhance/counters.ts';
import { startKeptForms } from './enhance/kept-forms.ts';
import { enhanceLightbox } from './enhance/lightbox.ts';
import { enhanceMenu } from './enhance/menu.ts';
import { countPageView } from './enhance/page-view.ts';
import { enhanceProjectFilter } from './enhance/project-filter.ts';
import { enhanceReveals } from './enhance/reveals.ts';
import { ISLAND_ATTRIBUTE } from './shared/islands.ts';

/** Tells tests (and the bench's slow-phone run) that every part of the page now answers clicks itself. */
const ready = () => {
  performance.mark('hydrated');
  document.documentElement.dataset.hydrated = '';
};

/**
 * After the first contentful paint as the browser reports it (when the frame is on screen), not merely after the
 * main thread painted it: Lighthouse counts what is requested before that frame as holding it up.
 */
function afterFirstPaint(task: () => void) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    task();
  };
  if (document.visibilityState !== 'visible') return run(); // a background tab gets no frames until shown
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(run, 0));
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, 3000); // a page with nothing contentful to paint
}

enhanceMenu();
enhanceReveals();
enhanceCounters();
enhanceProjectFilter();
enhanceLightbox();
countPageView();
startKeptForms();
performance.mark('enhanced');
if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) {
  afterFirstPaint(() => {
    // Offline the import fails: the forms then post as they do without scripts (the server answers the page).
    (import(ISLANDS_URL) as Promise<typeof import('./islands/hydrate.tsx')>).then(({ hydrateIslands }) => hydrateIslands()).then(ready, ready);
  });
} else {
  ready();
}
