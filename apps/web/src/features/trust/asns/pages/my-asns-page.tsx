import { useState } from 'react';
import { Network, Plus } from 'lucide-react';
import { ASN_MESSAGES, formatAsn } from '@netlease/shared/asns-constants';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountryName } from '@/components/ui/country-select';
import { EmptyState, Page } from '@/components/ui/page';
import { formatDate } from '@/lib/dates';
import { useMyAsns } from '../api/get-my-asns';
import { OrderAsns } from '../components/order-asns';
import { CardGrid, CardTitleRow } from '@/components/ui/card-grid';
import { RejectedNote } from '@/components/ui/review-notes';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const AddAsnDialog = lazyDialog(() =>
  import('../components/add-asn-dialog').then((module) => module.AddAsnDialog),
);

/** /my-asns (docs/PRODUCT.md "ASNs and LOAs"): a card grid of the user's ASNs and an Add ASN dialog. */
export default function MyAsnsPage() {
  const asnsQuery = useMyAsns();
  const asns = asnsQuery.data;
  const [isAdding, setIsAdding] = useState(false);

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
      <CardGrid
        label="My ASNs"
        query={asnsQuery}
        failure={ASN_MESSAGES.fetchFailed}
        itemKey={(asn) => asn.id}
        empty={<EmptyState title="No ASNs Found" description="Add your first ASN to get it verified." />}
      >
        {(asn) => (
          <Card className="h-full p-5">
            <CardTitleRow icon={Network} title={formatAsn(asn.asnNumber)} isCode status={asn.status} />
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
              <RejectedNote className="mt-3" reason={asn.rejectionReason} />
            )}
          </Card>
        )}
      </CardGrid>
      <OrderAsns asns={asns ?? []} />
      <AddAsnDialog open={isAdding} onOpenChange={setIsAdding} />
    </Page>
  );
}
