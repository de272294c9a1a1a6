import type { PageProps } from './types.ts';

// TODO(page): SPEC.md §2 screen.
export default function HomePage({ page }: PageProps) {
  return (
    <div className="container band">
      <h1 className="heading-1">{page?.title ?? 'Home'}</h1>
    </div>
  );
}
