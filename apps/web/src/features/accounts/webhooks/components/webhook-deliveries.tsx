import type { WebhookDelivery } from '@netlease/shared/webhooks';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Retrying', tone: 'yellow' },
  delivered: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

function answer(delivery: WebhookDelivery) {
  if (delivery.lastStatusCode !== null) return String(delivery.lastStatusCode);
  if (delivery.lastError) return delivery.lastError;
  return '—';
}

/** The delivery log: the last 50 deliveries, a table on a wide screen and cards on a phone. */
export function WebhookDeliveries({ deliveries }: { deliveries: WebhookDelivery[] }) {
  return (
    <ResponsiveTable
      label="Webhook deliveries"
      rows={deliveries}
      rowKey={(delivery) => delivery.id}
      emptyText="No deliveries yet."
      columns={[
        {
          header: 'Event',
          isCardTitle: true,
          cell: (delivery) => (
            <span className="block min-w-0">
              <span className="block font-mono text-xs">{delivery.event}</span>
              <span className="block break-all text-xs font-normal text-slate-500">{delivery.url}</span>
            </span>
          ),
        },
        {
          header: 'Status',
          cell: (delivery) => (
            <Badge tone={STATUS[delivery.status].tone}>
              {delivery.status === 'pending' && delivery.attempts === 0
                ? 'Queued'
                : STATUS[delivery.status].label}
            </Badge>
          ),
        },
        { header: 'Answer', cell: (delivery) => <span className="break-all">{answer(delivery)}</span> },
        { header: 'Attempts', cell: (delivery) => delivery.attempts },
        {
          header: 'Next retry',
          cell: (delivery) => (delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'),
        },
        { header: 'Time', cell: (delivery) => formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt) },
      ]}
    />
  );
}
