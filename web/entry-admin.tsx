// The admin panel's own bundle: loaded only by the admin routes' HTML shell (src/render/admin-pages.ts).
import { createRoot } from 'react-dom/client';
import type { AdminPayload } from './admin/types.ts';
import { AdminApp } from './admin/App.tsx';

function readPayload(): AdminPayload {
  try {
    return JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as AdminPayload;
  } catch {
    return { companyName: '' };
  }
}

const { companyName } = readPayload();
createRoot(document.getElementById('root')!).render(<AdminApp companyName={companyName || 'Metrik Group'} />);
