import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { routes } from '../routes.tsx';
import { useSettings } from '../state/content.tsx';

// TODO(frame): header with mobile menu, footer (SPEC.md §2 Header/Footer).
export function Layout({ children }: { children: ReactNode }) {
  const settings = useSettings();
  return (
    <>
      <header className="sticky top-0 z-40 bg-ink text-white">
        <nav aria-label="Main" className="container flex gap-4 py-4">
          <span className="font-bold">{settings.companyName}</span>
          {routes.map((r) => (
            <Link key={r.path} href={r.path} className="text-white">
              {r.slug}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="bg-ink text-white py-8">
        <div className="container">{settings.companyName}</div>
      </footer>
    </>
  );
}
