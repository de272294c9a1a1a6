/**
 * Fixed-window counter per key (an IP, or IP + username). Memory stays bounded: expired windows are swept
 * as new ones open, and at most `maxKeys` keys are tracked (the oldest dropped first).
 */
export class RateLimiter {
  #windows = new Map<string, { count: number; resetAt: number }>();
  #lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit for `key`. Returns 0 when allowed, otherwise the seconds until the window resets. */
  hit(key: string): number {
    if (this.limit <= 0) return 0;
    const entry = this.#current(key);
    entry.count++;
    return entry.count > this.limit ? this.#retryAfter(entry) : 0;
  }

  /** Seconds until `key` may try again (0 when it is under the limit), without counting a hit. */
  blockedFor(key: string): number {
    if (this.limit <= 0) return 0;
    const entry = this.#windows.get(key);
    if (!entry || entry.resetAt <= this.now()) return 0;
    return entry.count >= this.limit ? this.#retryAfter(entry) : 0;
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  #current(key: string) {
    const now = this.now();
    this.#sweep(now);
    let entry = this.#windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.#windows.size >= this.maxKeys) this.#windows.delete(this.#windows.keys().next().value as string);
      entry = { count: 0, resetAt: now + this.windowMs };
      this.#windows.delete(key);
      this.#windows.set(key, entry);
    }
    return entry;
  }

  #retryAfter(entry: { resetAt: number }): number {
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  #sweep(now: number) {
    if (now - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = now;
    for (const [key, entry] of this.#windows) if (entry.resetAt <= now) this.#windows.delete(key);
  }
}

/**
 * Failures in a row per key (an account): from the `limit`th on, each failure pauses the key for `pauseMs`, so
 * after a pause one more wrong guess pauses it again; a success clears the streak. Keys are accounts, which the
 * caller has verified, so the map stays as small as the list of admins.
 */
export class FailureStreak {
  #streaks = new Map<string, { failures: number; pausedUntil: number }>();

  constructor(
    readonly limit: number,
    readonly pauseMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again; 0 when it is not paused. */
  pausedFor(key: string): number {
    const until = this.#streaks.get(key)?.pausedUntil ?? 0;
    const now = this.now();
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
  }

  /** Counts a failure; returns how many are now in a row. */
  fail(key: string): number {
    const streak = this.#streaks.get(key) ?? { failures: 0, pausedUntil: 0 };
    streak.failures++;
    if (streak.failures >= this.limit) streak.pausedUntil = this.now() + this.pauseMs;
    this.#streaks.set(key, streak);
    return streak.failures;
  }

  clear(key: string): void {
    this.#streaks.delete(key);
  }
}
