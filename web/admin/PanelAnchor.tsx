// A link to where an item is edited in the panel (an Activity line, a launch checklist entry): a real address, so
// it opens in a new tab when asked, and otherwise opens the item in place, unsaved changes asked about first.
import type { ReactNode } from 'react';
import type { PanelLink } from '../shared/panel-link.ts';
import { panelHref, useOpenInPanel } from './content/selection.ts';

export function PanelAnchor({ link, children, className = '' }: { link: PanelLink; children: ReactNode; className?: string }) {
  const open = useOpenInPanel();
  return (
    <a
      href={panelHref(link)}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        open(link);
      }}
      className={`font-semibold text-accent-deep underline decoration-1 underline-offset-2 hover:text-ink ${className}`.trim()}
    >
      {children}
    </a>
  );
}
