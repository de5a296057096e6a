import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadPage } from '@/app/routes';
import { prefetchSession } from '@/features/accounts/auth/api/session';
import { refreshOverviewAfterWrites } from '@/features/overview/dashboard/api/get-dashboard-overview';
import { queryClient } from '@/lib/query-client';
import { wantToaster } from '@/lib/toast';
import './index.css';

// A page needs its own code, its first screen's data and, unless it renders before the session is
// known (docs/decisions/216), the session check (docs/PRODUCT.md "Roles and access"): all start now,
// side by side, before React's first render (docs/decisions/294).
prefetchSession(queryClient);
preloadPage(window.location);
refreshOverviewAfterWrites(queryClient);

const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The toast area loads when a person first acts on the page (an answer to it may be a toast), unless
// a toast asks for it first (lib/toast.ts): never with what the page downloads for its first screen.
for (const type of ['pointerdown', 'keydown'] as const) {
  window.addEventListener(type, wantToaster, { once: true, capture: true, passive: true });
}
