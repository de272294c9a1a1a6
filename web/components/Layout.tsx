import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { itemAt, slugForPath } from '../shared/content.ts';
import { headMeta } from '../shared/meta.ts';
import { usePage, useSettings } from '../state/content.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { KeptForms } from './KeptForms.tsx';
import { Toaster } from './toast.tsx';
import { externalReferrer, sendPageView } from '../lib/page-view.ts';

/** Keeps document.title in step with client-side navigation (the server wrote the first one). */
function PageTitle({ slug }: { slug: string }) {
  const entry = usePage(slug);
  const settings = useSettings();
  const page = entry.status === 'ready' ? entry.page : undefined;
  useEffect(() => {
    if (page !== undefined) document.title = headMeta({ page, settings }).title;
  }, [page, settings]);
  return null;
}

function NotFoundTitle() {
  const settings = useSettings();
  useEffect(() => {
    document.title = headMeta({ page: null, settings }, true).title;
  }, [settings]);
  return null;
}

/**
 * docs/product.md § Navigation and loading: every navigation scrolls to the top; focus moves to the new page for keyboard and screen-reader
 * users. A layout effect, so the new page's reveals and counters measure themselves at the top, not at the old scroll.
 */
function useNavigationReset(location: string) {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
}

/** One page view per route shown, the first one with the site the visitor came from; a prerender counts once seen. */
function usePageViews(location: string) {
  const first = useRef(true);
  useEffect(() => {
    const referrer = first.current ? externalReferrer(document.referrer, window.location.hostname) : '';
    first.current = false;
    const send = () => sendPageView(location, referrer);
    if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', send, { once: true });
    else send();
  }, [location]);
}


export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const slug = slugForPath(location);
  useNavigationReset(location);
  usePageViews(location);
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <Toaster />
      <KeptForms />
      {/* An item page sets its own title (web/pages/Project.tsx). */}
      {slug ? <PageTitle slug={slug} /> : itemAt(location) ? null : <NotFoundTitle />}
    </>
  );
}
