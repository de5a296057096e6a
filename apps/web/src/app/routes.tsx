import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router';
import type { AccessLevel } from '@netlease/shared/roles';
import type { WebPagePath } from '@netlease/shared/web-pages';
import LandingPage from '@/features/catalog/landing/pages/landing-page';
import MarketplacePage from '@/features/catalog/marketplace/pages/marketplace-page';
import AuctionsPage from '@/features/auctions/auctions/pages/auctions-page';
import { listingKindOf, prefetchListingDetail } from '@/features/catalog/marketplace/api/get-listing-detail';
import { prefetchDashboardOverview } from '@/features/overview/dashboard/api/get-dashboard-overview';
import { isSignedIn } from '@/features/accounts/auth/api/session';
import { Spinner } from '@/components/ui/spinner';
import { componentOnDemand } from '@/lib/on-demand';
import { queryClient } from '@/lib/query-client';

type PageModule = { default: ComponentType };
type Page = ComponentType & { preload(): void };

export interface AppRoute {
  /** One of packages/shared's page addresses, which the server answers with the app and 200. */
  path: WebPagePath;
  access: AccessLevel;
  page: Page;
  /**
   * A public page whose first screen is the same for everyone: it renders at once, without waiting
   * for the session check; only the navigation's signed-in part fills in when the session answers
   * (docs/decisions/216-first-screen-without-session.md). Every other page shows a spinner until the
   * session is known (docs/PRODUCT.md "Roles and access").
   */
  rendersBeforeSession?: true;
  /**
   * Starts the request the page's first screen shows, for the address the app opens on, beside the
   * page's code and the session check instead of after both (docs/decisions/294-page-data-with-its-code.md).
   */
  prefetch?: (params: Params, search: URLSearchParams) => void;
}

/**
 * A page loaded when visited. `preload` starts its download at once: the app calls it for the
 * address it opens on (main.tsx), so the page's code loads while the session is being checked
 * instead of after it (docs/decisions/211-first-paint-and-layout.md). Until the code is there the
 * page shows the spinner as a plain render, not by suspending: React holds a suspended page back up
 * to 300 ms after its spinner showed, even once its code and data are in
 * (docs/decisions/294-page-data-with-its-code.md).
 */
function lazyPage(load: () => Promise<PageModule>): Page {
  return componentOnDemand(() => load().then((module) => module.default), <Spinner />);
}

/**
 * A page that comes with the app's own script: the three public pages most visits start on paint
 * their first screen as soon as the app runs, without waiting for a second download
 * (docs/decisions/216-first-screen-without-session.md).
 */
function eagerPage(Component: ComponentType): Page {
  return Object.assign(() => <Component />, { preload: () => undefined });
}

/**
 * Every page of the app with who may open it (docs/PRODUCT.md "Roles and access"). Apart from the
 * three public pages most visits start on, each page is loaded only when visited.
 */
export const ROUTES: AppRoute[] = [
  // public
  {
    path: '/',
    access: 'public',
    rendersBeforeSession: true,
    page: eagerPage(LandingPage),
  },
  {
    path: '/marketplace',
    access: 'public',
    rendersBeforeSession: true,
    page: eagerPage(MarketplacePage),
  },
  {
    path: '/listing/:id',
    access: 'public',
    page: lazyPage(() => import('@/features/catalog/marketplace/pages/listing-page')),
    prefetch: ({ id }, search) => {
      if (id) prefetchListingDetail(queryClient, listingKindOf(search), id);
    },
  },
  {
    path: '/auctions',
    access: 'public',
    rendersBeforeSession: true,
    page: eagerPage(AuctionsPage),
  },
  {
    path: '/auction/:id',
    access: 'public',
    page: lazyPage(() => import('@/features/auctions/auctions/pages/auction-page')),
  },
  {
    path: '/providers/:id',
    access: 'public',
    page: lazyPage(() => import('@/features/overview/providers/pages/provider-page')),
  },
  {
    path: '/login',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/auth/pages/login-page')),
  },
  {
    path: '/register',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/auth/pages/register-page')),
  },
  // docs/PRODUCT.md "Legal pages"
  {
    path: '/terms',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/legal/pages/terms-page')),
  },
  {
    path: '/privacy',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/legal/pages/privacy-page')),
  },
  {
    path: '/acceptable-use',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/legal/pages/acceptable-use-page')),
  },
  {
    path: '/forgot-password',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/auth/pages/forgot-password-page')),
  },
  {
    path: '/reset-password',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/auth/pages/reset-password-page')),
  },
  {
    path: '/verify-email',
    access: 'public',
    page: lazyPage(() =>
      import('@/features/accounts/auth/pages/email-link-page').then((module) => ({
        default: module.VerifyEmailPage,
      })),
    ),
  },
  {
    path: '/confirm-email',
    access: 'public',
    page: lazyPage(() =>
      import('@/features/accounts/auth/pages/email-link-page').then((module) => ({
        default: module.ConfirmEmailPage,
      })),
    ),
  },
  {
    path: '/mfa-verify',
    access: 'public',
    page: lazyPage(() => import('@/features/accounts/mfa/pages/mfa-verify-page')),
  },
  {
    path: '/verify-loa',
    access: 'public',
    page: lazyPage(() => import('@/features/trust/loas/pages/verify-loa-page')),
  },
  {
    path: '/verify-loa/:code',
    access: 'public',
    page: lazyPage(() => import('@/features/trust/loas/pages/verify-loa-page')),
  },
  // docs/PRODUCT.md "Abuse": anyone reports; the reporter follows the case through a mailed link.
  {
    path: '/report-abuse',
    access: 'public',
    page: lazyPage(() => import('@/features/trust/abuse/pages/report-abuse-page')),
  },
  {
    path: '/report-abuse/follow',
    access: 'public',
    page: lazyPage(() => import('@/features/trust/abuse/pages/abuse-reporter-page')),
  },
  {
    path: '/outbox',
    access: 'public',
    page: lazyPage(() => import('@/features/demo/demo/pages/outbox-page')),
  },
  // signed in (/create-listing shows its own Login Required state, so it is public here)
  {
    path: '/create-listing',
    access: 'public',
    page: lazyPage(() => import('@/features/catalog/listings/pages/create-listing-page')),
  },
  {
    path: '/become-seller',
    access: 'public',
    page: lazyPage(() => import('@/features/catalog/seller-requests/pages/become-seller-page')),
  },
  {
    path: '/dashboard',
    access: 'user',
    page: lazyPage(() => import('@/features/overview/dashboard/pages/dashboard-page')),
    // The figures as soon as the session check says who is signed in, not after the page's code
    // too; a visitor does not ask for them (docs/decisions/318).
    prefetch: () => {
      void isSignedIn(queryClient).then((signedIn) => {
        if (signedIn) prefetchDashboardOverview(queryClient);
      });
    },
  },
  {
    path: '/profile',
    access: 'user',
    page: lazyPage(() => import('@/features/accounts/profile/pages/profile-page')),
  },
  {
    path: '/notifications',
    access: 'user',
    page: lazyPage(() => import('@/features/accounts/notifications/pages/notifications-page')),
  },
  {
    path: '/payment/:id',
    access: 'user',
    page: lazyPage(() => import('@/features/commerce/payments/pages/payment-page')),
  },
  {
    path: '/support',
    access: 'user',
    page: lazyPage(() => import('@/features/support/tickets/pages/support-page')),
  },
  {
    path: '/ticket/:id',
    access: 'user',
    page: lazyPage(() => import('@/features/support/tickets/pages/ticket-page')),
  },
  { path: '/kyc', access: 'user', page: lazyPage(() => import('@/features/accounts/kyc/pages/kyc-page')) },
  {
    path: '/messages',
    access: 'user',
    page: lazyPage(() => import('@/features/support/conversations/pages/messages-page')),
  },
  {
    path: '/messages/:id',
    access: 'user',
    page: lazyPage(() => import('@/features/support/conversations/pages/conversation-page')),
  },
  {
    path: '/saved',
    access: 'user',
    page: lazyPage(() => import('@/features/catalog/saved-listings/pages/saved-listings-page')),
  },
  {
    path: '/wallet',
    access: 'user',
    page: lazyPage(() => import('@/features/commerce/payments/pages/wallet-page')),
  },
  {
    path: '/deposit',
    access: 'user',
    page: lazyPage(() => import('@/features/commerce/payments/pages/deposit-page')),
  },
  {
    path: '/payouts',
    access: 'user',
    page: lazyPage(() => import('@/features/commerce/payments/pages/payouts-page')),
  },
  {
    path: '/orders',
    access: 'user',
    page: lazyPage(() => import('@/features/commerce/orders/pages/orders-page')),
  },
  {
    // The lease page of one order, for its buyer and its seller (docs/PRODUCT.md "Delivering a lease").
    path: '/orders/:id',
    access: 'user',
    page: lazyPage(() => import('@/features/trust/lease-delivery/pages/lease-page')),
  },
  {
    path: '/invoices',
    access: 'user',
    page: lazyPage(() => import('@/features/commerce/orders/pages/invoices-page')),
  },
  {
    path: '/my-ip-blocks',
    access: 'user',
    page: lazyPage(() => import('@/features/catalog/ip-blocks/pages/my-ip-blocks-page')),
  },
  {
    path: '/my-listings',
    access: 'user',
    page: lazyPage(() => import('@/features/catalog/listings/pages/my-listings-page')),
  },
  {
    path: '/my-listings/:id/edit',
    access: 'user',
    page: lazyPage(() => import('@/features/catalog/listings/pages/edit-listing-page')),
  },
  {
    path: '/my-server-packages',
    access: 'user',
    page: lazyPage(() => import('@/features/catalog/server-packages/pages/my-server-packages-page')),
  },
  {
    path: '/reputation',
    access: 'user',
    page: lazyPage(() => import('@/features/trust/reputation/pages/ip-reputation-page')),
  },
  {
    path: '/my-reputation',
    access: 'user',
    page: lazyPage(() => import('@/features/trust/reputation/pages/my-reputation-page')),
  },
  {
    path: '/security',
    access: 'user',
    page: lazyPage(() => import('@/features/accounts/mfa/pages/security-page')),
  },
  {
    path: '/my-asns',
    access: 'user',
    page: lazyPage(() => import('@/features/trust/asns/pages/my-asns-page')),
  },
  {
    path: '/loa-management',
    access: 'user',
    page: lazyPage(() => import('@/features/trust/loas/pages/loa-management-page')),
  },
  {
    path: '/abuse',
    access: 'user',
    page: lazyPage(() => import('@/features/trust/abuse/pages/abuse-cases-page')),
  },
  {
    // One case for its lessee, its owner or staff (docs/PRODUCT.md "Abuse").
    path: '/abuse/cases/:id',
    access: 'user',
    page: lazyPage(() => import('@/features/trust/abuse/pages/abuse-case-page')),
  },
  // roles
  {
    path: '/create-auction',
    access: 'monetizer',
    page: lazyPage(() => import('@/features/auctions/auctions/pages/create-auction-page')),
  },
  {
    path: '/staff',
    access: 'staff',
    page: lazyPage(() => import('@/features/overview/staff/pages/staff-page')),
  },
  {
    path: '/staff/abuse',
    access: 'staff',
    page: lazyPage(() => import('@/features/trust/abuse/pages/staff-abuse-queue-page')),
  },
  {
    path: '/admin',
    access: 'admin',
    page: lazyPage(() => import('@/features/overview/admin/pages/admin-page')),
  },
];

/** Starts loading the page of the address the app opens on, and its first screen's data (see lazyPage). */
export function preloadPage({ pathname, search }: { pathname: string; search: string }) {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    route.page.preload();
    route.prefetch?.(match.params, new URLSearchParams(search));
    return;
  }
}
