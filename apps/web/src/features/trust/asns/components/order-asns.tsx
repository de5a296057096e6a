import { Link } from 'react-router';
import { formatAsn } from '@netlease/shared/asns-constants';
import type { AsnRecord } from '@netlease/shared/asns';
import type { BuyerIpOrder } from '@netlease/shared/loas';
import { loaRoutes } from '@netlease/shared/routes/web';
import { StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { openFileInNewTab, routeAddress } from '@/lib/api-client';
import { useBuyerIpOrders } from '../api/get-buyer-ip-orders';
import { OrderAsnPicker } from './order-asn-picker';

/** The buyer's IP orders: each names the approved ASN that will announce the leased prefix. */
export function OrderAsns({ asns }: { asns: AsnRecord[] }) {
  const { data: orders } = useBuyerIpOrders();
  const approved = asns.filter((asn) => asn.status === 'approved');
  if (!orders || orders.length === 0) return null;
  return (
    <SectionCard
      title="ASNs on your IP orders"
      description="The seller fills the letter of authorization with the ASN you name here; you can change it until the lease is active."
      isLarge
      className="mt-8"
    >
      <ResponsiveTable
        label="ASNs on your IP orders"
        rows={orders}
        rowKey={(order) => order.orderId}
        columns={[
          {
            header: 'Order',
            cell: (order) => (
              <Link to={`/orders/${order.orderId}`} className="font-mono text-brand-700 hover:underline">
                {order.orderId.slice(0, 8)}
              </Link>
            ),
          },
          {
            header: 'Prefix',
            isCardTitle: true,
            cell: (order) => <span className="font-mono">{order.prefix ?? order.title}</span>,
          },
          { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
          { header: 'ASN', cell: (order) => <OrderAsnCell order={order} approved={approved} /> },
          {
            header: 'LOA',
            cell: (order) =>
              order.loaId ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    openFileInNewTab(routeAddress(loaRoutes.getLoaFile, { params: { id: order.loaId! } }))
                  }
                >
                  View LOA
                </Button>
              ) : (
                <span className="text-slate-500">Not issued yet</span>
              ),
          },
        ]}
      />
    </SectionCard>
  );
}

/** The order's ASN, or the picker while it may still change. */
function OrderAsnCell({ order, approved }: { order: BuyerIpOrder; approved: AsnRecord[] }) {
  // The ASN may change until the lease is active (docs/PRODUCT.md "Delivering a lease").
  const isLocked = order.status !== 'payment_confirmed' && order.status !== 'provisioning';
  if (isLocked) return order.asnNumber ? formatAsn(order.asnNumber) : '—';
  if (approved.length === 0) return <span className="text-slate-500">No approved ASN yet</span>;
  return (
    <OrderAsnPicker
      orderId={order.orderId}
      currentAsnId={order.asnId}
      approved={approved}
      label={`ASN for order ${order.orderId.slice(0, 8)}`}
      className="justify-end lg:justify-start"
    />
  );
}
