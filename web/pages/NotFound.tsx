import { findSection, metaString } from '../shared/content.ts';
import { HeroEmblem } from '../components/HeroEmblem.tsx';
import { Glyph } from '../components/Icon.tsx';
import { lucideArrowLeft, lucideConstruction } from '../shared/icon-svg.ts';
import { HeroFrame } from '../components/PageHero.tsx';
import { useSite } from '../state/content.tsx';

/** docs/product.md § Not found: any unknown path. The server answers it with status 404. Its words beside the hero's blueprint emblem from 1024 px. */
export default function NotFoundPage() {
  const section = findSection(useSite(), 'not_found');
  const back = section?.contentBlocks.find((b) => b.blockType === 'link' && b.title.trim());
  return (
    <section className="hero-band relative isolate overflow-hidden bg-ink text-white">
      <div className="container grid min-h-[60vh] items-center gap-10 py-20 md:py-28 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p aria-hidden="true" className="m-0 flex items-center gap-3 text-7xl font-extrabold leading-none tracking-tight text-accent tabular-nums md:text-8xl">
            4<Glyph svg={lucideConstruction} className="h-16 w-16 md:h-20 md:w-20" />4
          </p>
          <h1 className="m-0 mt-8 text-4xl font-extrabold text-white md:text-6xl">{section?.title || 'Page Not Found'}</h1>
          <span aria-hidden="true" className="mt-6 block h-1 w-16 rounded-full bg-accent" />
          <p className="m-0 mt-6 max-w-xl text-lg leading-relaxed text-slate-200 md:text-xl">
            {section?.description || 'Did you forget to add the page to the router?'}
          </p>
          <a href={metaString(back, 'path', '/')} className="btn-primary mt-10">
            <Glyph svg={lucideArrowLeft} className="h-5 w-5" />
            {back?.title || 'Back to Home'}
          </a>
        </div>
        <HeroFrame className="hidden lg:block">
          <HeroEmblem />
        </HeroFrame>
      </div>
    </section>
  );
}
