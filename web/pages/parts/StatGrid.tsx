import type { ContentBlock } from '../../shared/content.ts';
import { Reveal } from '../../components/Reveal.tsx';
import { StatFigure } from './StatFigure.tsx';
import { fillGrid } from './fill-grid.ts';
import { figureSize } from './figure-size.ts';
import { metaString } from '../../shared/content.ts';

const TONES = {
  // Figures in amber on the navy band; labels in light slate (both well above AA on ink).
  ink: { figure: 'text-accent', label: 'text-slate-200', rule: 'border-white/15' },
  // Figures and labels in ink on the amber band.
  amber: { figure: 'text-ink', label: 'text-ink', rule: 'border-ink/20' },
} as const;

/** A row of `stat` blocks: figure above label, two a row on phones, up to four from the medium breakpoint. */
export function StatGrid({ blocks, tone = 'ink' }: { blocks: ContentBlock[]; tone?: keyof typeof TONES }) {
  const t = TONES[tone];
  return (
    <dl className={`m-0 gap-y-10 ${fillGrid(blocks.length, { base: 2, md: 4, lg: 4 })}`}>
      {blocks.map((block, index) => (
        <Reveal key={block.id} delay={(index + 1) * 100} className={`flex flex-col-reverse justify-end border-l-2 pl-4 md:pl-6 ${t.rule}`}>
          <dt className={`mt-2 text-sm font-semibold uppercase tracking-wider md:text-base ${t.label}`}>{block.title}</dt>
          <dd className={`m-0 font-display font-extrabold leading-none ${figureSize(`${metaString(block, 'prefix')}${block.content}${metaString(block, 'suffix', '+')}`)} ${t.figure}`}>
            <StatFigure block={block} />
          </dd>
        </Reveal>
      ))}
    </dl>
  );
}
