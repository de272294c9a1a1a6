// Page content on the client: seeded from the server's JSON payload, fetched from /api/pages/:slug on
// client-side navigation. One store per render so concurrent server renders never share state.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { PageContent, PagePayload, PostedForm, PublicSettings } from '../shared/content.ts';
import { isUploadedImage, type PageImage } from '../shared/media.ts';

type PageEntry = { status: 'ready'; page: PageContent | null } | { status: 'loading' };

export interface ContentState {
  pages: Record<string, PageEntry>;
  site: PageContent | null;
  settings: PublicSettings;
  posted: PostedForm | null;
  /** The lite page (web/shared/lite.ts): fixed for the visit, as the server first answered. */
  lite: boolean;
  load(slug: string): void;
}

export function createContentStore(payload: PagePayload, slug: string | undefined): StoreApi<ContentState> {
  return createStore<ContentState>((set, get) => ({
    pages: slug ? { [slug]: { status: 'ready', page: payload.page } } : {},
    site: payload.site,
    settings: payload.settings,
    posted: payload.posted ?? null,
    lite: payload.lite === true,
    load(target) {
      if (get().pages[target]) return;
      set((s) => ({ pages: { ...s.pages, [target]: { status: 'loading' } } }));
      fetch(`/api/pages/${encodeURIComponent(target)}`, { credentials: 'include' })
        .then((res) => (res.ok ? (res.json() as Promise<PageContent>) : null))
        .catch(() => null)
        .then((page) => set((s) => ({ pages: { ...s.pages, [target]: { status: 'ready', page } } })));
    },
  }));
}

const ContentContext = createContext<StoreApi<ContentState> | null>(null);

export function ContentProvider({ store, children }: { store: StoreApi<ContentState>; children: ReactNode }) {
  return <ContentContext.Provider value={store}>{children}</ContentContext.Provider>;
}

function useContentStore<T>(selector: (s: ContentState) => T): T {
  const store = useContext(ContentContext);
  if (!store) throw new Error('ContentProvider is missing');
  return useStore(store, selector);
}

/** The content of a page, loading it on first use (client-side navigation). */
export function usePage(slug: string): PageEntry {
  const entry = useContentStore((s) => s.pages[slug]);
  const load = useContentStore((s) => s.load);
  useEffect(() => {
    if (!entry) load(slug);
  }, [entry, load, slug]);
  return entry ?? { status: 'loading' };
}

export const useSite = () => useContentStore((s) => s.site);

/** The title of a page already loaded (undefined while loading, or for no page); never starts a fetch. */
export function usePageTitle(slug: string | undefined): string | undefined {
  return useContentStore((s) => {
    const entry = slug ? s.pages[slug] : undefined;
    return entry?.status === 'ready' ? entry.page?.title : undefined;
  });
}

/** The variants of an uploaded image, from whichever loaded page carries them; undefined for the site's own art. */
export function usePageImage(src: string): PageImage | undefined {
  return useContentStore((s) => {
    if (!isUploadedImage(src)) return undefined;
    for (const entry of Object.values(s.pages)) {
      const found = entry.status === 'ready' ? entry.page?.media?.[src] : undefined;
      if (found) return found;
    }
    return s.site?.media?.[src];
  });
}
export const useSettings = () => useContentStore((s) => s.settings);
/** Whether this page is the lite page (web/shared/lite.ts). */
export const useLite = () => useContentStore((s) => s.lite);

/** What the server made of this page's form when the browser posted it itself; null on any other page. */
export function usePostedForm(path: string): PostedForm | null {
  return useContentStore((s) => (s.posted?.path === path ? s.posted : null));
}
