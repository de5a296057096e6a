import { useState } from 'react';
import { MESSAGES } from '@netlease/shared/messages';
import type { StaffTicket } from '@netlease/shared/tickets';
import { TICKET_STATUSES, TICKET_STATUS_LABELS, type TicketStatus } from '@netlease/shared/tickets-constants';
import { StatusBadge } from '@/components/ui/badge';
import { Select } from '@/components/ui/field';
import { PagedRows } from '@/components/ui/paged-table';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useAdminTickets } from '../api/list-admin-tickets';
import { PriorityBadge } from './ticket-badges';
import { TICKET_NUMBER_COLUMN, VIEW_TICKET_COLUMN } from './ticket-columns';

const COLUMNS: ResponsiveColumn<StaffTicket>[] = [
  TICKET_NUMBER_COLUMN,
  { header: 'Title', isCardTitle: true, cell: (ticket) => ticket.title },
  { header: 'Opened by', cell: (ticket) => ticket.openedBy.email },
  { header: 'Priority', cell: (ticket) => <PriorityBadge priority={ticket.priority} /> },
  { header: 'Status', cell: (ticket) => <StatusBadge status={ticket.status} /> },
  { header: 'Assigned to', cell: (ticket) => ticket.assignedTo?.name ?? '—' },
  { header: 'Created', cell: (ticket) => formatDate(ticket.createdAt) },
  VIEW_TICKET_COLUMN,
];

/** The admin panel's tickets tab: every ticket, newest first, filterable by status, paged. */
export default function AdminTicketsTab() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const { data, isPending, error, isFetching, refetch } = useAdminTickets(page, status);
  useErrorToast(error, MESSAGES.adminLoadFailed.title);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-slate-500">{data ? `${data.total} tickets` : ''}</p>
        <Select
          aria-label="Filter by status"
          className="w-48"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TicketStatus | '');
            setPage(1);
          }}
        >
          <option value="">All statuses</option>
          {TICKET_STATUSES.map((value) => (
            <option key={value} value={value}>
              {TICKET_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <PagedRows
        data={data && { ...data, items: data.tickets }}
        isPending={isPending}
        failure={{ error, onRetry: refetch, message: MESSAGES.adminLoadFailed, isRetrying: isFetching }}
        page={page}
        onPage={setPage}
        label="Tickets"
        columns={COLUMNS}
        rowKey={(ticket) => ticket.id}
      />
    </div>
  );
}
