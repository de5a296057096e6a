import { useSyncExternalStore } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { PageErrorBoundary } from '@/app/layout/page-error-boundary';
import { RequireAccess } from '@/app/layout/require-access';
import { NotFoundPage } from '@/app/layout/status-pages';
import { onDemand, useOnDemand, componentOnDemand } from '@/lib/on-demand';
import { queryClient } from '@/lib/query-client';
import { toasterWanted } from '@/lib/toast';
import { RangeFactsProvider, type RangeFact } from '@/lib/range-facts';
import { ROUTES } from './routes';

// The toast area and its library load when first wanted (lib/toast.ts waits for it).
const toasterCode = onDemand(() => import('@/lib/app-toaster').then((module) => module.default));

function ToastArea() {
  const isWanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  const AppToaster = useOnDemand(toasterCode, isWanted);
  return AppToaster ? <AppToaster /> : null;
}

// What trust adds to the catalog's range facts (lib/range-facts.tsx), loaded with the listing's facts.
const RANGE_FACTS: readonly RangeFact[] = [
  {
    label: 'Abuse history (12 months)',
    Value: componentOnDemand(
      () => import('@/features/trust/abuse/components/abuse-history-value').then((module) => module.default),
      '…',
    ),
  },
];

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The last resort, for a part outside the pages (the bell, the toast area) that cannot be drawn;
          a page's own failure shows under the navigation (app-layout.tsx). */}
      <PageErrorBoundary>
        <RangeFactsProvider value={RANGE_FACTS}>
          <BrowserRouter>
            <Routes>
              <Route element={<AppLayout />}>
                {ROUTES.map((route) => (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={
                      <RequireAccess access={route.access} rendersBeforeSession={route.rendersBeforeSession}>
                        <route.page />
                      </RequireAccess>
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Route>
            </Routes>
          </BrowserRouter>
        </RangeFactsProvider>
        <ToastArea />
      </PageErrorBoundary>
    </QueryClientProvider>
  );
}
