import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { isCurrentPath, type NavItem } from '../shared/navigation.ts';
import { useSettings } from '../state/content.tsx';
import { telHref } from '../lib/tel.ts';
import { Icon } from './Icon.tsx';

/** The left slide-out menu below the lg breakpoint: a modal Radix dialog (focus moved in and trapped, Escape closes). */
export default function MenuDrawer({
  open,
  onOpenChange,
  items,
  location,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  items: NavItem[];
  location: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const settings = useSettings();
  // A link was chosen: focus goes to the new page (Layout), not back to the menu button.
  const navigatedRef = useRef(false);
  const choose = () => {
    navigatedRef.current = true;
    onOpenChange(false);
  };
  // Widened past the lg breakpoint (rotation, resize): the desktop links take over, so the drawer closes.
  useEffect(() => {
    const desktop = matchMedia('(min-width: 1024px)');
    const close = () => desktop.matches && onOpenChange(false);
    close();
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [onOpenChange]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-ink/70 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (navigatedRef.current) document.getElementById('main')?.focus({ preventScroll: true });
            else returnFocusTo.current?.focus();
            navigatedRef.current = false;
          }}
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col overflow-y-auto bg-ink text-white shadow-2xl outline-none lg:hidden"
        >
          <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
            <Dialog.Title className="m-0 text-sm font-semibold uppercase tracking-[0.2em] text-accent">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-white hover:bg-white/10 kbd-focus"
            >
              <Icon name="x" className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 px-2 py-3">
            <ul className="m-0 list-none p-0">
              {items.map((item) => {
                const current = isCurrentPath(item.path, location);
                return (
                  <li key={item.path}>
                    <Link
                      href={item.path}
                      onClick={choose}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-12 items-center justify-between gap-3 rounded-lg border-l-4 px-4 text-lg font-semibold no-underline kbd-focus ${
                        current ? 'border-accent bg-white/10 text-accent' : 'border-transparent text-white hover:bg-white/5'
                      }`}
                    >
                      {item.label}
                      <Icon name="chevron-right" className={current ? 'h-5 w-5 text-accent' : 'h-5 w-5 text-slate-400'} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {settings.phone || settings.email ? (
            <div className="grid gap-2 border-t border-white/10 px-6 py-5 text-sm">
              {settings.phone ? (
                <a href={telHref(settings.phone)} className="flex min-h-11 items-center gap-3 text-slate-200 no-underline hover:text-white kbd-focus">
                  <Icon name="phone" className="h-5 w-5 text-accent" />
                  {settings.phone}
                </a>
              ) : null}
              {settings.email ? (
                <a href={`mailto:${settings.email}`} className="flex min-h-11 items-center gap-3 break-all text-slate-200 no-underline hover:text-white kbd-focus">
                  <Icon name="mail" className="h-5 w-5 text-accent" />
                  {settings.email}
                </a>
              ) : null}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
