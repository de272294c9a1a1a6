import { LITE_ATTRIBUTE } from '../shared/lite.ts';

// Shared by Counter and Reveal: whether the visitor asked for less motion, or is on the lite page, which has no
// decorative motion (always false on the server, where nothing moves anyway).
export function prefersReducedMotion(): boolean {
  if (typeof document !== 'undefined' && document.documentElement.hasAttribute(LITE_ATTRIBUTE)) return true;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const canObserve = () => typeof IntersectionObserver === 'function';
