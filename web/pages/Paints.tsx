import type { PageProps } from './types.ts';

// TODO(page): SPEC.md §2 screen.
export default function PaintsPage({ page }: PageProps) {
  return (
    <div className="container band">
      <h1 className="heading-1">{page?.title ?? 'Paints'}</h1>
    </div>
  );
}
