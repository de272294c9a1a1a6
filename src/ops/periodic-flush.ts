// Counts held in memory and written in batches (page views, missing addresses): the timer that writes them every
// interval, and the last write at shutdown. A failed write is reported and its counts wait for the next one.
/** Once a minute: a count is at most this late in the panel, and a crash loses at most this much. */
const FLUSH_INTERVAL_MS = 60_000;

export abstract class PeriodicFlush {
  #timer: NodeJS.Timeout | undefined;

  abstract flush(): unknown;

  start(onError: (error: unknown) => void, intervalMs = FLUSH_INTERVAL_MS): void {
    this.#timer ??= setInterval(() => {
      try {
        this.flush();
      } catch (error) {
        onError(error);
      }
    }, intervalMs).unref();
  }

  /** At shutdown: no more timer, and what is pending is written. */
  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.flush();
  }
}
