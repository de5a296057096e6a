/**
 * Every page address of the web app (docs/ARCHITECTURE.md "Web pages"): the router's paths, and the
 * addresses the server answers with the app and 200. Any other address gets the app's own not-found
 * page with 404, so link checkers and caches never take a mistyped address for a page.
 * `:name` stands for one path segment.
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/marketplace',
  '/listing/:id',
  '/auctions',
  '/auction/:id',
  '/providers/:id',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email',
  '/mfa-verify',
  '/verify-loa',
  '/verify-loa/:code',
  '/report-abuse',
  '/report-abuse/follow',
  '/terms',
  '/privacy',
  '/acceptable-use',
  '/outbox',
  '/create-listing',
  '/become-seller',
  '/dashboard',
  '/profile',
  '/notifications',
  '/payment/:id',
  '/support',
  '/ticket/:id',
  '/kyc',
  '/messages',
  '/messages/:id',
  '/saved',
  '/wallet',
  '/deposit',
  '/payouts',
  '/orders',
  '/orders/:id',
  '/invoices',
  '/my-ip-blocks',
  '/my-listings',
  '/my-listings/:id/edit',
  '/my-server-packages',
  '/reputation',
  '/my-reputation',
  '/security',
  '/my-asns',
  '/loa-management',
  '/abuse',
  '/abuse/cases/:id',
  '/create-auction',
  '/staff',
  '/staff/abuse',
  '/admin',
] as const;
export type WebPagePath = (typeof WEB_PAGE_PATHS)[number];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const PAGE_SEGMENTS = WEB_PAGE_PATHS.map(segmentsOf);

/** Whether a request path (no query string) is one of the app's pages; a trailing slash is allowed. */
export function isWebPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PAGE_SEGMENTS.some(
    (page) =>
      page.length === segments.length &&
      page.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index])),
  );
}

/** The API's documentation (Swagger UI), served by the server beside the app's pages. */
export const API_DOCS_PATH = '/api/docs';
