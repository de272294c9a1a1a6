// A page's content as it is rendered: on the server from the database, in the browser (a hydrated island, web/islands)
// from the island payload. One store per render so concurrent server renders never share state.
import { createContext, useContext, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { PageContent, PagePayload, PostedForm, PublicSettings } from '../shared/content.ts';
import { isUploadedImage, type PageImage } from '../shared/media.ts';

export interface ContentState {
  pages: Record<string, PageContent | null>;
  site: PageContent | null;
  settings: PublicSettings;
  posted: PostedForm | null;
  /** The lite page (web/shared/lite.ts): fixed for the visit, as the server first answered. */
  lite: boolean;
}

export function createContentStore(payload: PagePayload, slug: string | undefined): StoreApi<ContentState> {
  return createStore<ContentState>(() => ({
    pages: slug ? { [slug]: payload.page ?? null } : {},
    site: payload.site,
    settings: payload.settings,
    posted: payload.posted ?? null,
    lite: payload.lite === true,
  }));
}

const ContentContext = createContext<StoreApi<ContentState> | null>(null);

export function ContentProvider({ store, children }: { store: StoreApi<ContentState>; children: ReactNode }) {
  return <ContentContext.Provider value={store}>{children}</ContentContext.Provider>;
}

/** The store itself (an island passes it on to the root it renders: web/islands/Island.tsx). */
export function useContentStoreApi(): StoreApi<ContentState> {
  const store = useContext(ContentContext);
  if (!store) throw new Error('ContentProvider is missing');
  return store;
}

function useContentStore<T>(selector: (s: ContentState) => T): T {
  return useStore(useContentStoreApi(), selector);
}

/** The content of a page rendered here (null: none, e.g. its record was deleted and the seed stands in). */
export const usePage = (slug: string): PageContent | null => useContentStore((s) => s.pages[slug] ?? null);

export const useSite = () => useContentStore((s) => s.site);

/** The title of the page rendered here (undefined for none). */
export const usePageTitle = (slug: string | undefined): string | undefined => useContentStore((s) => (slug ? s.pages[slug]?.title : undefined));

/** The variants of an uploaded image, from whichever loaded page carries them; undefined for the site's own art. */
export function usePageImage(src: string): PageImage | undefined {
  return useContentStore((s) => {
    if (!isUploadedImage(src)) return undefined;
    for (const page of Object.values(s.pages)) {
      const found = page?.media?.[src];
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
