export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-surface-line border-t-accent" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
