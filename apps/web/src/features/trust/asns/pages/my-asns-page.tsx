import { useState } from 'react';
import { Network, Plus } from 'lucide-react';
import { ASN_MESSAGES, formatAsn } from '@netlease/shared/asns';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountryName } from '@/components/ui/country-select';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useMyAsns } from '../api/get-my-asns';
import { AddAsnDialog } from '../components/add-asn-dialog';
import { OrderAsns } from '../components/order-asns';

/** /my-asns (docs/PRODUCT.md "ASNs and LOAs"): a card grid of the user's ASNs and an Add ASN dialog. */
export default function MyAsnsPage() {
  const { data: asns, isPending, error } = useMyAsns();
  const [isAdding, setIsAdding] = useState(false);
  useErrorToast(error, ASN_MESSAGES.fetchFailed.title, ASN_MESSAGES.fetchFailed.description);

  return (
    <Page
      title="My ASNs"
      subtitle="Autonomous system numbers you hold; approved ones can be named on IP orders."
      actions={
        <Button onClick={() => setIsAdding(true)}>
          <Plus className="size-4" /> Add ASN
        </Button>
      }
    >
      {isPending ? (
        <Spinner />
      ) : !asns || asns.length === 0 ? (
        <EmptyState title="No ASNs Found" description="Add your first ASN to get it verified." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="My ASNs">
          {asns.map((asn) => (
            <li key={asn.id}>
              <Card className="h-full p-5">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex items-center gap-2">
                    <Network className="size-5 text-brand-600" aria-hidden />
                    <h2 className="font-mono text-lg font-semibold text-slate-900">
                      {formatAsn(asn.asnNumber)}
                    </h2>
                  </div>
                  <StatusBadge status={asn.status} />
                </div>
                <p className="mt-2 text-sm font-medium text-slate-800">{asn.organization}</p>
                <p className="mt-1 text-sm text-slate-500">
                  {asn.rir}
                  {asn.country && (
                    <>
                      {' · '}
                      <CountryName code={asn.country} />
                    </>
                  )}{' '}
                  · Added {formatDate(asn.createdAt)}
                </p>
                {asn.status === 'rejected' && asn.rejectionReason && (
                  <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                    <span className="font-semibold">Rejected:</span> {asn.rejectionReason}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <OrderAsns asns={asns ?? []} />
      <AddAsnDialog open={isAdding} onOpenChange={setIsAdding} />
    </Page>
  );
}
