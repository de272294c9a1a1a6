// Orders of a section's blocks or a page's sections as lists of ids, shared by the restore route and the admin's
// History (docs/product.md § History and undo).

/**
 * The order an earlier, recorded order gives the items there are now: the ones it knew go back to their old
 * order; one deleted since is left out; one added since keeps its neighbour: ahead of every known item it stays
 * first, after every one it stays last, else it goes right before the known item it now precedes.
 */
export function restoredOrder(current: readonly number[], recorded: readonly number[]): number[] {
  const present = new Set(current);
  const known = [...new Set(recorded.filter((id) => present.has(id)))];
  const isKnown = new Set(known);
  const head: number[] = [];
  const ahead = new Map<number, number[]>();
  let added: number[] = [];
  let afterKnown = false;
  for (const id of current) {
    if (!isKnown.has(id)) {
      added.push(id);
      continue;
    }
    if (afterKnown) ahead.set(id, added);
    else head.push(...added);
    added = [];
    afterKnown = true;
  }
  return [...head, ...known.flatMap((id) => [...(ahead.get(id) ?? []), id]), ...added];
}

/** True when both lists hold the same ids in the same order. */
export const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
