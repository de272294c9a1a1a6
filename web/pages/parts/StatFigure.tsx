import type { ContentBlock } from '../../shared/content.ts';
import { metaString } from '../../shared/content.ts';
import { Counter } from '../../components/Counter.tsx';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * A `stat` block's figure: a number counts up (Counter); any other text ("24/7") is shown as written.
 * The suffix defaults to '+' (docs/product.md § Conventions shared by every page); thousands separators typed by an admin are accepted. A suffix in
 * words (" m²", "bn+") is set smaller beside the number, so that a figure like "4,600 m²" fits a phone column.
 */
export function StatFigure({ block, className }: { block: ContentBlock; className?: string }) {
  const text = block.content.trim();
  const prefix = metaString(block, 'prefix');
  const suffix = metaString(block, 'suffix', '+');
  const digits = text.replace(/,/g, '');
  if (!PLAIN_NUMBER.test(digits)) {
    return <span className={className ? `tabular-nums ${className}` : 'tabular-nums'}>{`${prefix}${text}${suffix}`}</span>;
  }
  if (!/[a-z]/i.test(suffix)) return <Counter value={Number(digits)} prefix={prefix} suffix={suffix} className={className} />;
  return (
    <span className={className ? `whitespace-nowrap ${className}` : 'whitespace-nowrap'}>
      <Counter value={Number(digits)} prefix={prefix} />
      {suffix.startsWith(' ') ? ' ' : ''}
      <span className="inline-block whitespace-nowrap text-[0.5em] tracking-normal">{suffix.trim()}</span>
    </span>
  );
}
