// Runs a browser check over many pages a few at a time: opening a page mostly waits (the network going quiet,
// scrolling at a visitor's pace), so a few side by side finish in a fraction of the time one after another takes.

/** Pages a check has open at once: more only adds waiting for the machine's two cores. */
const PAGES_AT_ONCE = 3;

/** Calls `check` for every item, at most `limit` at a time; rejects with the first failure once all have ended. */
export async function atOnce<T>(items: readonly T[], check: (item: T) => Promise<void>, limit = PAGES_AT_ONCE): Promise<void> {
  const queue = [...items];
  const failures: unknown[] = [];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item).catch((error: unknown) => failures.push(error));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
