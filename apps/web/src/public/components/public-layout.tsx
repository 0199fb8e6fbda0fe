import { useEffect, type ReactNode } from 'react';
import type { PublicOrderPage } from '@syna/contracts/public-orders';

interface PublicLayoutProps {
  /** The firm whose page this is; null while it loads or when there is none. */
  firm: PublicOrderPage['tenant'] | null;
  /** The page's own title, also the browser tab's (with the firm's name). */
  title: string;
  children: ReactNode;
}

/** The frame of a public page: the firm's logo (or, without one, its name) on top, the page below. */
export function PublicLayout({ firm, title, children }: PublicLayoutProps) {
  useEffect(() => {
    document.title = firm ? `${title} – ${firm.name}` : title;
  }, [firm, title]);
  return (
    <>
      <header className="firm-header">
        <div className="container firm">
          {/* A logo usually spells the firm's name: it stands for the name (its text) rather than beside it. */}
          {firm?.logo ? (
            <img src={firm.logo} alt={firm.name} className="firm-logo" data-testid="public-firm-logo" />
          ) : (
            firm && (
              <p className="firm-name" data-testid="public-firm-name">
                {firm.name}
              </p>
            )
          )}
        </div>
      </header>
      <main className="container page">{children}</main>
    </>
  );
}
