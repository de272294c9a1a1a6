/** The attribute that marks an island's element (its props are in data-props as JSON); apart, so the boot script can look for islands without importing them. */
export const ISLAND_ATTRIBUTE = 'data-island';
