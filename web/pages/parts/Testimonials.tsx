import type { ReactNode } from 'react';
import type { Testimonial } from '../../shared/content.ts';
import { AppLink } from '../../components/AppLink.tsx';
import { Glyph } from '../../components/Icon.tsx';
import { lucideArrowRight } from '../../shared/icon-svg.ts';

/** One client's words, with the project they are about when the quote is shown away from its project page. */
export interface ClientWords {
  key: string | number;
  words: Testimonial;
  project?: { title: string; href: string };
}

/**
 * Clients' words on a navy band: one quote large and centred; two side by side; three as one large quote beside
 * two smaller ones (a composition no other band on the site uses), from 768 px, so no quote spans the row above
 * two narrower ones. On phones the quotes are a row the visitor swipes, each nearly the screen's width, so three
 * quotes do not make the page three screens longer. More than three: the first three.
 */
export function TestimonialBand({ id, heading, quotes }: { id: string; heading: ReactNode; quotes: ClientWords[] }) {
  if (quotes.length === 0) return null;
  const shown = quotes.slice(0, 3);
  const single = shown.length === 1;
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-ink py-16 text-white md:py-24">
      <QuoteMark className="pointer-events-none absolute -top-6 right-4 h-48 w-48 text-ink-soft md:right-16 md:h-72 md:w-72" />
      <div className={`container relative ${single ? 'max-w-4xl' : ''}`}>
        {heading}
        <ul
          className={
            single
              ? 'm-0 mt-8 list-none p-0'
              : 'm-0 -mx-4 mt-10 flex list-none snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:gap-6 md:overflow-visible md:px-0 md:pb-0 ' +
                (shown.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 md:grid-rows-2 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]')
          }
        >
          {shown.map((quote, index) => (
            <li
              key={quote.key}
              className={
                single
                  ? ''
                  : `w-[85%] shrink-0 snap-start md:w-auto ${shown.length === 3 && index === 0 ? 'md:row-span-2' : ''}`
              }
            >
              <QuoteFigure quote={quote} large={single || (shown.length === 3 && index === 0)} single={single} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const BOX = 'rounded-xl border border-white/10 bg-ink-soft/60 p-6';

/**
 * Quotes are boxed, except a single one, and the large one beside two others from 768 px: there it stands
 * on the band itself, centred in its column's height (a box that tall would be mostly empty).
 */
function QuoteFigure({ quote, large, single }: { quote: ClientWords; large: boolean; single: boolean }) {
  const { words, project } = quote;
  const frame = single ? '' : large ? `${BOX} md:justify-center md:border-0 md:bg-transparent md:p-0 md:pr-6` : `${BOX} md:p-8`;
  return (
    <figure className={`m-0 flex h-full flex-col ${frame}`}>
      <QuoteMark className={`text-accent ${large ? 'h-12 w-12' : 'h-8 w-8'}`} />
      <blockquote className={`m-0 mt-4 font-semibold leading-snug ${large ? 'text-xl md:text-3xl' : 'flex-1 text-lg md:text-xl'}`}>
        <p className="m-0">{`“${words.quote}”`}</p>
      </blockquote>
      {words.name || words.role || project ? (
        <figcaption className="mt-6 border-t border-white/15 pt-4 text-slate-300">
          {words.name ? <span className="block font-semibold text-white">{words.name}</span> : null}
          {words.role ? <span className="block">{words.role}</span> : null}
          {project ? (
            <AppLink
              href={project.href}
              className="kbd-focus mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
            >
              {project.title}
              <Glyph svg={lucideArrowRight} className="h-4 w-4" />
            </AppLink>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** A heavy opening quotation mark, drawn so it needs no font. */
function QuoteMark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d="M4 40V27.5C4 16.6 9.3 9.6 19.8 6.5l2 4.6c-5.6 2.1-8.5 6-8.9 11.4H20V40H4Zm24 0V27.5c0-10.9 5.3-17.9 15.8-21l2 4.6c-5.6 2.1-8.5 6-8.9 11.4H44V40H28Z" />
    </svg>
  );
}
