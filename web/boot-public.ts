// The public page's one first-load script. The page is the server's HTML: this enhances it with a few lines of
// script per part (web/enhance), and on a page with a form hydrates the form alone with React (web/islands) when
// the visitor comes to it. A page without a form, or whose form the visitor never reaches, never downloads React.
import { enhanceCounters } from './enhance/counters.ts';
import { startKeptForms } from './enhance/kept-forms.ts';
import { enhanceLightbox } from './enhance/lightbox.ts';
import { enhanceMenu } from './enhance/menu.ts';
import { countPageView } from './enhance/page-view.ts';
import { rememberVisit } from './lib/attribution.ts';
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

/**
 * When the visitor comes to a form: it shows on screen, the address points at it (a "Get a quote" link to
 * #quote-form), or something in it is focused or touched (a keyboard user tabbing to it). Until then the form works
 * as it does without scripts: a normal post, answered by the page; what is typed meanwhile is kept
 * (web/components/forms/use-schema-form.ts).
 */
function whenReached(islands: Element[], task: () => void) {
  const intents = ['focusin', 'pointerdown'] as const;
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    window.removeEventListener('hashchange', onTarget);
    task();
  };
  const inForm = (node: EventTarget | null) => node instanceof Node && islands.some((island) => island.contains(node));
  const onIntent = (event: Event) => inForm(event.target) && run();
  const onTarget = () => {
    const target = document.querySelector(':target');
    if (target && (inForm(target) || islands.some((island) => target.contains(island)))) run();
  };
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  window.addEventListener('hashchange', onTarget);
  const observer =
    typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && run()) : null;
  if (!observer) return run();
  // An island's element takes no box of its own (display: contents): what shows is its children.
  for (const island of islands) for (const child of island.children) observer.observe(child);
  onTarget();
}

/**
 * Work the visitor does not wait for, in a task of its own once the page is idle (or as the visitor leaves it):
 * counting the view (a beacon) and remembering where the visitor came from (the page's first read of localStorage)
 * each cost a round trip to the browser, which on a slow phone lengthened the boot script's long task.
 */
function whenIdle(task: () => void): Promise<void> {
  return new Promise((resolve) => {
    let started = false;
    const run = () => {
      if (started) return;
      started = true;
      removeEventListener('pagehide', run);
      try {
        task();
      } finally {
        resolve();
      }
    };
    addEventListener('pagehide', run);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  });
}

enhanceMenu();
enhanceReveals();
enhanceCounters();
enhanceProjectFilter();
enhanceLightbox();
startKeptForms();
performance.mark('enhanced');
// For tests: the view is counted and the visit remembered.
void Promise.all([whenIdle(countPageView), whenIdle(rememberVisit)]).then(() => performance.mark('visit-recorded'));
const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
if (islands.length > 0) {
  afterFirstPaint(() =>
    whenReached(islands, () => {
      // Offline the import fails: the forms then post as they do without scripts (the server answers the page).
      (import(ISLANDS_URL) as Promise<typeof import('./islands/hydrate.tsx')>).then(({ hydrateIslands }) => hydrateIslands()).then(ready, ready);
    }),
  );
} else {
  ready();
}
