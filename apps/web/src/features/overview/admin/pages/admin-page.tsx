import type { ComponentType } from 'react';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { AdminStats } from '../components/admin-stats';
import { MarketplaceSetupCard } from '../components/marketplace-setup-card';
import { RpkiStatusCard } from '../components/rpki-status-card';
import { WeeklyMoneyCard } from '../components/weekly-money-card';
import { componentOnDemand } from '@/lib/on-demand';

/**
 * /admin and its tabs (docs/PRODUCT.md "Admin panel"). Each feature provides its tab's body as a lazily
 * loaded component, so the admin page only downloads the tab that is opened.
 */
const TABS: Array<{ value: string; label?: string; component: ComponentType }> = [
  {
    value: 'approvals',
    component: componentOnDemand(
      () =>
        import('@/features/catalog/admin-approvals/components/admin-approvals-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'auctions',
    component: componentOnDemand(
      () =>
        import('@/features/auctions/auctions/components/admin-auctions-tab').then((module) => module.default),
      <Spinner />,
    ),
  },
  {
    // The value is the label and part of element ids: one word (an id must not hold a space).
    value: 'sellers',
    component: componentOnDemand(
      () =>
        import('@/features/catalog/seller-requests/components/admin-seller-requests-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'asns',
    label: 'ASNs',
    component: componentOnDemand(
      () => import('@/features/trust/asns/components/admin-asns-tab').then((module) => module.default),
      <Spinner />,
    ),
  },
  {
    value: 'loas',
    label: 'LOAs',
    component: componentOnDemand(
      () => import('@/features/trust/loas/components/admin-loas-tab').then((module) => module.default),
      <Spinner />,
    ),
  },
  {
    value: 'payouts',
    component: componentOnDemand(
      () =>
        import('@/features/commerce/admin-money/components/admin-payouts-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'orders',
    component: componentOnDemand(
      () =>
        import('@/features/commerce/admin-money/components/admin-orders-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'invoices',
    component: componentOnDemand(
      () =>
        import('@/features/commerce/admin-money/components/admin-invoices-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'tickets',
    component: componentOnDemand(
      () =>
        import('@/features/support/tickets/components/admin-tickets-tab').then((module) => module.default),
      <Spinner />,
    ),
  },
  {
    value: 'reputation',
    component: componentOnDemand(
      () =>
        import('@/features/trust/reputation/components/admin-reputation-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'penalties',
    component: componentOnDemand(
      () =>
        import('@/features/trust/reputation/components/admin-penalties-tab').then((module) => module.default),
      <Spinner />,
    ),
  },
  {
    value: 'transactions',
    component: componentOnDemand(
      () =>
        import('@/features/commerce/admin-money/components/admin-transactions-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'payments',
    component: componentOnDemand(
      () =>
        import('@/features/commerce/admin-money/components/admin-payments-tab').then(
          (module) => module.default,
        ),
      <Spinner />,
    ),
  },
  {
    value: 'audit',
    component: componentOnDemand(
      () => import('@/features/accounts/audit/components/admin-audit-tab').then((module) => module.default),
      <Spinner />,
    ),
  },
];

export default function AdminPage() {
  return (
    <Page title="Admin Dashboard">
      <AdminStats />
      <RpkiStatusCard />
      <MarketplaceSetupCard />
      <WeeklyMoneyCard />
      <div className="mt-8">
        <Tabs
          label="Admin sections"
          items={TABS.map((tab) => ({
            value: tab.value,
            // An acronym keeps its capitals; other tabs show their value, capitalised by the tab's style.
            label: tab.label ?? tab.value,
            content: <tab.component />,
          }))}
        />
      </div>
    </Page>
  );
}
