import { Route, Router, Switch } from 'wouter';
import type { StoreApi } from 'zustand';
import { itemRoutes, routes } from './routes.tsx';
import { ContentProvider, usePage, type ContentState } from './state/content.tsx';
import { Layout } from './components/Layout.tsx';
import NotFoundPage from './pages/NotFound.tsx';
import type { PageProps } from './pages/types.ts';
import type { ComponentType } from 'react';

function PageRoute({ slug, Page }: { slug: string; Page: ComponentType<PageProps> }) {
  return <Page page={usePage(slug)} />;
}

/**
 * The public site, rendered to HTML on the server. The browser does not hydrate it: a few lines of script enhance
 * the menu, counters, reveals, filter and lightbox (web/enhance), and only the forms are hydrated (web/islands).
 */
export function PublicApp({ store, ssrPath }: { store: StoreApi<ContentState>; ssrPath: string }) {
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
