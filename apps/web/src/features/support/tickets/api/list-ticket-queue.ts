import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketQueueQuery } from '@netlease/shared/tickets';
import {
  TICKET_ASSIGNEE_FILTERS,
  TICKET_PRIORITIES,
  TICKET_STATUS_FILTERS,
  type TicketAssigneeFilter,
  type TicketPriority,
  type TicketStatusFilter,
} from '@netlease/shared/tickets-constants';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/**
 * The staff queue's filters as the address keeps them (docs/PRODUCT.md "Staff tools"): a ticket
 * opened from the queue leads back to the same filters. The status is 'active' (open and in
 * progress) unless the address says otherwise; 'all' is every status.
 */
export interface QueueFilters {
  status: TicketStatusFilter | 'all';
  priority: TicketPriority | '';
  assignee: TicketAssigneeFilter | '';
  overdue: boolean;
  page: number;
}

export const DEFAULT_QUEUE_STATUS = 'active';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    status: status === 'all' ? 'all' : (oneOf(TICKET_STATUS_FILTERS, status) ?? DEFAULT_QUEUE_STATUS),
    priority: oneOf(TICKET_PRIORITIES, params.get('priority')) ?? '',
    assignee: oneOf(TICKET_ASSIGNEE_FILTERS, params.get('assignee')) ?? '',
    overdue: params.get('overdue') === 'true',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the filters: the other parameters (the tab) stay; defaults are left out. */
export function writeQueueFilters(params: URLSearchParams, filters: QueueFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<string, string> = {
    status: filters.status === DEFAULT_QUEUE_STATUS ? '' : filters.status,
    priority: filters.priority,
    assignee: filters.assignee,
    overdue: filters.overdue ? 'true' : '',
    page: filters.page > 1 ? String(filters.page) : '',
  };
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The prefix of every queue page's key: a ticket's update refreshes them all. */
export const TICKET_QUEUE_KEY = routeKey(ticketRoutes.listTicketQueue);

/** The query the server takes: 'all' and unset filters are left out. */
const queueQuery = (filters: QueueFilters): TicketQueueQuery => ({
  page: filters.page,
  status: filters.status === 'all' ? undefined : filters.status,
  priority: filters.priority || undefined,
  assignee: filters.assignee || undefined,
  overdue: filters.overdue ? 'true' : undefined,
});

export const listTicketQueue = (filters: QueueFilters) =>
  callRoute(ticketRoutes.listTicketQueue, { query: queueQuery(filters) });

export function useTicketQueue(filters: QueueFilters) {
  return useQuery({
    queryKey: routeKey(ticketRoutes.listTicketQueue, { query: queueQuery(filters) }),
    queryFn: () => listTicketQueue(filters),
    placeholderData: keepPreviousData,
  });
}
