import { useState } from 'react';
import { Network, Pencil, Plus, Server, Trash2 } from 'lucide-react';
import type { ServerPackage, ServerPackageContent } from '@netlease/shared/catalog';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog-constants';
import { formatCents } from '@netlease/shared/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReviewStateNotes } from '@/components/ui/review-notes';
import { EmptyState, Page } from '@/components/ui/page';
import { useSession } from '@/features/accounts/auth/api/session';
import { SellerNextStepNote, canSell } from '@/features/catalog/seller-requests/components/seller-next-step';
import { useMyServerPackages } from '../api/get-my-server-packages';
import { useDeleteServerPackage } from '../api/delete-server-package';
import { CardGrid, CardTitleRow } from '@/components/ui/card-grid';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const ServerPackageDialog = lazyDialog(() =>
  import('../components/server-package-dialog').then((module) => module.ServerPackageDialog),
);
const BundleDialog = lazyDialog(() =>
  import('../components/bundle-dialog').then((module) => module.BundleDialog),
);

const CONTENT_LABELS: Record<keyof ServerPackageContent, string> = {
  name: 'Name',
  description: 'Description',
  location: 'Location',
  cpu: 'CPU',
  ram: 'RAM',
  storage: 'Storage',
  bandwidth: 'Bandwidth',
};

/**
 * /my-server-packages (docs/PRODUCT.md "Server packages and bundles"): card grid, create and edit dialog,
 * delete with confirmation.
 */
export default function MyServerPackagesPage() {
  const packages = useMyServerPackages();
  const { user } = useSession();
  // Only a seller with a verified identity offers servers (docs/PRODUCT.md "Accounts").
  const canOffer = user !== null && canSell(user);
  const [editing, setEditing] = useState<ServerPackage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServerPackage | null>(null);
  const [bundling, setBundling] = useState<ServerPackage | null>(null);

  return (
    <Page
      title="My Server Packages"
      subtitle="Servers you offer; new packages and new text on live ones are reviewed before buyers see them."
      actions={
        canOffer && (
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" /> Add Package
          </Button>
        )
      }
    >
      {/* Who cannot offer yet is shown the next step: verify, or become a seller. */}
      {user && <SellerNextStepNote user={user} />}
      <CardGrid
        label="My server packages"
        query={packages}
        failure={CATALOG_MESSAGES.packagesFetchFailed}
        itemKey={(item) => item.id}
        empty={
          <EmptyState
            title="No Server Packages Found"
            description={canOffer ? 'Create your first server package.' : undefined}
          />
        }
      >
        {(item) => (
          <Card className="flex h-full flex-col p-5">
            <CardTitleRow icon={Server} title={item.name} status={item.status} />
            <p className="mt-1 text-sm text-slate-500">{item.location}</p>
            <p className="mt-2 line-clamp-3 text-sm text-slate-700">{item.description}</p>
            <p className="mt-2 text-xs text-slate-500">
              {item.cpu} · {item.ram} · {item.storage} · {item.bandwidth}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge>Stock: {item.stockCount}</Badge>
              {item.isBundle && <Badge tone="purple">Bundle</Badge>}
            </div>
            {/* docs/PRODUCT.md "Seller workspace": new text of a live package waits for review. */}
            <ReviewStateNotes<ServerPackageContent> item={item} labels={CONTENT_LABELS} />
            <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
              <p className="text-lg font-bold text-slate-900">
                {formatCents(item.priceCents)}
                <span className="text-sm font-normal text-slate-500">/month</span>
              </p>
              <div className="flex flex-wrap gap-1">
                {item.isBundle && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setBundling(item)}
                    aria-label={`Subnets of ${item.name}`}
                  >
                    <Network className="size-4" /> Subnets
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(item)}
                  aria-label={`Edit ${item.name}`}
                >
                  <Pencil className="size-4" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting(item)}
                  aria-label={`Delete ${item.name}`}
                >
                  <Trash2 className="size-4 text-red-600" />
                </Button>
              </div>
            </div>
          </Card>
        )}
      </CardGrid>
      {editing && (
        <ServerPackageDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <ConfirmDeleteDialog item={deleting} onClose={() => setDeleting(null)} />}
      {bundling && <BundleDialog item={bundling} onClose={() => setBundling(null)} />}
    </Page>
  );
}

/**
 * What stands between the user and offering servers (docs/PRODUCT.md "Server packages and bundles"):
 * becoming a seller (a leaser), verifying their identity (a seller), or nothing they can do (staff
 * and admins do not sell).
 */
function ConfirmDeleteDialog({ item, onClose }: { item: ServerPackage; onClose: () => void }) {
  const remove = useDeleteServerPackage();
  return (
    <ConfirmDialog
      title={`Delete ${item.name}`}
      message={CATALOG_MESSAGES.packageDeleteConfirm.description}
      confirmLabel="Delete"
      isPending={remove.isPending}
      onConfirm={() => remove.mutateAsync(item.id)}
      failure={{ title: CATALOG_MESSAGES.packageHasOrders.title, description: 'Please try again later.' }}
      onClose={onClose}
    />
  );
}
