// The reveals (docs/product.md § Reveals: visible once 10% is in view, with a 100-600 ms delay) on the server's
// visible content (web/components/Reveal.tsx).
import { canObserve, prefersReducedMotion } from '../components/motion.ts';

export const REVEAL_THRESHOLD = 0.1;

// Written out so UnoCSS generates each one.
export const DELAY_CLASSES = ['delay-0', 'delay-100', 'delay-200', 'delay-300', 'delay-400', 'delay-500', 'delay-600'] as const;
const HIDDEN = ['opacity-0', 'translate-y-6'];
const SHOWN = ['opacity-100', 'translate-y-0', 'transition-[opacity,transform]', 'duration-700', 'ease-out'];

function delayClass(ms: number): string {
  return DELAY_CLASSES[Math.round(Math.min(Math.max(ms, 0), 600) / 100)];
}

export function enhanceReveals(root: ParentNode = document) {
  if (!canObserve() || prefersReducedMotion()) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        // The first report of each element comes with the browser's own first layout, so where it stands costs no
        // layout of its own (reading it from the script would force one while the page loads). Those already in
        // view, or above it, are never hidden.
        if (!seen.has(element)) {
          seen.add(element);
          // The view's bottom from the report too: reading window.innerHeight after hiding the element before
          // would have the browser lay the page out again, once for every element.
          const viewBottom = entry.rootBounds?.bottom ?? window.innerHeight;
          if (entry.isIntersecting || entry.boundingClientRect.top < viewBottom) {
            observer.unobserve(element);
          } else {
            element.classList.add(...HIDDEN);
            element.dataset.reveal = 'hidden';
          }
          continue;
        }
        if (!entry.isIntersecting) continue;
        observer.unobserve(element);
        element.classList.remove(...HIDDEN);
        element.classList.add(...SHOWN, delayClass(Number(element.dataset.revealDelay ?? 0)));
        element.dataset.reveal = 'shown';
      }
    },
    // The root reaches far above the viewport, so an element scrolled past between two frames (a fast flick on a
    // busy phone) counts as seen too, instead of staying hidden for ever above the reader.
    { threshold: REVEAL_THRESHOLD, rootMargin: '100000px 0px 0px 0px' },
  );
  for (const element of root.querySelectorAll<HTMLElement>('[data-reveal-delay]')) observer.observe(element);
}
