import { useLocation } from 'wouter';
import { isCurrentPath, navItems, type NavItem } from '../shared/navigation.ts';
import { useSettings, useSite } from '../state/content.tsx';
import { Glyph } from './Icon.tsx';
import { lucideMenu } from '../shared/icon-svg.ts';
import { MENU_ID, MenuDrawer } from './MenuDrawer.tsx';
import { LogoMark } from './LogoMark.tsx';

function Brand() {
  const settings = useSettings();
  return (
    <a href="/" className="group flex min-h-11 min-w-0 items-center gap-3 lg:shrink-0 rounded-lg text-white no-underline kbd-focus">
      <LogoMark className="h-10 w-10 shrink-0" />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate text-lg font-extrabold tracking-tight">{settings.companyName}</span>
        {settings.tagline ? <span className="truncate text-xs font-medium uppercase tracking-[0.18em] text-accent">{settings.tagline}</span> : null}
      </span>
    </a>
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
              <a
                href={item.path}
                aria-current={current ? 'page' : undefined}
                className={`relative flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-semibold no-underline transition-colors kbd-focus after:absolute after:inset-x-2.5 after:bottom-1 xl:px-3 xl:text-[15px] xl:after:inset-x-3 after:h-0.5 after:rounded-full after:content-empty ${
                  current ? 'text-accent after:bg-accent' : 'text-slate-200 hover:text-white hover:after:bg-white/40'
                }`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Below lg: opens the menu drawer (web/enhance/menu.ts; without scripts the footer lists the same pages). */
function MenuButton() {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded="false"
      aria-controls={MENU_ID}
      data-menu-open=""
      className="inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-white/20 bg-transparent text-white hover:bg-white/10 kbd-focus lg:hidden"
    >
      <Glyph svg={lucideMenu} className="h-6 w-6" />
    </button>
  );
}

/** docs/product.md § Header: sticky; logo and name; eight links with the current one marked; a left drawer below lg. */
export function Header() {
  const [location] = useLocation();
  const items = navItems(useSite());
  return (
    <>
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink text-white shadow-[0_1px_0_rgba(0,0,0,0.2)]">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <div className="container flex h-16 items-center gap-3 lg:h-20 lg:justify-between lg:gap-6">
        <MenuButton />
        <Brand />
        <DesktopNav items={items} location={location} />
      </div>
    </header>
    {/* Beside the header, not in it: a modal dialog of its own (web/components/MenuDrawer.tsx). */}
    <MenuDrawer items={items} location={location} />
    </>
  );
}
