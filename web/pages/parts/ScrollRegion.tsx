import type { ReactNode } from 'react';

/**
 * A wide table's frame that scrolls sideways on a phone: a labelled region that takes focus, so that it can be
 * scrolled without a mouse (axe scrollable-region-focusable), with the keyboard focus ring.
 */
export function ScrollRegion({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled without a mouse
    <div className="kbd-focus mt-4 overflow-x-auto rounded-xl bg-white ring-1 ring-surface-line" tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
