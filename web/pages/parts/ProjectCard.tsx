import type { ContentBlock } from '../../shared/content.ts';
import { metaList, metaString } from '../../shared/content.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { ContentImage } from '../../components/ContentImage.tsx';
import { SLOT_SIZES } from '../../components/image-sizes.ts';
import { Glyph, Icon } from '../../components/Icon.tsx';
import { lucideArrowRight, lucideCalendar, lucideMapPin } from '../../shared/icon-svg.ts';
import { projectPath } from '../../shared/item-slugs.ts';
import { SCENE } from './blocks.ts';
import { coverOf } from './blocks.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { PictureStandIn } from './PictureStandIn.tsx';

const CATEGORY_ICONS: Record<string, string> = { Commercial: 'building', Residential: 'house', Industrial: 'factory' };

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
  client: string;
  handedOver: string;
  caseStudy: string;
}

/**
 * A `project` block. Home shows the short card (category, year, title, description, location, status); the
 * Projects page adds area, duration and feature tags. Both open the project's own page (web/pages/Project.tsx).
 */
export function ProjectCard({ block, labels, full = false, sizes = SLOT_SIZES.card3 }: { block: ContentBlock; labels?: ProjectLabels; full?: boolean; sizes?: string }) {
  const category = metaString(block, 'category');
  const handedOver = metaString(block, 'handedOver');
  const client = metaString(block, 'client');
  // When the keys went to the client says more than the year alone; the card shows one of them.
  const year = handedOver || metaString(block, 'year');
  const location = metaString(block, 'location');
  const tags = metaList(block, 'tags');
  const href = projectPath(metaString(block, 'slug'));
  const cover = coverOf(block);
  const facts = labels
    ? [
        { icon: 'ruler', label: labels.area, value: metaString(block, 'area') },
        { icon: 'timer', label: labels.duration, value: metaString(block, 'duration') },
        handedOver ? { icon: 'key', label: labels.handedOver, value: handedOver } : { icon: 'calendar', label: labels.year, value: year },
      ].filter((fact) => fact.value)
    : [];
  const status = metaString(block, 'status');
  const placeLine = (year && !full) || location;
  return (
    <article className="card relative flex h-full flex-col overflow-hidden">
      <div className="relative bg-surface-warm">
        {cover ? (
          <ContentImage
            src={cover.src}
            alt={cover.alt}
            {...SCENE}
            sizes={sizes}
            className="pic"
          />
        ) : (
          <PictureStandIn icon={CATEGORY_ICONS[category] ?? 'building'} />
        )}
        {category || status ? (
          <div className={`absolute inset-x-3 top-3 flex flex-wrap items-start gap-2 ${category ? 'justify-between' : 'justify-end'}`}>
            {category ? <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wider text-ink shadow">{category}</span> : null}
            <StatusBadge status={status} styles={STATUS_STYLES} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        {placeLine ? (
          <p className="m-0 mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-medium text-ink-muted">
            {year && !full ? (
              <span className="inline-flex items-center gap-1.5">
                <Glyph svg={lucideCalendar} className="h-4 w-4 text-accent-dark" />
                {year}
              </span>
            ) : null}
            {location ? (
              <span className="inline-flex items-center gap-1.5">
                <Glyph svg={lucideMapPin} className="h-4 w-4 text-accent-dark" />
                {full && labels ? <span className="sr-only">{labels.location}: </span> : null}
                {location}
              </span>
            ) : null}
          </p>
        ) : null}
        <h3 className="heading-3 m-0">
          {/* On Home the whole card opens the project; on Projects its button does (one link per project there). */}
          {full ? (
            block.title
          ) : (
            <AppLink href={href} className="focus-ring rounded-sm text-ink no-underline after:absolute after:inset-0 after:content-[''] hover:text-accent-dark">
              {block.title}
            </AppLink>
          )}
        </h3>
        {client ? (
          <p className="m-0 mt-2 flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
            <Icon name="handshake" className="h-4 w-4 flex-none text-accent-dark" />
            {labels ? <span className="sr-only">{labels.client}: </span> : null}
            {client}
          </p>
        ) : null}
        {/* On Projects the text takes the free height, so the facts and the button line up across a row. */}
        {block.content ? <p className={`prose m-0 mt-3 ${full ? 'flex-1' : ''}`}>{block.content}</p> : null}
        {full && labels ? (
          <>
            {/* Between rules only when there is a fact to show: a project without any has no empty band. */}
            {facts.length ? (
              <dl className="m-0 mt-5 flex flex-wrap justify-between gap-x-4 gap-y-3 border-y border-surface-line py-4 text-sm">
                {facts.map((fact) => (
                  <Fact key={fact.icon} {...fact} />
                ))}
              </dl>
            ) : null}
            <FeatureTags tags={tags} className="mt-4" />
            <div className="mt-auto pt-5">
              <AppLink href={href} className="btn-dark w-full">
                {labels.caseStudy}
                <span className="sr-only">: {block.title}</span>
                <Glyph svg={lucideArrowRight} className="h-5 w-5" />
              </AppLink>
            </div>
          </>
        ) : null}
      </div>
    </article>
  );
}

/** A project's feature tags as chips: small on a card, larger on its own page (on a white-on-warm band). */
export function FeatureTags({ tags, className = '', large = false }: { tags: string[]; className?: string; large?: boolean }) {
  if (!tags.length) return null;
  const chip = large ? 'bg-white px-3 py-1.5 text-sm' : 'bg-surface-warm px-2.5 py-1 text-xs';
  return (
    <ul className={`m-0 flex list-none flex-wrap gap-2 p-0 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className={`rounded-md font-semibold text-ink-soft ring-1 ring-surface-line ${chip}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}

function Fact({ icon, label, value }: { icon: string; label: string; value: string }) {
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
