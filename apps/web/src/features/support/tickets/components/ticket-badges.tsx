import type { TicketPriority } from '@netlease/shared/tickets';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const PRIORITY_TONES: Record<TicketPriority, BadgeTone> = {
  low: 'grey',
  medium: 'blue',
  high: 'yellow',
  urgent: 'red',
};

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{priority}</Badge>;
}
