import { useEffect, useRef, useState } from 'react';
import { canObserve, prefersReducedMotion } from './motion.ts';

// docs/product.md § Counters: from 0 to the target over 2000 ms in 16 ms ticks, once, when half of it is visible.
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TICK_MS = 16;
export const COUNTER_THRESHOLD = 0.5;

const decimalsOf = (value: number) => (Number.isInteger(value) ? 0 : Math.min(String(value).split('.')[1]?.length ?? 0, 3));

export function formatCount(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/**
 * A statistic that counts up. The server HTML and the first client render show the final figure (crawlers,
 * visitors without JavaScript and hydration all agree); only after hydration, and never with reduced motion,
 * does it drop to 0 and count up when scrolled into view. Screen readers always read the final figure.
 */
export function Counter({ value, prefix = '', suffix = '', className }: { value: number; prefix?: string; suffix?: string; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  // null: the final figure as plain text (server render, reduced motion, and after the count has finished).
  const [current, setCurrent] = useState<number | null>(null);
  const decimals = decimalsOf(value);
  const finalText = `${prefix}${formatCount(value, decimals)}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve() || prefersReducedMotion() || !Number.isFinite(value)) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    setCurrent(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= COUNTER_THRESHOLD - 0.01)) return;
        observer.disconnect();
        const ticks = Math.ceil(COUNTER_DURATION_MS / COUNTER_TICK_MS);
        let tick = 0;
        timer = setInterval(() => {
          tick += 1;
          if (tick >= ticks) {
            clearInterval(timer);
            setCurrent(null);
          } else {
            setCurrent((value * tick) / ticks);
          }
        }, COUNTER_TICK_MS);
      },
      { threshold: COUNTER_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [value]);

  const classes = className ? `tabular-nums ${className}` : 'tabular-nums';
  if (current === null) {
    return (
      <span ref={ref} className={classes} data-counter={finalText}>
        {finalText}
      </span>
    );
  }
  return (
    <span ref={ref} className={classes} data-counter={finalText}>
      <span className="sr-only">{finalText}</span>
      {/* The invisible final figure holds the width, so the growing digits never shift the layout. */}
      <span aria-hidden="true" className="relative inline-block">
        <span className="invisible">{finalText}</span>
        <span className="absolute inset-0 whitespace-nowrap">{`${prefix}${formatCount(current, decimals)}${suffix}`}</span>
      </span>
    </span>
  );
}
