import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { LEASE_IN_FORCE_STATUSES } from '@netlease/shared/geofeeds-constants';
import type { Order } from '@netlease/shared/orders';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';

// The dialog's forms (the form library, the geolocation schema) load when it first opens
// (docs/decisions/270).
const OrderGeolocationDialog = lazyDialog(() =>
  import('./order-geolocation-dialog').then((module) => module.OrderGeolocationDialog),
);

/**
 * The leaser's geolocation of an IP order's leased ranges (docs/PRODUCT.md "Geofeeds"): a button on
 * the order that opens one small form per range. Shown only while the lease is in force.
 */
export function OrderGeolocation({ order, as }: { order: Order; as: 'leaser' | 'monetizer' }) {
  const [isOpen, setIsOpen] = useState(false);
  const isInForce = (LEASE_IN_FORCE_STATUSES as readonly string[]).includes(order.status);
  if (as !== 'leaser' || order.itemType !== 'ip_subnet' || !isInForce) return null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Geolocation of ${order.title}`}
        onClick={() => setIsOpen(true)}
      >
        <MapPin className="size-4" aria-hidden /> Geolocation
      </Button>
      <OrderGeolocationDialog orderId={order.id} open={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
