import type { PageProps } from './types.ts';

// TODO(page): SPEC.md §2 screen.
export default function EquipmentPage({ page }: PageProps) {
  return (
    <div className="container band">
      <h1 className="heading-1">{page?.title ?? 'Equipment'}</h1>
    </div>
  );
}
