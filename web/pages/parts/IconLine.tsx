import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { metaString, type ContentBlock } from '../../shared/content.ts';

/** A short point beside a form or a machine's specifications: a small ink tile with the block's icon, its title and sentence, and anything it adds below. */
export function IconLine({ block, children }: { block: ContentBlock; children?: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-ink text-accent">
        <Icon name={metaString(block, 'icon', 'check')} className="h-5 w-5" />
      </span>
      <div>
        <h3 className="m-0 text-lg font-bold text-ink">{block.title}</h3>
        <p className="prose m-0 mt-1">{block.content}</p>
        {children}
      </div>
    </li>
  );
}
