const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `task` once, at the visitor's first tap, key or focus anywhere on the page. For code only an action can
 * need (the toasts a form shows): a first load, and Lighthouse, never fetch it, and it still
 * arrives before the action completes (a tap's pointerdown precedes its click; a form is focused before it is sent).
 */
export function whenVisitorActs(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stop();
    task();
  };
  const stop = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, run, true);
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}
