import { useState } from 'react';
import { Network, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { IpBlock } from '@netlease/shared/catalog';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog-constants';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CountryName } from '@/components/ui/country-select';
import { EmptyState, Page } from '@/components/ui/page';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/features/accounts/auth/api/session';
import { SellerNextStepNote, canSell } from '@/features/catalog/seller-requests/components/seller-next-step';
import { SellerGeofeedCard } from '@/features/catalog/geofeeds/components/seller-geofeed-card';
import { useMyIpBlocks } from '../api/get-my-ip-blocks';
import { CardGrid, CardTitleRow } from '@/components/ui/card-grid';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const AddIpBlockDialog = lazyDialog(() =>
  import('../components/add-ip-block-dialog').then((module) => module.AddIpBlockDialog),
);
const IpBlockDetailsDialog = lazyDialog(() =>
  import('../components/ip-block-details-dialog').then((module) => module.IpBlockDetailsDialog),
);

/**
 * /my-ip-blocks (docs/PRODUCT.md "IP blocks"): card grid (CIDR, status badge, RIR upper-cased, country), add,
 * details.
 */
export default function MyIpBlocksPage() {
  const blocks = useMyIpBlocks();
  const { user } = useSession();
  // Only a seller with a verified identity may claim addresses (docs/PRODUCT.md "Accounts").
  const canClaim = user !== null && canSell(user);
  const [isAdding, setIsAdding] = useState(false);
  const [viewing, setViewing] = useState<IpBlock | null>(null);

  return (
    <Page
      title="My IP Blocks"
      subtitle="Blocks you hold; approved ones can back listings."
      actions={
        canClaim && (
          <Button onClick={() => setIsAdding(true)}>
            <Plus className="size-4" /> Add IP Block
          </Button>
        )
      }
    >
      {/* Who cannot claim yet is shown the next step: verify, or become a seller. */}
      {user && <SellerNextStepNote user={user} />}
      <CardGrid
        label="My IP blocks"
        query={blocks}
        failure={CATALOG_MESSAGES.ipBlocksFetchFailed}
        itemKey={(block) => block.id}
        empty={
          <EmptyState title="No IP Blocks Found" description="Add your first IP block to start selling." />
        }
      >
        {(block) => (
          <Card className="flex h-full flex-col p-5">
            <CardTitleRow icon={Network} title={block.cidr} isCode status={block.status} />
            <dl className="mt-3 grid grid-cols-2 gap-y-1 text-sm">
              <dt className="text-slate-500">RIR</dt>
              <dd className="font-medium text-slate-800">{block.rir.toUpperCase()}</dd>
              <dt className="text-slate-500">Country</dt>
              <dd className="font-medium text-slate-800">
                {block.countryCode ? <CountryName code={block.countryCode} /> : '—'}
              </dd>
              <dt className="text-slate-500">Subnets</dt>
              <dd className="font-medium text-slate-800">{block.subnetCount}</dd>
              <dt className="text-slate-500">Submitted</dt>
              <dd className="font-medium text-slate-800">{formatDate(block.createdAt)}</dd>
            </dl>
            <div className="mt-auto flex flex-col gap-2 pt-4">
              <Button size="sm" variant="secondary" className="w-full" onClick={() => setViewing(block)}>
                View Details
              </Button>
              {/* docs/PRODUCT.md "Seller workspace": an approved block can be listed from here. */}
              {block.status === 'approved' && (
                <Link
                  to={`/create-listing?block=${block.id}`}
                  className={buttonClasses('primary', 'sm', 'w-full')}
                  aria-label={`List this block ${block.cidr}`}
                >
                  List this block
                </Link>
              )}
            </div>
          </Card>
        )}
      </CardGrid>
      <SellerGeofeedCard />
      <AddIpBlockDialog open={isAdding} onOpenChange={setIsAdding} />
      {viewing && <IpBlockDetailsDialog block={viewing} onClose={() => setViewing(null)} />}
    </Page>
  );
}
