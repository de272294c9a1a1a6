import type { ContentBlock } from '../../shared/content.ts';
import { metaList, metaString } from '../../shared/content.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { Icon } from '../../components/Icon.tsx';
import { SCENE } from './blocks.ts';

// The status colour follows the label (docs/product.md § Projects content); the label itself is always shown, never the colour alone.
const STATUS_STYLES: Record<string, string> = {
  Completed: 'bg-status-done',
  Ongoing: 'bg-status-ongoing',
  'Design Phase': 'bg-status-design',
};

export interface ProjectLabels {
  location: string;
  area: string;
  duration: string;
  year: string;
  caseStudy: string;
  enquire: string;
}

function StatusBadge({ status }: { status: string }) {
  if (!status) return null;
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold text-white shadow ${STATUS_STYLES[status] ?? 'bg-ink'}`}>
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-white" />
      {status}
    </span>
  );
}

/**
 * A `project` block. Home shows the short card (category, year, title, description, location, status); the
 * Projects page adds area, duration, feature tags and the full case study, opened in place (no script needed).
 */
export function ProjectCard({ block, labels, full = false }: { block: ContentBlock; labels?: ProjectLabels; full?: boolean }) {
  const category = metaString(block, 'category');
  const year = metaString(block, 'year');
  const location = metaString(block, 'location');
  const caseStudy = metaString(block, 'caseStudy');
  const tags = metaList(block, 'tags');
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className="relative bg-surface-warm">
        {block.imageUrl ? (
          <ContentImage
            src={block.imageUrl}
            alt={metaString(block, 'imageAlt', block.title)}
            {...SCENE}
            sizes={SLOT_SIZES.card3}
            className="aspect-[16/10] object-cover"
          />
        ) : (
          <div className="aspect-[16/10]" />
        )}
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          {category ? <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wider text-ink shadow">{category}</span> : <span />}
          <StatusBadge status={metaString(block, 'status')} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="m-0 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-ink-muted">
          {year && !full ? (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="h-4 w-4 text-accent-dark" />
              {year}
            </span>
          ) : null}
          {location ? (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="map-pin" className="h-4 w-4 text-accent-dark" />
              {full && labels ? <span className="sr-only">{labels.location}: </span> : null}
              {location}
            </span>
          ) : null}
        </p>
        <h3 className="heading-3 m-0 mt-3">{block.title}</h3>
        <p className={`prose m-0 mt-3 ${full ? 'flex-1' : ''}`}>{block.content}</p>
        {full && labels ? (
          <>
            <dl className="m-0 mt-5 grid grid-cols-[auto_auto_auto] justify-between gap-x-4 border-y border-surface-line py-4 text-sm">
              <Fact icon="ruler" label={labels.area} value={metaString(block, 'area')} />
              <Fact icon="timer" label={labels.duration} value={metaString(block, 'duration')} />
              <Fact icon="calendar" label={labels.year} value={year} />
            </dl>
            {tags.length ? (
              <ul className="m-0 mt-4 flex list-none flex-wrap gap-2 p-0">
                {tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-surface-warm px-2.5 py-1 text-xs font-semibold text-ink-soft ring-1 ring-surface-line">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="pt-5">
              <details className="group">
                <summary className="btn-dark w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                  {labels.caseStudy}
                  <span className="sr-only">: {block.title}</span>
                  <Icon name="chevron-down" className="h-5 w-5 transition-transform group-open:rotate-180" />
                </summary>
                <div className="pt-4">
                  {caseStudy ? <p className="prose m-0">{caseStudy}</p> : null}
                  <AppLink
                    href="/contact"
                    className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-dark underline-offset-4 hover:underline"
                  >
                    {labels.enquire}
                    <span className="sr-only">: {block.title}</span>
                    <Icon name="arrow-right" className="h-4 w-4" />
                  </AppLink>
                </div>
              </details>
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}

function Fact({ icon, label, value }: { icon: string; label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-ink-muted">
        <Icon name={icon} className="h-4 w-4 text-accent-dark" />
        {label}
      </dt>
      <dd className="m-0 mt-0.5 font-semibold text-ink">{value}</dd>
    </div>
  );
}
