import { useState } from 'react';
import type { ReverseDnsRequest } from '@netlease/shared/reverse-dns';
import { REVERSE_DNS_MESSAGES } from '@netlease/shared/reverse-dns-constants';
import { MESSAGES } from '@netlease/shared/messages';
import type { Notification } from '@netlease/shared/notifications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { loadBeside } from '@/components/ui/load-beside';
import { useOnDemand } from '@/lib/on-demand';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { toast, useErrorToast } from '@/lib/toast';
import { useNewNotifications } from '@/features/accounts/notifications/api/use-new-notifications';
import { REVERSE_DNS_KEY, useOrderReverseDns } from '../api/get-order-reverse-dns';
import { useMarkReverseDnsDone } from '../api/mark-reverse-dns-done';
import { useWithdrawReverseDns } from '../api/withdraw-reverse-dns';
import { describeReverseDns, REVERSE_DNS_STATUS_LABELS, REVERSE_DNS_STATUS_TONES } from './reverse-dns-view';

// The seller's decline form loads when first opened (docs/decisions/270).
const DeclineReverseDnsDialog = lazyDialog(() =>
  import('./decline-reverse-dns-dialog').then((module) => module.DeclineReverseDnsDialog),
);
// The buyer's request form (the form library, the name-server rules) downloads beside the card's
// own request; the card keeps its spinner until both are there (docs/decisions/277).
const reverseDnsRequestFormCode = loadBeside(() =>
  import('./reverse-dns-request-form').then((module) => module.ReverseDnsRequestForm),
);

function PendingCard() {
  return (
    <SectionCard title="Reverse DNS">
      <Spinner />
    </SectionCard>
  );
}

// The other party's move arrives as a notification: re-read the card then.
const isReverseDnsNews = (notification: Notification) => notification.type === 'reverse_dns';
const REVERSE_DNS_KEYS = [REVERSE_DNS_KEY];

function RequestStatus({ status }: { status: ReverseDnsRequest['status'] }) {
  return <Badge tone={REVERSE_DNS_STATUS_TONES[status]}>{REVERSE_DNS_STATUS_LABELS[status]}</Badge>;
}

/** One request: its status, the name servers asked for, when, and why it was declined. */
function RequestSummary({ request }: { request: ReverseDnsRequest }) {
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <RequestStatus status={request.status} />
        <span className="text-slate-500">
          Asked {formatDateTime(request.createdAt)}
          {request.decidedAt &&
            ` · ${REVERSE_DNS_STATUS_LABELS[request.status]} ${formatDateTime(request.decidedAt)}`}
        </span>
      </div>
      <ul className="space-y-0.5 font-mono text-slate-900" aria-label="Name servers">
        {request.nameServers.map((name) => (
          <li key={name} className="break-all">
            {name}
          </li>
        ))}
      </ul>
      {request.status === 'declined' && request.declineReason && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          <span className="font-semibold">Declined:</span>{' '}
          <span className="break-words whitespace-pre-line">{request.declineReason}</span>
        </p>
      )}
    </div>
  );
}

/**
 * Reverse DNS of a lease, for its buyer (`as="leaser"`) or its seller (`as="monetizer"`), on the lease
 * page (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"): the zones of the leased prefix, the open or
 * last request with its status; the buyer asks for a delegation to two to four name servers or
 * withdraws the open request, the seller marks it done or declines it with a reason. An order that
 * leases no range (a server package) shows nothing.
 */
export function OrderReverseDns({
  orderId,
  as,
}: {
  orderId: string;
  /** Staff read the card; only the parties act on it. */
  as: 'leaser' | 'monetizer' | 'staff';
}) {
  const ReverseDnsRequestForm = useOnDemand(reverseDnsRequestFormCode);
  const { data, isPending, error } = useOrderReverseDns(orderId);
  const markDone = useMarkReverseDnsDone(orderId);
  const withdraw = useWithdrawReverseDns(orderId);
  const [dialog, setDialog] = useState<'decline' | 'withdraw' | null>(null);
  useNewNotifications(isReverseDnsNews, REVERSE_DNS_KEYS);
  useErrorToast(error, REVERSE_DNS_MESSAGES.fetchFailed.title, REVERSE_DNS_MESSAGES.fetchFailed.description);

  if (isPending) return <PendingCard />;
  if (!data || data.prefix === null) return null;
  const view = describeReverseDns(data, as);
  const open = view.current?.status === 'open' ? view.current : null;

  const onMarkDone = async (requestId: string) => {
    try {
      const reply = await markDone.mutateAsync(requestId);
      toast.success(reply.title, reply.message);
    } catch (failure) {
      toast.fromError(failure, MESSAGES.actionFailed.title, MESSAGES.actionFailed.description);
    }
  };

  // Until the request form's code is there the pending card stays, so nothing is drawn half or moves.
  if (view.canAsk && !ReverseDnsRequestForm) return <PendingCard />;
  return (
    <SectionCard
      title="Reverse DNS"
      description={
        as === 'leaser'
          ? 'Ask the seller to delegate the reverse zone of your range to your name servers.'
          : "The buyer's request to delegate the reverse zone of the range to their name servers."
      }
      bodyClassName="space-y-5"
    >
      <section aria-labelledby={`reverse-zones-${orderId}`} className="space-y-1.5">
        <h3 id={`reverse-zones-${orderId}`} className="text-sm font-medium text-slate-700">
          {data.zones.length === 1 ? 'Zone' : `Zones (${data.zones.length})`} of{' '}
          <span className="font-mono">{data.prefix}</span>
        </h3>
        <ScrollRegion label="Reverse zones" className="max-h-40 rounded-lg bg-slate-50 px-3 py-2">
          <ul className="space-y-0.5 font-mono text-sm text-slate-900">
            {data.zones.map((zone) => (
              <li key={zone} className="break-all">
                {zone}
              </li>
            ))}
          </ul>
        </ScrollRegion>
      </section>

      {view.current ? (
        <section aria-label={open ? 'Open request' : 'Last request'} className="space-y-3">
          <h3 className="text-sm font-medium text-slate-700">{open ? 'Open request' : 'Last request'}</h3>
          <RequestSummary request={view.current} />
          {open && (view.canWithdraw || view.canMarkDone || view.canDecline) && (
            <div className="flex flex-wrap gap-2">
              {view.canMarkDone && (
                <Button
                  variant="success"
                  size="sm"
                  isLoading={markDone.isPending}
                  onClick={() => void onMarkDone(open.id)}
                >
                  Mark done
                </Button>
              )}
              {view.canDecline && (
                <Button variant="destructive" size="sm" onClick={() => setDialog('decline')}>
                  Decline
                </Button>
              )}
              {view.canWithdraw && (
                <Button variant="secondary" size="sm" onClick={() => setDialog('withdraw')}>
                  Withdraw
                </Button>
              )}
            </div>
          )}
        </section>
      ) : (
        as !== 'leaser' && <p className="text-sm text-slate-500">The buyer has not asked for a delegation.</p>
      )}

      {view.canAsk && ReverseDnsRequestForm && (
        <section aria-label="New request" className="space-y-2">
          {view.current && <h3 className="text-sm font-medium text-slate-700">New request</h3>}
          <ReverseDnsRequestForm orderId={orderId} />
        </section>
      )}
      {as === 'leaser' && !data.isEligible && !open && (
        <p className="text-sm text-slate-500">{REVERSE_DNS_MESSAGES.orderNotEligible.description}</p>
      )}

      {view.earlier.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            Earlier requests ({view.earlier.length})
          </summary>
          <ul className="mt-3 space-y-4">
            {view.earlier.map((request) => (
              <li key={request.id}>
                <RequestSummary request={request} />
              </li>
            ))}
          </ul>
        </details>
      )}

      {dialog === 'decline' && open && (
        <DeclineReverseDnsDialog orderId={orderId} requestId={open.id} onClose={() => setDialog(null)} />
      )}
      {dialog === 'withdraw' && open && (
        <ConfirmDialog
          title="Withdraw request?"
          message="The seller will no longer act on it. You can send a new request afterwards."
          confirmLabel="Withdraw"
          isPending={withdraw.isPending}
          onConfirm={() => withdraw.mutateAsync(open.id)}
          failure={MESSAGES.actionFailed}
          onClose={() => setDialog(null)}
        />
      )}
    </SectionCard>
  );
}
