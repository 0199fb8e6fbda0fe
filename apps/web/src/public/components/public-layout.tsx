import { useEffect, type ReactNode } from 'react';
import type { PublicOrderPage } from '@syna/contracts/public-orders';

interface PublicLayoutProps {
  /** The firm whose page this is; null while it loads or when there is none. */
  firm: PublicOrderPage['tenant'] | null;
  /** The page's own title, also the browser tab's (with the firm's name). */
  title: string;
  children: ReactNode;
}

/** The frame of a public page: the firm's logo and name on top, the page below. */
export function PublicLayout({ firm, title, children }: PublicLayoutProps) {
  useEffect(() => {
    document.title = firm ? `${title} – ${firm.name}` : title;
  }, [firm, title]);
  return (
    <>
      <header className="firm-header">
        <div className="container firm">
          {/* The name beside it says who the firm is, so the logo is decoration for screen readers. */}
          {firm?.logo && <img src={firm.logo} alt="" className="firm-logo" />}
          {firm && (
            <p className="firm-name" data-testid="public-firm-name">
              {firm.name}
            </p>
          )}
        </div>
      </header>
      <main className="container page">{children}</main>
    </>
  );
}
