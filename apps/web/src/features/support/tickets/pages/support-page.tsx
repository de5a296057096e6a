import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { shortId } from '@netlease/shared/format';
import { TICKET_MESSAGES, type TicketSummary } from '@netlease/shared/tickets';
import { Button, buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useMyTickets } from '../api/list-my-tickets';
import { useTicketNotifications } from '../api/use-ticket-notifications';
import { CreateTicketDialog } from '../components/create-ticket-dialog';
import { PriorityBadge } from '../components/ticket-badges';

const COLUMNS: ResponsiveColumn<TicketSummary>[] = [
  {
    header: 'Ticket',
    cell: (ticket) => <span className="font-mono text-slate-500">#{shortId(ticket.id)}</span>,
  },
  {
    header: 'Title',
    isCardTitle: true,
    cell: (ticket) => <span className="font-medium text-slate-900">{ticket.title}</span>,
  },
  { header: 'Priority', cell: (ticket) => <PriorityBadge priority={ticket.priority} /> },
  { header: 'Created', cell: (ticket) => formatDate(ticket.createdAt) },
  { header: 'Status', cell: (ticket) => <StatusBadge status={ticket.status} /> },
  {
    header: 'Actions',
    isAction: true,
    cell: (ticket) => (
      <Link to={`/ticket/${ticket.id}`} className={buttonClasses('secondary', 'sm')}>
        View
      </Link>
    ),
  },
];

/** /support (docs/PRODUCT.md "Support tickets"): My Tickets and the Create New Ticket dialog. */
export default function SupportPage() {
  const [isCreating, setIsCreating] = useState(false);
  const { data: tickets, isPending, error } = useMyTickets();
  useTicketNotifications();
  useErrorToast(error, TICKET_MESSAGES.ticketsFetchFailed.title);

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
      {isPending ? (
        <Spinner />
      ) : !tickets?.length ? (
        <EmptyState
          title="No tickets yet"
          description="Open a ticket and our support team will get back to you."
          action={<Button onClick={() => setIsCreating(true)}>Create New Ticket</Button>}
        />
      ) : (
        <ResponsiveTable label="My Tickets" rows={tickets} columns={COLUMNS} rowKey={(ticket) => ticket.id} />
      )}
      <CreateTicketDialog open={isCreating} onOpenChange={setIsCreating} />
    </Page>
  );
}
