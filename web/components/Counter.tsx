import { decimalsOf, formatCount } from '../enhance/counters.ts';

// docs/product.md § Counters: from 0 to the target over 2000 ms in 16 ms ticks, once, when half of it is visible.
// The server renders the final figure (crawlers, visitors without JavaScript and screen readers all read it); the
// count itself is web/enhance/counters.ts, a few lines of script instead of React on every page.
export function Counter({ value, prefix = '', suffix = '', className }: { value: number; prefix?: string; suffix?: string; className?: string }) {
  const finalText = `${prefix}${formatCount(value, decimalsOf(value))}${suffix}`;
  return (
    <span className={className ? `tabular-nums ${className}` : 'tabular-nums'} data-counter={finalText}>
      {finalText}
    </span>
  );
}

