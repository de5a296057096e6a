import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import type { TicketSummary } from '@netlease/shared/tickets';
import { TICKET_MESSAGES } from '@netlease/shared/tickets-constants';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { useMyTickets } from '../api/list-my-tickets';
import { useTicketNotifications } from '../api/use-ticket-notifications';
import { PriorityBadge } from '../components/ticket-badges';
import { TICKET_NUMBER_COLUMN, VIEW_TICKET_COLUMN } from '../components/ticket-columns';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const CreateTicketDialog = lazyDialog(() =>
  import('../components/create-ticket-dialog').then((module) => module.CreateTicketDialog),
);

const COLUMNS: ResponsiveColumn<TicketSummary>[] = [
  TICKET_NUMBER_COLUMN,
  {
    header: 'Title',
    isCardTitle: true,
    cell: (ticket) => <span className="font-medium text-slate-900">{ticket.title}</span>,
  },
  { header: 'Priority', cell: (ticket) => <PriorityBadge priority={ticket.priority} /> },
  { header: 'Created', cell: (ticket) => formatDate(ticket.createdAt) },
  { header: 'Status', cell: (ticket) => <StatusBadge status={ticket.status} /> },
  VIEW_TICKET_COLUMN,
];

/**
 * /support (docs/PRODUCT.md "Support tickets"): My Tickets and the Create New Ticket dialog.
 * `/support?order=<id>` (a lease page's 'Ask support') opens the dialog about that order.
 */
export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const askedOrderId = params.get('order');
  const [isCreating, setIsCreating] = useState(askedOrderId !== null);
  const onCreatingChange = (open: boolean) => {
    setIsCreating(open);
    if (!open && askedOrderId !== null) setParams({}, { replace: true });
  };
  const tickets = useMyTickets();
  useTicketNotifications();

  return (
    <Page
      title="Support"
      subtitle="Questions about an order, a block or your account? Our team is here to help."
      actions={
        <Button onClick={() => setIsCreating(true)}>
          <Plus className="size-4" /> Create New Ticket
        </Button>
      }
    >
      <h2 className="mb-3 text-lg font-semibold text-slate-900">My Tickets</h2>
      <QueryState
        query={tickets}
        failure={TICKET_MESSAGES.ticketsFetchFailed}
        empty={
          <EmptyState
            title="No tickets yet"
            description="Open a ticket and our support team will get back to you."
            action={<Button onClick={() => setIsCreating(true)}>Create New Ticket</Button>}
          />
        }
      >
        {(rows) => (
          <ResponsiveTable label="My Tickets" rows={rows} columns={COLUMNS} rowKey={(ticket) => ticket.id} />
        )}
      </QueryState>
      <CreateTicketDialog open={isCreating} onOpenChange={onCreatingChange} askedOrderId={askedOrderId} />
    </Page>
  );
}
