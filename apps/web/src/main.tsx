import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/routes';
import { prefetchSession } from '@/features/accounts/auth/api/session';
import { queryClient } from '@/lib/query-client';
import './index.css';

// Every page waits for the session check (docs/PRODUCT.md "Roles and access") and then for its own code: both
// start now, side by side, before React's first render.
prefetchSession(queryClient);
preloadPage(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
