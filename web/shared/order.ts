// Orders of a section's blocks or a page's sections as lists of ids, shared by the reorder and restore routes and
// the admin's lists and History (docs/product.md § History and undo).

/**
 * The whole order once some of its members are put in a new order: they take the places their members held, in
 * the new order, so everything else stays exactly where it is.
 */
export function withGroupOrder(all: readonly number[], group: readonly number[]): number[] {
  const members = new Set(group);
  let next = 0;
  return all.map((id) => (members.has(id) ? group[next++] : id));
}

/**
 * The order an earlier, recorded order gives the items there are now: the ones it knew go back to their old
 * relative order in the places they hold, one added since stays where it is, one deleted since is left out.
 */
export function restoredOrder(current: readonly number[], recorded: readonly number[]): number[] {
  const present = new Set(current);
  const seen = new Set<number>();
  const known = recorded.filter((id) => present.has(id) && !seen.has(id) && seen.add(id));
  return withGroupOrder(current, known);
}

/** True when both lists hold the same ids in the same order. */
export const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
