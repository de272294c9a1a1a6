import { hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app.tsx';
import { createContentStore } from './state/content.tsx';
import { slugForPath, type PagePayload } from './shared/content.ts';

const payload = JSON.parse(document.getElementById('page-data')!.textContent!) as PagePayload;
const store = createContentStore(payload, slugForPath(location.pathname));
hydrateRoot(document.getElementById('root')!, <PublicApp store={store} />);
