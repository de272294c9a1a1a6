// The public site's only first-load script: the server's HTML is painted first, then the app is fetched and
// hydrated. Linked directly, React and the pages (~85 KB) downloaded and ran before the first paint, which on a
// slow phone (Lighthouse's slow 4G, 4× CPU) held the first paint at ~1.8 s; the page reads the same either way.
let started = false;
const hydrate = () => {
  if (started) return;
  started = true;
  void import('./entry-public.tsx');
};

// After the first contentful paint as the browser reports it (when the frame is on screen), not merely after the
// main thread painted it: on /about, whose hero is a large SVG, rasterising that frame took long enough that the
// app's chunks were requested before the paint was shown, and Lighthouse then counted them as holding it up
// (first paint 0.9 → 1.5 s, LCP 2.5 s in its slow-4G simulation).
const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (document.visibilityState !== 'visible') {
  // A page opened in a background tab gets no frames until shown: hydrate at once.
  hydrate();
} else if (paintTiming) {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(hydrate, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page with nothing contentful to paint still hydrates.
  setTimeout(hydrate, 3000);
} else {
  // requestAnimationFrame runs just before the first frame is painted, the timeout right after it.
  requestAnimationFrame(() => setTimeout(hydrate, 0));
}
