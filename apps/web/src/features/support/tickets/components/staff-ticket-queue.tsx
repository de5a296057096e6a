import { Link, useLocation } from 'react-router';
import { shortId } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import type { QueueTicket } from '@netlease/shared/tickets';
import {
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_REPLY_TARGET_HOURS,
  TICKET_STATUS_FILTERS,
  TICKET_STATUS_FILTER_LABELS,
  type TicketAssigneeFilter,
  type TicketPriority,
  type TicketStatusFilter,
} from '@netlease/shared/tickets-constants';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { FilterBar, SelectFilter } from '@/components/ui/filter-fields';
import { ErrorState } from '@/components/ui/query-state';
import { PagedTable } from '@/components/ui/paged-table';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { toast, useErrorToast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import {
  readQueueFilters,
  useTicketQueue,
  writeQueueFilters,
  type QueueFilters,
} from '../api/list-ticket-queue';
import { useAssignees } from '../api/list-assignees';
import { useUpdateTicket } from '../api/update-ticket';
import { PriorityBadge } from './ticket-badges';
import { useAddressFilters } from '@/lib/use-address-filters';

const STATUS_OPTIONS: ReadonlyArray<{ value: TicketStatusFilter | 'all'; label: string }> = [
  ...TICKET_STATUS_FILTERS.map((value) => ({ value, label: TICKET_STATUS_FILTER_LABELS[value] })),
  { value: 'all', label: 'All statuses' },
];
const PRIORITY_OPTIONS: ReadonlyArray<{ value: TicketPriority | ''; label: string }> = [
  { value: '', label: 'All priorities' },
  ...[...TICKET_PRIORITIES].reverse().map((value) => ({
    value,
    label: value[0]!.toUpperCase() + value.slice(1),
  })),
];
const ASSIGNEE_OPTIONS: ReadonlyArray<{ value: TicketAssigneeFilter | ''; label: string }> = [
  { value: '', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'unassigned', label: 'Unassigned' },
];

const REPLY_TARGETS = [...TICKET_PRIORITIES]
  .reverse()
  .map((priority) => `${priority} ${TICKET_REPLY_TARGET_HOURS[priority]} hours`)
  .join(', ');

/** How long the customer has waited for staff: overdue past the reply target, else since when. */
function WaitingCell({ ticket }: { ticket: QueueTicket }) {
  if (ticket.isOverdue) {
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <Badge tone="red">Overdue</Badge>
        <span className="text-xs text-slate-600">since {formatDateTime(ticket.awaitingReplySince!)}</span>
      </span>
    );
  }
  if (ticket.awaitingReplySince) {
    return <span className="text-slate-700">Since {formatDateTime(ticket.awaitingReplySince)}</span>;
  }
  return <span className="text-slate-500">Answered</span>;
}

/** The assignee of one ticket, changed in place; 'Assign to me' unless it is the viewer's already. */
function AssignCell({ ticket, viewerId }: { ticket: QueueTicket; viewerId: string }) {
  const assignees = useAssignees(true);
  const update = useUpdateTicket(ticket.id);
  const assign = async (assigneeId: string | null) => {
    try {
      const result = await update.mutateAsync({ kind: 'assignee', assigneeId });
      toast.success(result.title, result.message);
    } catch (error) {
      toast.fromError(error, MESSAGES.actionFailed.title);
    }
  };
  const current = ticket.assignedTo;
  return (
    <Select
      aria-label={`Assignee of ticket #${shortId(ticket.id)}`}
      className="min-w-40"
      value={current?.id ?? ''}
      disabled={update.isPending}
      onChange={(event) => void assign(event.target.value || null)}
    >
      <option value="">Unassigned</option>
      {current && !assignees.data?.some((person) => person.id === current.id) && (
        <option value={current.id}>{current.name}</option>
      )}
      {assignees.data?.map((person) => (
        <option key={person.id} value={person.id}>
          {person.id === viewerId ? `${person.name} (me)` : person.name}
        </option>
      ))}
    </Select>
  );
}

function AssignToMeButton({ ticket, viewerId }: { ticket: QueueTicket; viewerId: string }) {
  const update = useUpdateTicket(ticket.id);
  if (ticket.assignedTo?.id === viewerId) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Assign ticket #${shortId(ticket.id)} to me`}
      isLoading={update.isPending}
      onClick={async () => {
        try {
          const result = await update.mutateAsync({ kind: 'assignee', assigneeId: viewerId });
          toast.success(result.title, result.message);
        } catch (error) {
          toast.fromError(error, MESSAGES.actionFailed.title);
        }
      }}
    >
      Assign to me
    </Button>
  );
}

/**
 * The staff panel's Support Tickets tab (docs/PRODUCT.md "Staff tools"): the queue filtered by status,
 * priority, assignee and overdue, paged by the server, urgent first and then the longest waiting. The
 * filters live in the address, and a ticket opened from here leads back to them.
 */
export function StaffTicketQueue() {
  const { user } = useSession();
  const location = useLocation();
  const [params, changeParams] = useAddressFilters();
  const filters = readQueueFilters(params);
  const { data, isPending, error, refetch, isRefetching } = useTicketQueue(filters);
  useErrorToast(
    error,
    TICKET_MESSAGES.ticketsFetchFailed.title,
    TICKET_MESSAGES.ticketsFetchFailed.description,
  );
  const viewerId = user?.id ?? '';
  const from = `${location.pathname}${location.search}`;

  const setFilters = (change: Partial<QueueFilters>) =>
    // A new filter starts again at page 1; the page buttons keep the filters.
    changeParams(
      (current) => writeQueueFilters(current, { ...readQueueFilters(current), page: 1, ...change }),
      { replace: true },
    );

  const columns: ResponsiveColumn<QueueTicket>[] = [
    {
      header: 'Ticket',
      isCardTitle: true,
      cell: (ticket) => (
        <Link
          to={`/ticket/${ticket.id}`}
          state={{ from }}
          className="font-medium text-brand-700 hover:underline"
        >
          <span className="font-mono text-slate-500">#{shortId(ticket.id)}</span> {ticket.title}
        </Link>
      ),
    },
    {
      header: 'Customer',
      cell: (ticket) => (
        <span className="break-words">
          {ticket.openedBy.name || 'N/A'} <span className="text-slate-500">({ticket.openedBy.email})</span>
        </span>
      ),
    },
    { header: 'Priority', cell: (ticket) => <PriorityBadge priority={ticket.priority} /> },
    { header: 'Status', cell: (ticket) => <StatusBadge status={ticket.status} /> },
    { header: 'Waiting for staff', cell: (ticket) => <WaitingCell ticket={ticket} /> },
    { header: 'Assigned to', cell: (ticket) => <AssignCell ticket={ticket} viewerId={viewerId} /> },
    {
      header: 'Actions',
      isAction: true,
      cell: (ticket) => (
        <div className="flex flex-wrap gap-2">
          <AssignToMeButton ticket={ticket} viewerId={viewerId} />
          <Link
            to={`/ticket/${ticket.id}`}
            state={{ from }}
            className={buttonClasses('secondary', 'sm')}
            aria-label={`View ticket #${shortId(ticket.id)}`}
          >
            View
          </Link>
        </div>
      ),
    },
  ];

  return (
    <section aria-label="Support ticket queue" className="space-y-4">
      <FilterBar>
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
        <SelectFilter
          label="Priority"
          value={filters.priority}
          options={PRIORITY_OPTIONS}
          onChange={(priority) => setFilters({ priority })}
        />
        <SelectFilter
          label="Assignee"
          value={filters.assignee}
          options={ASSIGNEE_OPTIONS}
          onChange={(assignee) => setFilters({ assignee })}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={filters.overdue}
            onChange={(event) => setFilters({ overdue: event.target.checked })}
          />
          Only overdue tickets
        </label>
      </FilterBar>
      <p className="text-xs text-slate-500">
        Overdue: the customer has waited for staff longer than its priority allows ({REPLY_TARGETS}).
      </p>
      {error && !data ? (
        <ErrorState
          {...TICKET_MESSAGES.ticketsFetchFailed}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : (
        <PagedTable
          data={data && { ...data, items: data.tickets }}
          isPending={isPending}
          noun={['ticket', 'tickets']}
          page={filters.page}
          onPage={(page) =>
            changeParams((current) => writeQueueFilters(current, { ...readQueueFilters(current), page }))
          }
          label="Support tickets"
          columns={columns}
          rowKey={(ticket) => ticket.id}
          emptyText="No tickets match these filters."
        />
      )}
    </section>
  );
}
