import { findSection, metaString } from '../shared/content.ts';
import { HeroEmblem } from '../components/HeroEmblem.tsx';
import { Glyph } from '../components/Icon.tsx';
import { lucideArrowLeft, lucideConstruction, lucidePhone } from '../shared/icon-svg.ts';
import { HeroFrame } from '../components/PageHero.tsx';
import { telHref } from '../lib/tel.ts';
import { NOT_FOUND_LABEL, NOT_FOUND_LINKS, notFoundCallLabel, sitePage } from '../shared/seed/site.ts';
import { useSettings, useSite } from '../state/content.tsx';
import { blocksOf, labelText } from './parts/blocks.ts';

const seed = sitePage.sections.find((s) => s.sectionKey === 'not_found')!;

/**
 * docs/product.md § Not found: any unknown path. The server answers it with status 404. The company's words, the
 * way home and to the pages a broken link most likely meant, and the phone, beside the hero's blueprint emblem
 * from 1024 px.
 */
export default function NotFoundPage() {
  const section = findSection(useSite(), 'not_found');
  const { phone } = useSettings();
  // Until the admin's site page exists, the seed's links (the same ones the database is seeded with).
  const links = section
    ? blocksOf(section, 'link')
        .filter((b) => b.title.trim())
        .map((b) => ({ id: b.id, title: b.title, path: metaString(b, 'path', '/') }))
    : NOT_FOUND_LINKS.map((b, i) => ({ id: -(i + 1), title: b.title, path: String(b.metadata?.path ?? '/') }));
  const [home, ...more] = links;
  return (
    <section className="hero-band relative isolate overflow-hidden bg-ink text-white">
      <div className="container grid min-h-[60vh] items-center gap-10 py-20 md:py-28 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p aria-hidden="true" className="m-0 flex items-center gap-3 text-7xl font-extrabold leading-none tracking-tight text-accent tabular-nums md:text-8xl">
            4<Glyph svg={lucideConstruction} className="h-16 w-16 md:h-20 md:w-20" />4
          </p>
          <h1 className="m-0 mt-8 text-4xl font-extrabold text-white md:text-6xl">{section?.title || seed.title}</h1>
          <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-accent" />
          <p className="m-0 mt-6 max-w-xl text-lg leading-relaxed text-slate-200 md:text-xl">{section?.description || seed.description}</p>
          {home ? (
            <a href={home.path} className="btn-primary mt-10">
              <Glyph svg={lucideArrowLeft} className="h-5 w-5" />
              {home.title}
            </a>
          ) : null}
          {more.length ? (
            <ul className="m-0 mt-6 flex list-none flex-wrap justify-center gap-x-6 gap-y-1 p-0 lg:justify-start">
              {more.map((link) => (
                <li key={link.id}>
                  <a href={link.path} className="inline-flex min-h-11 items-center font-semibold text-white underline decoration-accent decoration-2 underline-offset-4 hover:text-accent kbd-focus rounded">
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {phone ? (
            <p className="m-0 mt-6 flex flex-wrap items-center justify-center gap-x-2 text-slate-200 lg:justify-start">
              <Glyph svg={lucidePhone} className="h-5 w-5 text-accent" />
              {labelText(section, NOT_FOUND_LABEL.call, notFoundCallLabel.title)}
              <a href={telHref(phone)} className="inline-flex min-h-11 items-center font-bold text-white tabular-nums underline-offset-4 hover:text-accent hover:underline kbd-focus rounded">
                {phone}
              </a>
            </p>
          ) : null}
        </div>
        <HeroFrame className="hidden lg:block">
          <HeroEmblem />
        </HeroFrame>
      </div>
    </section>
  );
}
