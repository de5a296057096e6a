import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { RequireAccess } from '@/app/layout/require-access';
import { NotFoundPage } from '@/app/layout/status-pages';
import { queryClient } from '@/lib/query-client';
import { RangeFactsProvider, type RangeFact } from '@/lib/range-facts';
import { ROUTES } from './routes';

// The toast area and its library load after the first paint (lib/toast.ts waits for it).
const AppToaster = lazy(() => import('@/lib/app-toaster'));

// What trust adds to the catalog's range facts (lib/range-facts.tsx), loaded with the listing's facts.
const RANGE_FACTS: readonly RangeFact[] = [
  {
    label: 'Abuse history (12 months)',
    Value: lazy(() => import('@/features/trust/abuse/components/abuse-history-value')),
  },
];

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
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
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
