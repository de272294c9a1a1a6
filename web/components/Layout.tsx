import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PhoneBar } from './PhoneBar.tsx';

/** The header and footer around every public page (the server writes each page's title and meta). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <PhoneBar />
    </>
  );
}
