// The admin's tab bar where its seven tabs do not fit (a phone, a tablet): one row that scrolls sideways instead
// of wrapping into rows or widening the page. The current tab is scrolled into view when the panel opens and
// whenever it changes, and the edge where more tabs wait fades out, so the row reads as going on. Where all
// tabs fit nothing scrolls and nothing fades.
import { type CSSProperties, useEffect, useLayoutEffect, useState } from 'react';

/** The width of an edge's fade, kept clear beside the current tab. */
const FADE_PX = 32;

/** Whether more tabs lie beyond each edge of the row. */
interface Edges {
  start: boolean;
  end: boolean;
}

function edgesOf(list: HTMLElement): Edges {
  const hidden = list.scrollWidth - list.clientWidth;
  return { start: list.scrollLeft > 1, end: list.scrollLeft < hidden - 1 };
}

/** The fade as a mask over the row: opaque where tabs are fully shown, transparent at an edge with more beyond. */
function fadeMask({ start, end }: Edges): string | undefined {
  if (!start && !end) return undefined;
  const from = start ? `transparent, #000 ${FADE_PX}px` : '#000';
  const to = end ? `#000 calc(100% - ${FADE_PX}px), transparent` : '#000';
  return `linear-gradient(to right, ${from}, ${to})`;
}

/** Scrolls the row just enough that the tab is shown whole and clear of the fades. */
function reveal(list: HTMLElement, tab: HTMLElement) {
  // The row is the tab's offset parent (position: relative), so offsetLeft is in the row's scrolled coordinates.
  const start = tab.offsetLeft - FADE_PX;
  const end = tab.offsetLeft + tab.offsetWidth + FADE_PX;
  if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start);
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
}

/** For the tab list: its ref (a callback: the list may mount after the panel) and the style of its fade; `current` is the selected tab's value. */
export function useTabScroller<T extends HTMLElement>(current: string) {
  const [list, ref] = useState<T | null>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });

  useEffect(() => {
    if (!list) return;
    const measure = () => {
      const next = edgesOf(list);
      setEdges((old) => (old.start === next.start && old.end === next.end ? old : next));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [list]);

  // Before paint, so the row never shows the old position first; again for each tab chosen.
  useLayoutEffect(() => {
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (list && tab) reveal(list, tab);
  }, [list, current]);

  const mask = fadeMask(edges);
  const style: CSSProperties | undefined = mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined;
  return { ref, style };
}
