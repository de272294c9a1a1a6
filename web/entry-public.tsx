import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app.tsx';
import { createContentStore } from './state/content.tsx';
import { contentSlugForPath, type PagePayload } from './shared/content.ts';

const payload = JSON.parse(document.getElementById('page-data')!.textContent!) as PagePayload;
const store = createContentStore(payload, contentSlugForPath(location.pathname));
// Hydration starts in a task of its own, after the one that evaluated React, and as a transition it yields to the
// browser every few milliseconds: on a slow phone (Lighthouse's 4x CPU) evaluating and hydrating were two tasks
// of 80-110 ms, most of the page's blocking time; now no task of the app's runs over about 50 ms.
await new Promise((resolve) => setTimeout(resolve, 0));
startTransition(() => {
  hydrateRoot(document.getElementById('root')!, <PublicApp store={store} />);
});
