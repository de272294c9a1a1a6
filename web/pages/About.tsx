import type { ReactNode } from 'react';
import type { ContentBlock, Section } from '../shared/content.ts';
import { findSection, metaString } from '../shared/content.ts';
import { ContentImage } from '../components/ContentImage.tsx';
import { SLOT_SIZES } from '../components/image-sizes.ts';
import { Icon } from '../components/Icon.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Reveal } from '../components/Reveal.tsx';
import { useSettings } from '../state/content.tsx';
import { hoursLines } from '../shared/opening-hours.ts';
import { blocksOf, heroActions, heroImage, initials, SCENE } from './parts/blocks.ts';
import { Band } from './parts/Band.tsx';
import { CtaBand } from './parts/CtaBand.tsx';
import { telHref } from '../lib/tel.ts';
import { InOrder } from './parts/InOrder.tsx';
import { SectionHeading } from './parts/SectionHeading.tsx';
import { StatGrid } from './parts/StatGrid.tsx';
import { fillGrid } from './parts/fill-grid.ts';
import { fillSizes } from './parts/fill-sizes.ts';
import type { PageProps } from './types.ts';

export default function AboutPage({ page }: PageProps) {
  const hero = findSection(page, 'hero');
  const capabilities = findSection(page, 'capabilities');
  return (
    <>
      <PageHero section={hero} eyebrow={page?.title} actions={heroActions(hero)} image={heroImage(hero)} />
      <InOrder
        page={page}
        sections={{
          story: <Story section={findSection(page, 'story')} />,
          values: <Values section={findSection(page, 'values')} />,
          capabilities: capabilities ? (
            <Band section={capabilities} headingId="about-capabilities" tone="ink" headingClassName="mb-12">
              <StatGrid blocks={blocksOf(capabilities, 'stat')} />
            </Band>
          ) : null,
          leadership: <Leadership section={findSection(page, 'leadership')} />,
          office: <Office section={findSection(page, 'office')} />,
          cta: <CtaBand section={findSection(page, 'cta')} id="about-cta" />,
        }}
      />
    </>
  );
}

function Story({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const milestones = blocksOf(section, 'milestone');
  return (
    <section aria-labelledby="about-story" className="band">
      <div className="container grid gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading section={section} id="about-story" />
          <div className="mt-6 grid gap-5">
            {blocksOf(section, 'paragraph').map((p) => (
              <p key={p.id} className="prose m-0 text-lg">
                {p.content}
              </p>
            ))}
          </div>
        </div>
        {milestones.length ? (
          <ol className="relative m-0 grid list-none gap-8 p-0 pl-8 before:absolute before:bottom-2 before:left-[11px] before:top-2 before:w-0.5 before:bg-surface-line before:content-['']">
            {milestones.map((m, index) => (
              <Reveal as="li" key={m.id} delay={(index + 1) * 100} className="relative">
                <span aria-hidden="true" className="absolute -left-8 top-1 h-6 w-6 rounded-full border-4 border-white bg-accent shadow ring-1 ring-surface-line" />
                <p className="m-0 text-3xl font-extrabold leading-none tracking-tight text-accent-dark tabular-nums">{metaString(m, 'year')}</p>
                <h3 className="heading-3 m-0 mt-2">{m.title}</h3>
                <p className="prose m-0 mt-2">{m.content}</p>
              </Reveal>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

function Values({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const values = blocksOf(section, 'value');
  return (
    <Band section={section} headingId="about-values" tone="warm" center>
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(values.length, { md: 3, lg: 3 })}`}>
        {values.map((value, index) => (
          <Reveal as="li" key={value.id} delay={(index + 1) * 100} className="card border-t-4 border-t-accent p-8">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-xl bg-ink text-accent">
              <Icon name={metaString(value, 'icon', 'check')} className="h-7 w-7" />
            </span>
            <h3 className="heading-3 m-0 mt-6">{value.title}</h3>
            <p className="prose m-0 mt-3">{value.content}</p>
          </Reveal>
        ))}
      </ul>
    </Band>
  );
}

/**
 * A leader's headshot across the top of their card, cropped around the face (the photo's focal point) and described
 * by name and role; without one, the same frame holds their initials on navy (decorative: the name follows), so
 * the card keeps its shape and a photo is the look the layout is made for.
 */
function Portrait({ leader, sizes }: { leader: ContentBlock; sizes: string }) {
  const frame = 'relative block aspect-[4/5] w-full overflow-hidden';
  if (leader.imageUrl) {
    const role = metaString(leader, 'role');
    return (
      <span className={`${frame} bg-surface-warm`}>
        <ContentImage src={leader.imageUrl} alt={role ? `${leader.title}, ${role}` : leader.title} width={800} height={1000} sizes={sizes} fill />
      </span>
    );
  }
  return (
    <span aria-hidden="true" data-monogram="" className={`${frame} blueprint-panel flex items-center justify-center bg-ink`}>
      <span className="font-display text-6xl font-extrabold tracking-wide text-accent">{initials(leader.title)}</span>
    </span>
  );
}

function Leadership({ section }: { section: Section | undefined }) {
  if (!section) return null;
  const leaders = blocksOf(section, 'leader');
  const columns = { md: 2, lg: 4 } as const;
  const sizes = fillSizes(leaders.length, columns);
  return (
    <Band section={section} headingId="about-leadership">
      <ul className={`m-0 mt-12 list-none p-0 ${fillGrid(leaders.length, columns)}`}>
        {leaders.map((leader, index) => (
          <Reveal as="li" key={leader.id} delay={(index + 1) * 100} className="card flex flex-col overflow-hidden">
            <Portrait leader={leader} sizes={sizes} />
            <div className="flex flex-1 flex-col border-t-4 border-accent p-6">
              <h3 className="m-0 text-lg font-bold leading-snug text-ink">{leader.title}</h3>
              {metaString(leader, 'role') ? <p className="m-0 mt-1 text-sm font-semibold uppercase tracking-wider text-accent-dark">{metaString(leader, 'role')}</p> : null}
              {leader.content ? <p className="prose m-0 mt-4">{leader.content}</p> : null}
            </div>
          </Reveal>
        ))}
      </ul>
    </Band>
  );
}

function Office({ section }: { section: Section | undefined }) {
  if (!section) return null;
  return (
    <Band section={section} headingId="about-office" tone="warm">
      {blocksOf(section, 'office').map((office) => (
        <OfficeCard key={office.id} office={office} />
      ))}
    </Band>
  );
}

function OfficeCard({ office }: { office: ContentBlock }) {
  const settings = useSettings();
  const phoneHref = telHref(settings.phone);
  return (
    <Reveal as="article" className="card mt-10 grid overflow-hidden md:grid-cols-2">
      {office.imageUrl ? (
        <ContentImage
          src={office.imageUrl}
          alt={metaString(office, 'imageAlt', office.title)}
          {...SCENE}
          sizes={SLOT_SIZES.halfFromMd}
          className="aspect-[16/10] h-full object-cover"
        />
      ) : null}
      <div className="flex flex-col justify-center p-6 md:p-10">
        <h3 className="heading-3 m-0">{office.title}</h3>
        <p className="prose m-0 mt-3">{office.content}</p>
        <dl className="m-0 mt-6 grid gap-5">
          <Detail icon="map-pin" label={metaString(office, 'addressLabel')}>
            {settings.address}
          </Detail>
          <Detail icon="phone" label={metaString(office, 'phoneLabel')}>
            <a href={phoneHref} className="inline-flex min-h-11 items-center font-semibold text-ink underline decoration-accent decoration-2 underline-offset-4">
              {settings.phone}
            </a>
          </Detail>
          <Detail icon="clock" label={metaString(office, 'hoursLabel')}>
            {hoursLines(settings.openingHours).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Detail>
        </dl>
      </div>
    </Reveal>
  );
}

function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">
        <span className="absolute left-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-lg bg-accent/15 text-accent-dark">
          <Icon name={icon} className="h-5 w-5" />
        </span>
        {label}
      </dt>
      <dd className="m-0 mt-0.5 font-semibold text-ink">{children}</dd>
    </div>
  );
}
