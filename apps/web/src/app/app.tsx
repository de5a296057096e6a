import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { RequireAccess } from '@/app/layout/require-access';
import { NotFoundPage } from '@/app/layout/status-pages';
import { queryClient } from '@/lib/query-client';
import { ROUTES } from './routes';

// The toast area and its library load after the first paint (lib/toast.ts waits for it).
const AppToaster = lazy(() => import('@/lib/app-toaster'));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
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
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
