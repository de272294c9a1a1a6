import { Icon } from '../../components/Icon.tsx';
import { Reveal } from '../../components/Reveal.tsx';
import { metaString, type ContentBlock } from '../../shared/content.ts';

/** One reason to choose the company: an amber icon tile beside a title and a sentence (Home, Real estate). */
export function IconPoint({ block, index }: { block: ContentBlock; index: number }) {
  return (
    <Reveal as="li" delay={(index + 1) * 100} className="card flex gap-5 p-6 md:p-8">
      <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-accent text-ink">
        <Icon name={metaString(block, 'icon', 'check')} className="h-7 w-7" />
      </span>
      <div>
        <h3 className="heading-3 m-0">{block.title}</h3>
        <p className="prose m-0 mt-2">{block.content}</p>
      </div>
    </Reveal>
  );
}
