// Shared by Counter and Reveal: whether the visitor asked for less motion (always false on the server).
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const canObserve = () => typeof IntersectionObserver === 'function';
