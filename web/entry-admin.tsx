// The admin panel's own bundle: loaded only by the admin routes' HTML (src/render/admin-pages.ts).
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AdminPayload } from './admin/types.ts';
import { AdminApp } from './admin/App.tsx';
import { LOGIN_PATH, RESET_PATH } from './admin/session.ts';

function readPayload(): AdminPayload {
  try {
    return JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as AdminPayload;
  } catch {
    return { companyName: '' };
  }
}

const { companyName, resetByMail } = readPayload();
const root = document.getElementById('root')!;
const app = <AdminApp companyName={companyName || 'Metrik Group'} resetByMail={resetByMail === true} />;
// The sign-in and reset pages arrive rendered (src/render/admin-login.tsx) and are hydrated; the other routes
// arrive as a loading line, replaced.
if (location.pathname === LOGIN_PATH || location.pathname === RESET_PATH) hydrateRoot(root, app);
else createRoot(root).render(app);
