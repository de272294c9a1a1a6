// The public site's only first-load script: the server's HTML is painted first, then the app is fetched and
// hydrated. Linked directly, React and the pages (~85 KB) downloaded and ran before the first paint, which on a
// slow phone (Lighthouse's slow 4G, 4× CPU) held the first paint at ~1.8 s; the page reads the same either way.
const hydrate = () => void import('./entry-public.tsx');

// Two steps: requestAnimationFrame runs just before the first frame is painted, the timeout right after it.
// A page opened in a background tab gets no frames until shown, so it hydrates at once instead.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
