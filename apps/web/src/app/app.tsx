import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { AppLayout } from '@/components/layout/app-layout';
import { RequireAccess } from '@/components/layout/require-access';
import { NotFoundPage } from '@/components/layout/status-pages';
import { queryClient } from '@/lib/query-client';
import { ROUTES } from './routes';

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
                  <RequireAccess access={route.access}>
                    <route.page />
                  </RequireAccess>
                }
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
      {/* Spec part 1 §9: one toast at a time, 5 seconds. */}
      <Toaster visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton />
    </QueryClientProvider>
  );
}
