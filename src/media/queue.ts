// A bounded queue for image processing: a few jobs at a time, a few more waiting, and a clear "busy" beyond
// that, so a burst of uploads can neither take every core nor pile up memory (each waiting job holds its file).

export class QueueFull extends Error {
  constructor() {
    super('The server is busy preparing other pictures. Please try again in a minute.');
  }
}

export class JobQueue {
  #running = 0;
  #waiting: (() => void)[] = [];

  constructor(
    readonly maxRunning = 2,
    readonly maxWaiting = 8,
  ) {}

  /** True when a new job would be refused: worth checking before reading a large upload. */
  get full(): boolean {
    return this.#running >= this.maxRunning && this.#waiting.length >= this.maxWaiting;
  }

  get size(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** Runs the job when a slot is free; rejects at once with QueueFull when every slot and place is taken. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.maxRunning) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFull();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next job, so #running never dips and lets a newcomer jump the line.
      if (next) next();
      else this.#running--;
    }
  }

  /** Like run, but waits (checking every `retryMs`) instead of being refused: for work the server gives itself, which waits behind the admin's uploads. */
  async runWhenFree<T>(job: () => Promise<T>, retryMs = 2000): Promise<T> {
    for (;;) {
      try {
        return await this.run(job);
      } catch (err) {
        if (!(err instanceof QueueFull)) throw err;
        await new Promise((resolve) => setTimeout(resolve, retryMs));
      }
    }
  }
}
