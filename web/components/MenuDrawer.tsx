import { isCurrentPath, type NavItem } from '../shared/navigation.ts';
import { useSettings } from '../state/content.tsx';
import { telHref } from '../lib/tel.ts';
import { Glyph } from './Icon.tsx';
import { lucideChevronRight, lucideMail, lucidePhone, lucideX } from '../shared/icon-svg.ts';

export const MENU_ID = 'menu-drawer';

/** The drawer's content, closed until web/enhance/menu.ts opens it as a modal dialog. */
export function MenuDrawer({ items, location }: { items: NavItem[]; location: string }) {
  const settings = useSettings();
  return (
    <dialog
      id={MENU_ID}
      aria-labelledby={`${MENU_ID}-title`}
      className="drawer-panel fixed inset-y-0 left-0 right-auto m-0 h-full max-h-none w-[85vw] max-w-80 flex-col overflow-y-auto border-0 bg-ink p-0 text-white shadow-2xl outline-none open:flex lg:hidden"
    >
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-3">
        <h2 id={`${MENU_ID}-title`} className="m-0 text-sm font-semibold uppercase tracking-[0.2em] text-accent">
          Menu
        </h2>
        <button
          type="button"
          aria-label="Close menu"
          data-menu-close=""
          className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent text-white hover:bg-white/10 kbd-focus"
        >
          <Glyph svg={lucideX} className="h-6 w-6" />
        </button>
      </div>
      <nav aria-label="Main" className="flex-1 px-2 py-3">
        <ul className="m-0 list-none p-0">
          {items.map((item) => {
            const current = isCurrentPath(item.path, location);
            return (
              <li key={item.path}>
                <a
                  href={item.path}
                  aria-current={current ? 'page' : undefined}
                  className={`flex min-h-12 items-center justify-between gap-3 rounded-lg border-l-4 px-4 text-lg font-semibold no-underline kbd-focus ${
                    current ? 'border-accent bg-white/10 text-accent' : 'border-transparent text-white hover:bg-white/5'
                  }`}
                >
                  {item.label}
                  <Glyph svg={lucideChevronRight} className={current ? 'h-5 w-5 text-accent' : 'h-5 w-5 text-slate-400'} />
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {settings.phone || settings.email ? (
        <div className="grid gap-2 border-t border-white/10 px-6 py-5 text-sm">
          {settings.phone ? (
            <a href={telHref(settings.phone)} className="flex min-h-11 items-center gap-3 text-slate-200 no-underline hover:text-white kbd-focus">
              <Glyph svg={lucidePhone} className="h-5 w-5 text-accent" />
              {settings.phone}
            </a>
          ) : null}
          {settings.email ? (
            <a href={`mailto:${settings.email}`} className="flex min-h-11 items-center gap-3 break-all text-slate-200 no-underline hover:text-white kbd-focus">
              <Glyph svg={lucideMail} className="h-5 w-5 text-accent" />
              {settings.email}
            </a>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
