// The counters' count (docs/product.md § Counters) on the server's final figures (web/components/Counter.tsx): only
// with scripts, never with reduced motion or on the lite page, each drops to 0 and counts up once half of it is in
// view. Screen readers always read the final figure; the invisible final figure holds the width, so the growing
// digits never shift the layout.
import { canObserve, prefersReducedMotion } from '../components/motion.ts';
import { formatFixed } from '../shared/numbers.ts';

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 16;
export const COUNTER_THRESHOLD = 0.5;

export const decimalsOf = (value: number) => (Number.isInteger(value) ? 0 : Math.min(String(value).split('.')[1]?.length ?? 0, 3));

/** Grouped as the company writes figures (docs/product.md § Company facts): 4600 → "4,600". */
export const formatCount = formatFixed;

/** "₦2.5bn+" → prefix "₦", value 2.5, suffix "bn+"; "4,600 m²" → 4600; null for a figure that is not a number. */
export function parseFigure(text: string): { prefix: string; value: number; suffix: string } | null {
  const match = /^(\D*)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(.*)$/s.exec(text);
  return match ? { prefix: match[1], value: Number(match[2].replaceAll(',', '')), suffix: match[3] } : null;
}

function countUp(element: HTMLElement) {
  const finalText = element.dataset.counter ?? '';
  const figure = parseFigure(finalText);
  if (!figure || !Number.isFinite(figure.value)) return;
  const { prefix, value, suffix } = figure;
  const decimals = decimalsOf(value);
  const spoken = Object.assign(document.createElement('span'), { className: 'sr-only', textContent: finalText });
  const holder = Object.assign(document.createElement('span'), { className: 'relative inline-block' });
  holder.setAttribute('aria-hidden', 'true');
  const width = Object.assign(document.createElement('span'), { className: 'invisible', textContent: finalText });
  const shown = Object.assign(document.createElement('span'), { className: 'absolute inset-0 whitespace-nowrap' });
  const show = (current: number) => {
    shown.textContent = `${prefix}${formatCount(current, decimals)}${suffix}`;
  };
  show(0);
  holder.append(width, shown);
  element.replaceChildren(spoken, holder);

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= COUNTER_THRESHOLD - 0.01)) return;
      observer.disconnect();
      // By the clock, not by counting steps: on a busy phone the steps come late, and the count still ends on time.
      const started = performance.now();
      const timer = setInterval(() => {
        const done = (performance.now() - started) / COUNTER_DURATION_MS;
        if (done < 1) return show(value * done);
        clearInterval(timer);
        element.textContent = finalText;
      }, COUNTER_TICK_MS);
    },
    { threshold: COUNTER_THRESHOLD },
  );
  observer.observe(element);
}

export function enhanceCounters(root: ParentNode = document) {
  if (!canObserve() || prefersReducedMotion()) return;
  for (const element of root.querySelectorAll<HTMLElement>('[data-counter]')) countUp(element);
}
