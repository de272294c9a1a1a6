import { Router } from 'wouter';
import type { StoreApi } from 'zustand';
import { Layout } from './components/Layout.tsx';
import OfflinePage from './pages/Offline.tsx';
import { OFFLINE_PATH } from './shared/offline-forms.ts';
import { ContentProvider, type ContentState } from './state/content.tsx';

/** The offline page as the server renders it (src/render/offline-page.tsx): the site's header and footer around it. */
export function OfflineApp({ store }: { store: StoreApi<ContentState> }) {
  return (
    <Router ssrPath={OFFLINE_PATH}>
      <ContentProvider store={store}>
        <Layout>
          <OfflinePage />
        </Layout>
      </ContentProvider>
    </Router>
  );
}
