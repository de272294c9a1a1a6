import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isCurrentPath, navItems, type NavItem } from '../shared/navigation.ts';
import { useSettings, useSite } from '../state/content.tsx';
import { Icon } from './Icon.tsx';
import { whenVisitorActs } from './idle.ts';
import { useLoadedPart } from './load-part.ts';

export const LOGO_SRC = '/art/logo.svg';

function Brand() {
  const settings = useSettings();
  return (
    <Link href="/" className="group flex min-h-11 min-w-0 items-center gap-3 lg:shrink-0 rounded-lg text-white no-underline kbd-focus">
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
                className={`relative flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-semibold no-underline transition-colors kbd-focus after:absolute after:inset-x-2.5 after:bottom-1 xl:px-3 xl:text-[15px] xl:after:inset-x-3 after:h-0.5 after:rounded-full after:content-empty ${
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

// The drawer's code (Radix Dialog) is fetched at the visitor's first tap, key or focus, outside the first-load JS.
const loadDrawer = () => import('./MenuDrawer.tsx');

function MobileMenu({ items, location }: { items: NavItem[]; location: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => whenVisitorActs(() => void loadDrawer().catch(() => undefined)), []);
  const MenuDrawer = useLoadedPart(loadDrawer, wanted);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-white/20 bg-transparent text-white hover:bg-white/10 kbd-focus lg:hidden"
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      {MenuDrawer ? <MenuDrawer open={open} onOpenChange={setOpen} items={items} location={location} returnFocusTo={buttonRef} /> : null}
    </>
  );
}

/** docs/product.md § Header: sticky; logo and name; eight links with the current one marked; a left drawer below lg. */
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
