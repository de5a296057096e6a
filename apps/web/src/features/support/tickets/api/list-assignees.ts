import { useQuery } from '@tanstack/react-query';
import type { AssigneeList } from '@netlease/shared/tickets';
import { api } from '@/lib/api-client';

export const listAssignees = () => api<AssigneeList>('/api/tickets/assignees').then((body) => body.assignees);

export function useAssignees(enabled: boolean) {
  return useQuery({
    queryKey: ['tickets', 'assignees'],
    queryFn: listAssignees,
    enabled,
    staleTime: 300_000,
  });
}
