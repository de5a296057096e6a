import { useQuery } from '@tanstack/react-query';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const listAssignees = () => callRoute(ticketRoutes.listTicketAssignees).then((body) => body.assignees);

export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: routeKey(ticketRoutes.listTicketAssignees),
    queryFn: listAssignees,
    enabled,
    staleTime: 300_000,
  });
}
