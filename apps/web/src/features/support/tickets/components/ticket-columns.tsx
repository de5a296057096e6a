import { Link } from 'react-router';
import { shortId } from '@netlease/shared/format';
import { buttonClasses } from '@/components/ui/button';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';

/** The columns every list of tickets shares (support, staff panel, admin panel). */
export const TICKET_NUMBER_COLUMN: ResponsiveColumn<{ id: string }> = {
  header: 'Ticket',
  cell: (ticket) => <span className="font-mono text-slate-500">#{shortId(ticket.id)}</span>,
};

export const VIEW_TICKET_COLUMN: ResponsiveColumn<{ id: string }> = {
  header: 'Actions',
  isAction: true,
  cell: (ticket) => (
    <Link to={`/ticket/${ticket.id}`} className={buttonClasses('secondary', 'sm')}>
      View
    </Link>
  ),
};
