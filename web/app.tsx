import { Route, Router, Switch } from 'wouter';
import type { StoreApi } from 'zustand';
import { itemRoutes, routes } from './routes.tsx';
import { ContentProvider, usePage, type ContentState } from './state/content.tsx';
import { Layout } from './components/Layout.tsx';
import { Spinner } from './components/Spinner.tsx';
import NotFoundPage from './pages/NotFound.tsx';
import type { PageProps } from './pages/types.ts';
import { useEffect, type ComponentType } from 'react';

function PageRoute({ slug, Page }: { slug: string; Page: ComponentType<PageProps> }) {
  const entry = usePage(slug);
  return entry.status === 'loading' ? <Spinner /> : <Page page={entry.page} />;
}

/** The public site: rendered to HTML on the server (ssrPath) and hydrated with the same props in the browser. */
export function PublicApp({ store, ssrPath }: { store: StoreApi<ContentState>; ssrPath?: string }) {
  // Says the page now answers clicks and scrolling itself (tests wait for it: hydration runs after the first paint).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Router ssrPath={ssrPath}>
      <ContentProvider store={store}>
        <Layout>
          <Switch>
            {routes.map(({ path, slug, Page }) => (
              <Route key={path} path={path}>
                <PageRoute slug={slug} Page={Page} />
              </Route>
            ))}
            {itemRoutes.map(({ path, slug, Page }) => (
              <Route key={path} path={path}>
                <PageRoute slug={slug} Page={Page} />
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Layout>
      </ContentProvider>
    </Router>
  );
}
