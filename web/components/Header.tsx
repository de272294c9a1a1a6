import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isCurrentPath, navItems, type NavItem } from '../shared/navigation.ts';
import { useSettings, useSite } from '../state/content.tsx';
import { Icon } from './Icon.tsx';

export const LOGO_SRC = '/art/logo.svg';

function Brand() {
  const settings = useSettings();
  return (
    <Link href="/" className="group flex min-h-11 min-w-0 items-center gap-3 rounded-lg text-white no-underline focus-ring">
      <img src={LOGO_SRC} alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-lg font-extrabold tracking-tight">{settings.companyName}</span>
        {settings.tagline ? <span className="truncate text-xs font-medium uppercase tracking-[0.18em] text-accent">{settings.tagline}</span> : null}
      </span>
    </Link>
  );
}

function DesktopNav({ items, location }: { items: NavItem[]; location: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="m-0 flex list-none items-center gap-1 p-0">
        {items.map((item) => {
          const current = isCurrentPath(item.path, location);
          return (
            <li key={item.path}>
              <Link
                href={item.path}
                aria-current={current ? 'page' : undefined}
                className={`relative flex min-h-11 items-center rounded-md px-3 text-[15px] font-semibold no-underline transition-colors focus-ring after:absolute after:inset-x-3 after:bottom-1 after:h-0.5 after:rounded-full after:content-empty ${
                  current ? 'text-accent after:bg-accent' : 'text-slate-200 hover:text-white hover:after:bg-white/40'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileMenu({ items, location }: { items: NavItem[]; location: string }) {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  // A link was chosen: focus goes to the new page (Layout), not back to the menu button.
  const navigatedRef = useRef(false);
  const choose = () => {
    navigatedRef.current = true;
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className="inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-white/20 bg-transparent text-white hover:bg-white/10 focus-ring lg:hidden"
      >
        <Icon name="menu" className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-ink/70 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!navigatedRef.current) return;
            navigatedRef.current = false;
            event.preventDefault();
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-80 flex-col overflow-y-auto bg-ink text-white shadow-2xl outline-none lg:hidden"
        >
          <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
            <Dialog.Title className="m-0 text-sm font-semibold uppercase tracking-[0.2em] text-accent">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-white hover:bg-white/10 focus-ring"
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
                      className={`flex min-h-12 items-center justify-between gap-3 rounded-lg border-l-4 px-4 text-lg font-semibold no-underline focus-ring ${
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
                <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} className="flex min-h-11 items-center gap-3 text-slate-200 no-underline hover:text-white focus-ring">
                  <Icon name="phone" className="h-5 w-5 text-accent" />
                  {settings.phone}
                </a>
              ) : null}
              {settings.email ? (
                <a href={`mailto:${settings.email}`} className="flex min-h-11 items-center gap-3 break-all text-slate-200 no-underline hover:text-white focus-ring">
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

/** SPEC.md §2 Header: sticky; logo and name; eight links with the current one marked; a left drawer below lg. */
export function Header() {
  const [location] = useLocation();
  const items = navItems(useSite());
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink text-white shadow-[0_1px_0_rgba(0,0,0,0.2)]">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="container flex h-16 items-center gap-3 lg:h-20 lg:justify-between lg:gap-6">
        <MobileMenu items={items} location={location} />
        <Brand />
        <DesktopNav items={items} location={location} />
      </div>
    </header>
  );
}
