/** Tells the render cache (and anything else that copies content) that a content write happened. */
export class ContentChanges {
  #listeners = new Set<() => void>();
  #version = 0;

  get version(): number {
    return this.#version;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  notify(): void {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }
}
