import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollRestoration />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      {/* At least the viewport's height below the 4rem navbar: the footer starts below the fold and
          stays there while a page and its data arrive, instead of being pushed down in view
          (layout shift). */}
      <main id="main" className="min-h-[calc(100vh-4rem)] flex-1">
        {/* A page that cannot be drawn says so under the navigation; another address tries again. */}
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
