import '@/lib/theme/fonts';
import './start-i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './public-app';

// The customers' pages: no sign-in, no staff shell; the page to show comes from the address.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <PublicApp location={window.location} />
    </StrictMode>,
  );
}
