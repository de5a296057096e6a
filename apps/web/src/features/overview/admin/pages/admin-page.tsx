import { Suspense, lazy, type ComponentType } from 'react';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { AdminStats } from '../components/admin-stats';
import { RpkiStatusCard } from '../components/rpki-status-card';
import { WeeklyMoneyCard } from '../components/weekly-money-card';

/**
 * /admin and its tabs (docs/PRODUCT.md "Admin panel"). Each feature provides its tab's body as a lazily
 * loaded component, so the admin page only downloads the tab that is opened.
 */
const TABS: Array<{ value: string; label?: string; component: ComponentType }> = [
  {
    value: 'approvals',
    component: lazy(() => import('@/features/catalog/admin-approvals/components/admin-approvals-tab')),
  },
  {
    value: 'auctions',
    component: lazy(() => import('@/features/auctions/auctions/components/admin-auctions-tab')),
  },
  {
    // The value is the label and part of element ids: one word (an id must not hold a space).
    value: 'sellers',
    component: lazy(() => import('@/features/catalog/seller-requests/components/admin-seller-requests-tab')),
  },
  {
    value: 'asns',
    label: 'ASNs',
    component: lazy(() => import('@/features/trust/asns/components/admin-asns-tab')),
  },
  {
    value: 'loas',
    label: 'LOAs',
    component: lazy(() => import('@/features/trust/loas/components/admin-loas-tab')),
  },
  {
    value: 'payouts',
    component: lazy(() => import('@/features/commerce/admin-money/components/admin-payouts-tab')),
  },
  {
    value: 'orders',
    component: lazy(() => import('@/features/commerce/admin-money/components/admin-orders-tab')),
  },
  {
    value: 'invoices',
    component: lazy(() => import('@/features/commerce/admin-money/components/admin-invoices-tab')),
  },
  {
    value: 'tickets',
    component: lazy(() => import('@/features/support/tickets/components/admin-tickets-tab')),
  },
  {
    value: 'reputation',
    component: lazy(() => import('@/features/trust/reputation/components/admin-reputation-tab')),
  },
  {
    value: 'penalties',
    component: lazy(() => import('@/features/trust/reputation/components/admin-penalties-tab')),
  },
  {
    value: 'transactions',
    component: lazy(() => import('@/features/commerce/admin-money/components/admin-transactions-tab')),
  },
  {
    value: 'payments',
    component: lazy(() => import('@/features/commerce/admin-money/components/admin-payments-tab')),
  },
  { value: 'audit', component: lazy(() => import('@/features/accounts/audit/components/admin-audit-tab')) },
];

export default function AdminPage() {
  return (
    <Page title="Admin Dashboard">
      <AdminStats />
      <RpkiStatusCard />
      <WeeklyMoneyCard />
      <div className="mt-8">
        <Tabs
          label="Admin sections"
          items={TABS.map((tab) => ({
            value: tab.value,
            // An acronym keeps its capitals; other tabs show their value, capitalised by the tab's style.
            label: tab.label ?? tab.value,
            content: (
              <Suspense fallback={<Spinner />}>
                <tab.component />
              </Suspense>
            ),
          }))}
        />
      </div>
    </Page>
  );
}
