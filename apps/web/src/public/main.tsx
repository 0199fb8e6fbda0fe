import './public.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageLanguage } from './language';
import { PublicApp } from './public-app';

// The customers' pages: no sign-in, no staff shell; the page to show comes from the address.
document.documentElement.lang = pageLanguage;
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <PublicApp location={window.location} />
    </StrictMode>,
  );
}
