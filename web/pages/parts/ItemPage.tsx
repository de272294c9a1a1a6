// The page every item gets of its own (docs/product.md § Item pages): a project, a machine or a development. One
// shell for the three: breadcrumb, hero with the cover and the call to action, the description beside the key
// facts, the gallery, what the type adds (tags, unit prices, the client's words), up to three related items and
// the way back. Each type's page (Project.tsx, Machine.tsx, Development.tsx) says only what is its own.
import type { ReactNode } from 'react';
import { fillGrid } from './fill-grid.ts';
import { fillSizes } from './fill-sizes.ts';
import { useParams } from 'wouter';
import type { ContentBlock, ItemRoute, PageContent, Section } from '../../shared/content.ts';
import { brochurePath, enquiryHref, findSection, itemIn, metaString, picturesOf } from '../../shared/content.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { Glyph, Icon } from '../../components/Icon.tsx';
import { lucideArrowDown, lucideArrowLeft, lucideArrowRight } from '../../shared/icon-svg.ts';
import { PageHero } from '../../components/PageHero.tsx';
import { blocksOf, coverOf, labelText, SCENE } from './blocks.ts';
import { Gallery } from './Gallery.tsx';
import type { Fact } from '../../shared/item-fact-lists.ts';
import NotFoundPage from '../NotFound.tsx';


/** Up to three other items of the list: those sharing the item's `groupKey` value first, then the rest, each in the list's order. */
export function relatedItems(section: Section, item: ContentBlock, groupKey: string): ContentBlock[] {
  const others = blocksOf(section, item.blockType).filter((b) => b.id !== item.id && metaString(b, 'slug'));
  const group = metaString(item, groupKey);
  const same = others.filter((b) => group && metaString(b, groupKey) === group);
  return [...same, ...others.filter((b) => !same.includes(b))].slice(0, 3);
}

// Related developments end with a full-width button.
const RELATED_COLUMNS = { md: 2, lg: 3, oneMore: false } as const;

export interface ItemView {
  route: ItemRoute;
  item: ContentBlock;
  section: Section;
  /** The list page the item belongs to (its other sections may hold what the item page shows beside it). */
  page: PageContent;
  pageTitle: string;
}

/** The item the address names in its list page's content; the not-found screen otherwise. */
export function ItemRouteView({ page, route, children }: { page: PageContent | null; route: ItemRoute; children: (view: ItemView) => ReactNode }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const item = itemIn(page, route, slug.toLowerCase());
  const section = findSection(page, route.section);
  if (!page || !item || !section) return <NotFoundPage />;
  return <>{children({ route, item, section, page, pageTitle: page.title })}</>;
}

interface ShellProps extends ItemView {
  eyebrow: string;
  /** The call to action's words, e.g. "Request a quote for this machine". */
  cta: string;
  /** "All projects", "All equipment"… */
  back: string;
  /** The words of the link to the item's brochure (a PDF of this page), for the items that have one. */
  brochure?: string;
  facts: Fact[];
  factsHeading: string;
  aboutHeading: string;
  /** The long text (a case study); the short description stands in when there is neither this nor `details`. */
  story?: string;
  /** Below the text, beside the facts: tags, a price table, the hire terms. */
  details?: ReactNode;
  /** After the gallery: the client's words. */
  after?: ReactNode;
  relatedHeading: string;
  related: ContentBlock[];
  /** An item's card; `sizes` is its picture's slot in the related row. */
  card: (item: ContentBlock, sizes: string) => ReactNode;
}

export function ItemPageShell(props: ShellProps) {
  const { route, item, section, pageTitle, eyebrow, cta, back, facts, story, related } = props;
  const slug = metaString(item, 'slug');
  const pictures = picturesOf(item);
  const cover = coverOf(item);
  const href = enquiryHref(route, slug);
  const id = route.noun;
  return (
    <>
      <Breadcrumb listPath={route.listPath} listTitle={pageTitle || route.slug} title={item.title} />
      <PageHero
        section={undefined}
        eyebrow={eyebrow || pageTitle}
        title={item.title}
        description={item.content}
        image={cover ? { ...cover, ...SCENE } : undefined}
        actions={
          <>
            {/* A full load: the server fills in the form for this item (also without the script). */}
            <a href={href} className="btn-primary">
              {cta}
              <Glyph svg={lucideArrowRight} className="h-5 w-5" />
            </a>
            <AppLink href={route.listPath} className="btn-outline text-white">
              {back}
            </AppLink>
          </>
        }
      />
      <section aria-labelledby={`${id}-details`} className="band-warm">
        <div className="container grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <h2 id={`${id}-details`} className="heading-2 m-0">
              {props.aboutHeading}
            </h2>
            {/* The hero already says the short description; here it stands in only when there is nothing else to say. */}
            {(story || (props.details ? '' : item.content))
              .split(/\n\s*\n/)
              .filter((para) => para.trim())
              .map((para) => (
                <p key={para.slice(0, 40)} className="prose m-0 mt-5 whitespace-pre-line">
                  {para.trim()}
                </p>
              ))}
            {props.details}
          </div>
          {facts.length ? (
            // First on a phone: the facts are what a visitor scans for before reading.
            <aside aria-labelledby={`${id}-facts`} className="card order-first self-start p-6 lg:order-none">
              <h2 id={`${id}-facts`} className="heading-3 m-0">
                {props.factsHeading}
              </h2>
              <dl className="m-0 mt-4 grid gap-4">
                {facts.map((fact) => (
                  <div key={fact.key} className="relative border-b border-surface-line pb-3 pl-8 last:border-0 last:pb-0">
                    <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
                      <Icon name={fact.icon} className="absolute left-0 top-0.5 h-5 w-5 text-accent-dark" />
                      {fact.label}
                    </dt>
                    <dd className="m-0 mt-0.5 font-semibold text-ink">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <a href={href} className="btn-dark mt-6 w-full">
                {cta}
                <Glyph svg={lucideArrowRight} className="h-5 w-5" />
              </a>
              {props.brochure ? (
                <a href={brochurePath(route, slug)} download className="mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 font-semibold text-accent-dark underline underline-offset-4">
                  <Glyph svg={lucideArrowDown} className="h-4 w-4" />
                  {props.brochure}
                  <span className="font-normal text-ink-muted">(PDF)</span>
                </a>
              ) : null}
            </aside>
          ) : null}
        </div>
      </section>
      {pictures.length ? (
        <Band id={`${id}-gallery`} heading={labelText(section, 'gallery', 'Gallery')}>
          <Gallery pictures={pictures} title={item.title} />
        </Band>
      ) : null}
      {props.after}
      {related.length ? (
        <Band id={`${id}-related`} heading={props.relatedHeading}>
          <ul className={`m-0 list-none p-0 ${fillGrid(related.length, RELATED_COLUMNS)}`}>
            {related.map((other) => (
              <li key={other.id}>
                {props.card(other, fillSizes(related.length, RELATED_COLUMNS))}
              </li>
            ))}
          </ul>
          <p className="m-0 mt-10">
            <AppLink href={route.listPath} className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-dark underline-offset-4 hover:underline">
              <Glyph svg={lucideArrowLeft} className="h-4 w-4" />
              {back}
            </AppLink>
          </p>
        </Band>
      ) : null}
    </>
  );
}

function Breadcrumb({ listPath, listTitle, title }: { listPath: string; listTitle: string; title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="bg-ink pt-5 text-sm text-slate-300">
      <div className="container">
        <ol className="m-0 flex list-none flex-wrap items-center gap-x-2 gap-y-1 p-0">
          <li>
            <AppLink href="/" className="focus-ring rounded-sm text-slate-300 hover:text-white">
              Home
            </AppLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <AppLink href={listPath} className="focus-ring rounded-sm text-slate-300 hover:text-white">
              {listTitle}
            </AppLink>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-semibold text-white">
            {title}
          </li>
        </ol>
      </div>
    </nav>
  );
}

/** A white band of the page with its heading. */
function Band({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-16 md:py-20">
      <div className="container">
        <h2 id={id} className="heading-2 m-0">
          {heading}
        </h2>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
