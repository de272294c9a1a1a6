/**
 * Runs `task` once the browser is idle after the page has loaded (at most `timeout` ms later). Used to fetch
 * the code of the menu drawer and the toasts after first paint, so it never counts against the first load.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}
