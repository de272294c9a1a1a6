import { createRoot } from 'react-dom/client';

// TODO(admin): the admin panel (issue 4).
createRoot(document.getElementById('root')!).render(<p>Admin</p>);
