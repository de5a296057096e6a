import { useLocation, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { shortId } from '@netlease/shared/format';
import { canAccess } from '@netlease/shared/access';
import type { StaffTicket, TicketDetail, TicketMessage, TicketOrder } from '@netlease/shared/tickets';
import { TICKET_EVENTS, TICKET_MESSAGES, ticketTopic } from '@netlease/shared/tickets-constants';
import { formatAsn } from '@netlease/shared/asns-constants';
import { StatusBadge } from '@/components/ui/badge';
import { CardBody } from '@/components/ui/card';
import { BackLink, ChatPage } from '@/components/ui/chat-page';
import { EmptyState, Page } from '@/components/ui/page';
import { ErrorState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { isMissingThread } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { useLiveEvents } from '@/lib/live-events';
import { useErrorToast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { ticketKey, useTicket } from '../api/get-ticket';
import { appendTicketMessage } from '../api/post-ticket-message';
import { mergeTicket } from '../api/update-ticket';
import { MessageComposer } from '../components/message-composer';
import { PriorityBadge } from '../components/ticket-badges';
import { StaffTicketControls } from '../components/staff-ticket-controls';
import { TicketThread } from '../components/ticket-thread';
import { TicketCustomerPanel } from '../components/ticket-customer';

/**
 * Where the page leads back to: staff to the queue they came from, with its filters (or the queue's
 * defaults when they arrived from elsewhere, a notification say); the opener to /support
 * (docs/PRODUCT.md "Staff tools").
 */
function TicketBackLink({ isStaff }: { isStaff: boolean }) {
  const location = useLocation();
  if (!isStaff) return <BackLink to="/support">Back to Support</BackLink>;
  const from = (location.state as { from?: unknown } | null)?.from;
  const queue = typeof from === 'string' && from.startsWith('/staff') ? from : '/staff?tab=tickets';
  return <BackLink to={queue}>Back to Support Tickets</BackLink>;
}

/**
 * The order the ticket is about, so staff need not look it up: what was leased and where it stands,
 * and for an IP lease its prefix and the buyer's ASN (docs/PRODUCT.md "Delivering a lease").
 */
function TicketOrderFacts({ order }: { order: TicketOrder }) {
  const isIpLease = order.itemType === 'ip_subnet';
  return (
    <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <div className="flex gap-1">
        <dt>Order</dt>
        <dd className="font-mono">#{shortId(order.id)}</dd>
      </div>
      <div className="flex min-w-0 gap-1">
        <dt className="sr-only">Item</dt>
        <dd className="break-words font-medium text-slate-800">{order.title}</dd>
      </div>
      {isIpLease && (
        <>
          <div className="flex gap-1">
            <dt>Prefix</dt>
            <dd className="font-mono text-slate-800">{order.prefix ?? '—'}</dd>
          </div>
          <div className="flex gap-1">
            <dt>ASN</dt>
            <dd className="text-slate-800">
              {order.asnNumber !== null ? formatAsn(order.asnNumber) : 'Not named yet'}
            </dd>
          </div>
        </>
      )}
      <div className="flex gap-1">
        <dt>Order status</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * /ticket/{id} (docs/PRODUCT.md "Support tickets"): header, live chat thread, message box; staff also manage
 * the ticket.
 */
export default function TicketPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { data, isPending, error, isFetching, refetch } = useTicket(id);
  const isMissing = isMissingThread(error);

  // A missing one shows its own page instead of a toast.
  useErrorToast(isMissing ? null : error, TICKET_MESSAGES.ticketFetchFailed.title);

  // Every open page of the ticket receives new messages and status changes as they are committed.
  useLiveEvents(
    [ticketTopic(id)],
    (event) => {
      if (event.type === TICKET_EVENTS.message) {
        queryClient.setQueryData<TicketDetail>(ticketKey(id), (detail) =>
          appendTicketMessage(detail, event.data as TicketMessage),
        );
      } else if (event.type === TICKET_EVENTS.updated) {
        queryClient.setQueryData<TicketDetail>(ticketKey(id), (detail) =>
          mergeTicket(detail, event.data as StaffTicket),
        );
      }
    },
    { enabled: Boolean(data) },
  );

  const isStaff = Boolean(user && canAccess('staff', user.role));
  const backLink = <TicketBackLink isStaff={isStaff} />;
  if (isPending) return <Spinner />;
  // A server that failed is no proof the ticket is gone (docs/PRODUCT.md "Errors").
  if (!data && error && !isMissing) {
    return (
      <Page title="Support">
        <ErrorState {...TICKET_MESSAGES.ticketFetchFailed} onRetry={refetch} isRetrying={isFetching} />
      </Page>
    );
  }
  if (!data || !user) {
    return (
      <Page title="Support">
        <EmptyState
          title="Ticket not found"
          description={TICKET_MESSAGES.ticketNotFound.description}
          action={backLink}
        />
      </Page>
    );
  }

  const { ticket, order, messages } = data;
  return (
    <ChatPage
      backLink={backLink}
      context={isStaff ? <TicketCustomerPanel ticketId={ticket.id} /> : undefined}
      header={
        <CardBody className="space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{ticket.title}</h1>
              <p className="mt-1 text-sm text-slate-500">
                <span className="font-mono">#{shortId(ticket.id)}</span> · Opened{' '}
                {formatDate(ticket.createdAt)}
                {isStaff && ` by ${ticket.openedBy.name} (${ticket.openedBy.email})`}
                {ticket.orderId && !order && (
                  <>
                    {' '}
                    · Order <span className="font-mono">#{shortId(ticket.orderId)}</span>
                  </>
                )}
              </p>
              {order && <TicketOrderFacts order={order} />}
            </div>
            <div className="flex gap-2">
              <StatusBadge status={ticket.status} />
              <PriorityBadge priority={ticket.priority} />
            </div>
          </div>
          {isStaff && <StaffTicketControls ticket={ticket} />}
        </CardBody>
      }
    >
      <TicketThread messages={messages} viewerId={user.id} />
      <MessageComposer ticketId={ticket.id} disabled={ticket.status === 'closed'} />
    </ChatPage>
  );
}
