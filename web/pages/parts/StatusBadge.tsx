/**
 * An item's status as a pill over its cover (a project's Completed, a development's Selling…). The colour follows
 * the label through `styles` (docs/product.md § Projects content); the label itself is always shown, never the colour alone.
 */
export function StatusBadge({ status, styles }: { status: string; styles: Record<string, string> }) {
  if (!status) return null;
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold text-white shadow ${styles[status] ?? 'bg-ink'}`}>
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white" />
      {status}
    </span>
  );
}
